import type { ShopSettings } from '@haat/shared/admin/settings'
import type { AddCartLineBody, Cart, GuestCartLine, MergeCartBody } from '@haat/shared/cart/cart'
import { formatPaise, unitPricePaise } from '@haat/shared/money'
import { fill } from '@haat/shared/texts'
import type { z } from 'zod'
import type { Db, DbOrTx } from '../../db/client'
import { AppError, notFound } from '../../lib/app-error'
import { must } from '../../lib/must'
import type { Clock } from '../../lib/clock'
import {
  checkNewQuantity,
  withDeliveryFee,
  lineKeyText,
  planAdd,
  planMerge,
  planPreview,
  type AddPlan,
  type GuestLine,
  type OptionsRequest,
} from './cart-rules'
import { currentUnitPrice, toCart, toCartLine, toProductState } from './cart.mapping'
import {
  deleteAllLines,
  deleteLine,
  findCartLine,
  findCartRows,
  findLineQuantities,
  findProductForAdd,
  findProducts,
  lockCustomer,
  setLineAddedPrice,
  setLineQuantity,
  upsertLines,
  type CartLineRow,
} from './cart.repository'
import type { PendingAdd } from './pending-adds'

/** The customer's cart, priced now from the catalogue. */
export async function readCart(db: DbOrTx, customerId: string, notices: string[] = []): Promise<Cart> {
  return cartFromRows(await findCartRows(db, customerId), notices)
}

/** A cart from its rows as read (findCartRows): each line judged and priced, and the totals. */
export function cartFromRows(rows: CartLineRow[], notices: string[] = []): Cart {
  return toCart(
    rows.map((row) =>
      toCartLine(
        row.line_id,
        row,
        {
          variantId: row.line_variant_id,
          values: row.line_values,
          color: row.line_color,
          size: row.line_size,
          quantity: row.line_quantity,
        },
        row.line_added_unit_price_paise,
      ),
    ),
    notices,
  )
}

/** Serializes the customer's cart and wishlist writes (cart.repository.ts lockCustomer); 401 when the account is gone. */
export async function lockCustomerCart(tx: DbOrTx, customerId: string): Promise<void> {
  if (!(await lockCustomer(tx, customerId)))
    throw new AppError('UNAUTHENTICATED', /*i18n*/ 'Please sign in to continue.')
}

/** Adds to the matching line or starts one, inside the caller's transaction (which holds lockCustomerCart). */
export async function addToCart(
  tx: DbOrTx,
  customerId: string,
  request: OptionsRequest & { productId: string; quantity: number; expectedUnitPricePaise?: number | undefined },
  mode: 'exact' | 'cap',
  now: Date,
): Promise<AddPlan> {
  const row = await findProductForAdd(tx, customerId, request.productId)
  const plan = planAdd({
    product: row && toProductState(row),
    productLines: row?.product_lines ?? [],
    lineCount: row?.line_count ?? 0,
    request,
    mode,
  })
  // planAdd threw unless the product and the variant exist; a new or grown line is added at today's price.
  const product = must(row, 'the product row')
  const price = unitPricePaise(plan.variant.pricePaise, product.discount_percent)
  if (request.expectedUnitPricePaise !== undefined) {
    if (price !== request.expectedUnitPricePaise) {
      throw new AppError(
        'PRICE_CHANGED',
        fill(/*i18n*/ 'The price of {name} is now {price} (you saw {seen}). It was not added to your cart.', {
          name: product.name,
          price: formatPaise(price),
          seen: formatPaise(request.expectedUnitPricePaise),
        }),
      )
    }
  }
  await upsertLines(tx, customerId, [{ ...plan.line, addedUnitPricePaise: price }], now)
  return plan
}

/** A signed-in customer's cart: every change checks the catalogue and answers with the whole cart. */
export function cartService(deps: { db: Db; clock: Clock; settings: DeliveryFeeSettings }) {
  const { db, clock, settings } = deps
  const priced = pricedWith(settings)

  /** Runs one change under the customer's lock and answers with the cart as it is after it. */
  const change = async (customerId: string, work: (tx: DbOrTx) => Promise<Cart>) =>
    // Priced after the transaction: the settings read is a query of its own (PGlite has one connection).
    priced(
      await db.transaction(async (tx) => {
        await lockCustomerCart(tx, customerId)
        return work(tx)
      }),
    )

  return {
    async get(customerId: string): Promise<Cart> {
      return priced(await readCart(db, customerId))
    },

    /** Add to Cart: 409 past the stock or the cart's limits; `created` is false when an existing line grew. */
    async addLine(
      customerId: string,
      body: z.output<typeof AddCartLineBody>,
    ): Promise<{ created: boolean; cart: Cart }> {
      let created = false
      const cart = await change(customerId, async (tx) => {
        created = (await addToCart(tx, customerId, body, 'exact', clock.now())).isNew
        return readCart(tx, customerId)
      })
      return { created, cart }
    },

    /** Sets a line's quantity (1 or more); 404 for a line that is not the customer's. */
    updateLine(customerId: string, lineId: string, quantity: number): Promise<Cart> {
      return change(customerId, async (tx) => {
        const row = await findCartLine(tx, customerId, lineId)
        if (!row) throw notFound(/*i18n*/ 'This line is not in your cart.')
        checkNewQuantity(toProductState(row), quantity)
        await setLineQuantity(tx, customerId, lineId, quantity, clock.now())
        return readCart(tx, customerId)
      })
    },

    /** Accepts a line's current price, so a line whose price went up may be bought; 404 for a line that is not the customer's. */
    acceptPrice(customerId: string, lineId: string): Promise<Cart> {
      return change(customerId, async (tx) => {
        const row = await findCartLine(tx, customerId, lineId)
        if (!row) throw notFound(/*i18n*/ 'This line is not in your cart.')
        await setLineAddedPrice(tx, customerId, lineId, currentUnitPrice(row), clock.now())
        return readCart(tx, customerId)
      })
    },

    removeLine(customerId: string, lineId: string): Promise<Cart> {
      return change(customerId, async (tx) => {
        if (!(await deleteLine(tx, customerId, lineId))) throw notFound(/*i18n*/ 'This line is not in your cart.')
        return readCart(tx, customerId)
      })
    },

    clear(customerId: string): Promise<Cart> {
      return change(customerId, async (tx) => {
        await deleteAllLines(tx, customerId)
        return readCart(tx, customerId)
      })
    },

    /** Sign-in: the guest cart joins the server cart, capped at stock; what was capped or skipped comes back in notices. */
    merge(customerId: string, body: z.output<typeof MergeCartBody>): Promise<Cart> {
      return change(customerId, async (tx) => {
        // One after the other: a transaction is one connection, which runs one query at a time.
        const existing = await findLineQuantities(tx, customerId)
        const products = await findProducts(
          tx,
          body.lines.map((line) => line.productId),
        )
        const states = new Map(products.map((row) => [row.id, toProductState(row)]))
        const { writes, notices } = planMerge(existing, body.lines, states)
        const discounts = new Map(products.map((row) => [row.id, row.discount_percent]))
        const priced = writes.map(({ variant, ...line }) => ({
          ...line,
          addedUnitPricePaise: unitPricePaise(variant.pricePaise, must(discounts.get(line.productId), 'the product')),
        }))
        await upsertLines(tx, customerId, priced, clock.now())
        return readCart(tx, customerId, notices)
      })
    },

    /**
     * A guest's Add to Cart from the product page's plain form (cart-form.routes.ts): checked as
     * addLine checks a customer's (product, options, stock, a line's limit), against the adds
     * already waiting in the guest's cookie; answers with the waiting adds after it. Stores nothing.
     */
    async addPending(pending: PendingAdd[], body: z.output<typeof GuestCartLine>): Promise<PendingAdd[]> {
      const [row] = await findProducts(db, [body.productId])
      const plan = planAdd({
        product: row && toProductState(row),
        // Adds kept before lines named their variant count towards the cart's size, never as the same line.
        productLines: pending.flatMap((line) =>
          line.productId === body.productId && line.variantId ? [{ ...line, variantId: line.variantId }] : [],
        ),
        lineCount: pending.length,
        request: body,
        mode: 'exact',
      })
      // At most MAX_PENDING_ADDS lines: writing the cookie refuses more (pending-adds.ts).
      return plan.isNew
        ? [...pending, plan.line]
        : pending.map((line) => (line.variantId === plan.line.variantId ? plan.line : line))
    },

    /** A guest cart priced from the current catalogue, stored nowhere. */
    async preview(lines: GuestLine[]): Promise<Cart> {
      const rows = await findProducts(
        db,
        lines.map((line) => line.productId),
      )
      const byId = new Map(rows.map((row) => [row.id, row]))
      const planned = planPreview(lines, new Map(rows.map((row) => [row.id, toProductState(row)])))
      return priced(
        toCart(
          planned.lines.map((line) =>
            toCartLine(lineKeyText(line), must(byId.get(line.productId), 'the product row'), line),
          ),
          planned.notices,
        ),
      )
    },
  }
}

/** What the cart needs of the shop settings: its delivery fee. */
export type DeliveryFeeSettings = { get(): Promise<Pick<ShopSettings, 'deliveryFeePaise' | 'freeDeliveryFromPaise'>> }

/** Prices a cart's delivery with the shop's fee as it stands now (one settings read). */
export const pricedWith = (settings: DeliveryFeeSettings) => async (cart: Cart) =>
  withDeliveryFee(cart, await settings.get())

export type CartService = ReturnType<typeof cartService>
