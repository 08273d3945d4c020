import type { Order, PlaceOrderBody } from '@haat/shared/orders/order'
import { TRACKING_STATUS } from '@haat/shared/orders/tracking-notes'
import { fill } from '@haat/shared/texts'
import type { z } from 'zod'
import type { Config } from '../../config'
import type { Db, Tx } from '../../db/client'
import { withDbRetry } from '../../lib/db-retry'
import { AppError, notFound } from '../../lib/app-error'
import type { Clock } from '../../lib/clock'
import { isUniqueViolation } from '../../lib/db-errors'
import { findAddress, saveAddressIfNew } from '../accounts'
import { findVariantFacts, lockVariants, takeStock } from '../catalog'
import { lockCustomerCart, toProductState } from '../cart'
import { deleteAllLines, findCartRows, type CartLineRow } from '../cart'
import { type CheckoutPlan, planCheckout } from './checkout-rules'
import { enqueueOrderConfirmation } from './order-confirmation'
import { createHash } from 'node:crypto'
import { type ShopSettings, deliveryFeeFor } from '@haat/shared/admin/settings'
import { splitByValue } from '@haat/shared/coupons/coupon'
import { countLimit, limitRefusal } from '../../lib/limits'
import type { RateLimiter } from '../../lib/rate-limiter'
import { must } from '../../lib/must'
import { assertCityAtPin, assertPinInState } from '../pincodes'
import { type SellerPromise, sellerPromises } from '../delivery'
import { judgeCouponForCheckout, redeemCoupon } from '../coupons'
import type { IndianState } from '@haat/shared/india'
import type { OrderReadyHook } from '../shipping'
import {
  type NewOrder,
  type OrderRow,
  findOrderByIdempotencyKey,
  findOrderByNo,
  findUnpaidOnlineOrderByFingerprint,
  insertOrderLines,
  insertOrderUnlessNumberTaken,
  insertTrackingEvent,
  newOrderNo,
  openOrderTotals,
  readOrder,
} from '../orders'

type OrderLimits = Pick<
  ShopSettings,
  'maxUnpaidOnlineOrders' | 'maxUndeliveredCodPaise' | 'maxCodOrderPaise' | 'deliveryFeePaise' | 'freeDeliveryFromPaise'
>

/** "₹50,000": whole rupees in Indian grouping, for messages. */
const formatRupees = (paise: number) => `₹${Math.floor(paise / 100).toLocaleString('en-IN')}`

/** What makes two checkouts "the same order": the products, options and quantities, the total, and where they go. */
function cartFingerprint(body: Body, address: ShippingAddress, rows: CartLineRow[], totalPaise: number): string {
  const lines = rows.map((r) => [r.line_variant_id, r.line_quantity].join(':')).sort()
  const where = [body.shipping.name, body.shipping.phone, address.street, address.city, address.state, address.pin]
  return createHash('sha256')
    .update(JSON.stringify([lines, where.map((v) => v.trim().toLowerCase()), totalPaise, body.couponCode ?? '']))
    .digest('hex')
}

type Body = z.output<typeof PlaceOrderBody>
type ShippingAddress = { street: string; city: string; state: string; pin: string }

/** Thrown inside checkout's transaction to roll it back when the stock went to another order. */
class StockTakenMeanwhile extends Error {}

function refuse(plan: Pick<CheckoutPlan, 'problems'>): AppError {
  return new AppError('CONFLICT', plan.problems.map((p) => p.message).join(' '), {
    details: plan.problems.map((p) => ({ path: `cart.lines.${p.lineId}`, message: p.message })),
  })
}

function planFromRows(rows: CartLineRow[]): CheckoutPlan {
  return planCheckout(
    rows.map((row) => ({
      lineId: row.line_id,
      variantId: row.line_variant_id,
      product: {
        ...toProductState(row),
        pricePaise: row.price_paise,
        discountPercent: row.discount_percent,
        mrpPaise: row.mrp_paise,
      },
      color: row.line_color,
      size: row.line_size,
      quantity: row.line_quantity,
      addedUnitPricePaise: row.line_added_unit_price_paise,
    })),
  )
}

/**
 * Placing an order: the cart priced from the catalogue, stock taken atomically, the order with
 * its line snapshots and first tracking event written in one transaction.
 */
export function checkoutService(deps: {
  db: Db
  clock: Clock
  config: Pick<Config, 'publicUrl'>
  /** The gateway that takes online payments now; null when only cash on delivery is offered. */
  onlineProvider: 'razorpay' | 'sandbox' | null
  /** Runs after a cash-on-delivery order is placed (automatic forwarding to vendors). */
  onOrderReady?: OrderReadyHook
  limiter: RateLimiter
  /** The shop's limits on unpaid online orders and on cash on delivery (per order, and not yet delivered). */
  settings: { get(): Promise<OrderLimits> }
}) {
  const { db, clock, config, onlineProvider, onOrderReady, limiter, settings } = deps

  /**
   * Cash on delivery only up to the shop's limit per order. And stock cannot be held hostage: a
   * customer may leave only so many online orders unpaid (each holds its stock for 30 minutes) and
   * have only so much cash on delivery on its way. Checked under the customer's checkout lock, so
   * two tabs cannot both slip under a limit.
   */
  async function enforceOrderLimits(
    tx: Tx,
    limits: OrderLimits,
    customerId: string,
    method: Body['paymentMethod'],
    totalPaise: number,
  ) {
    // The one order's own total first: it needs no query.
    if (method === 'cod' && totalPaise > limits.maxCodOrderPaise) {
      throw new AppError(
        'CONFLICT',
        fill(/*i18n*/ 'Cash on delivery is available for orders up to {limit}. Please pay online.', {
          limit: formatRupees(limits.maxCodOrderPaise),
        }),
      )
    }
    const open = await openOrderTotals(tx, customerId)
    if (method === 'razorpay' && open.unpaidOnlineOrders >= limits.maxUnpaidOnlineOrders) {
      throw new AppError(
        'CONFLICT',
        open.unpaidOnlineOrders === 1
          ? /*i18n*/ 'You have 1 online order waiting for payment. Please pay for one first, or wait: unpaid orders are cancelled after 30 minutes.'
          : fill(
              /*i18n*/ 'You have {count} online orders waiting for payment. Please pay for one first, or wait: unpaid orders are cancelled after 30 minutes.',
              { count: open.unpaidOnlineOrders },
            ),
      )
    }
    if (method === 'cod' && open.undeliveredCodPaise + totalPaise > limits.maxUndeliveredCodPaise) {
      throw new AppError(
        'CONFLICT',
        fill(
          /*i18n*/ 'Cash on delivery is limited to {limit} of orders not yet delivered. Please pay online, or wait until your earlier orders arrive.',
          { limit: formatRupees(limits.maxUndeliveredCodPaise) },
        ),
      )
    }
  }

  /**
   * What each seller promises for the address (docs/decisions/036-delivery-dates.md): a line whose
   * seller does not deliver there is refused, by name; cash on delivery only when every seller
   * takes it there. The promised days, by seller.
   */
  async function promiseDelivery(
    tx: Tx,
    rows: CartLineRow[],
    address: ShippingAddress,
    body: Body,
  ): Promise<Map<string, SellerPromise>> {
    const { pin } = address
    const promises = await sellerPromises(
      tx,
      rows.map((row) => row.vendor_id),
      { pin, state: address.state as IndianState },
      clock.now(),
    )
    const blocked = rows.filter((row) => !promises.get(row.vendor_id)?.deliverable)
    if (blocked.length > 0) {
      throw refuse({
        problems: blocked.map((row) => ({
          lineId: row.line_id,
          message: fill(/*i18n*/ "'{name}' cannot be delivered to PIN {pin}.", { name: row.name, pin }),
        })),
      })
    }
    if (body.paymentMethod !== 'cod') return promises
    const noCash = rows.filter((row) => !promises.get(row.vendor_id)?.cod)
    const first = noCash[0]
    if (first) {
      const message = fill(/*i18n*/ '{seller} does not take cash on delivery at PIN {pin}. Please pay online.', {
        seller: first.vendor_name,
        pin,
      })
      throw new AppError('CONFLICT', message, {
        details: noCash.map((row) => ({ path: `cart.lines.${row.line_id}`, message })),
      })
    }
    return promises
  }

  /** The coupon on the lines it covers, judged under its row lock (a refusal is a 409 on couponCode). */
  function judgeCoupon(tx: Tx, customerId: string, code: string, plan: CheckoutPlan, byId: Map<string, CartLineRow>) {
    const lines = plan.lines.map((line) => {
      const row = must(byId.get(line.lineId), 'the cart line')
      return {
        id: line.lineId,
        vendorId: row.vendor_id,
        categorySlug: row.category_slug,
        amountPaise: line.lineTotalPaise,
      }
    })
    return judgeCouponForCheckout(tx, { code, customerId, lines, now: clock.now() })
  }

  async function resolveAddress(tx: Tx, customerId: string, body: Body): Promise<ShippingAddress> {
    if (body.addressId) {
      const saved = await findAddress(tx, customerId, body.addressId)
      if (!saved) throw notFound(/*i18n*/ 'Address not found.')
      return { street: saved.street, city: saved.city, state: saved.state, pin: saved.pin }
    }
    const { street, city, state, pin } = body.shipping
    // PlaceOrderBody requires them when no addressId is given.
    assertPinInState({ pin: must(pin, 'the PIN'), state: must(state, 'the state') }, 'shipping.pin')
    assertCityAtPin({ pin: must(pin, 'the PIN'), city: must(city, 'the city') }, 'shipping.city')
    return {
      street: must(street, 'the street'),
      city: must(city, 'the city'),
      state: must(state, 'the state'),
      pin: must(pin, 'the PIN'),
    }
  }

  async function saveTypedAddress(tx: Tx, customerId: string, body: Body, address: ShippingAddress, now: Date) {
    if (body.addressId || !body.saveAddress) return
    await saveAddressIfNew(tx, customerId, { fullName: body.shipping.name, phone: body.shipping.phone, address }, now)
  }

  /** What a checkout did: the order it made (its row, as inserted), or the number of the one it found. */
  type Placed = { created: boolean; orderNo: string; order?: OrderRow }

  /**
   * Inserts the order under a fresh number; a number already taken (40 random bits: rare) is
   * skipped by ON CONFLICT and another drawn, with no savepoint round trips on every order.
   */
  async function insertWithNumber(tx: Tx, values: Omit<NewOrder, 'orderNo'>): Promise<OrderRow> {
    for (let attempt = 0; attempt < 5; attempt++) {
      const order = await insertOrderUnlessNumberTaken(tx, { ...values, orderNo: newOrderNo() })
      if (order) return order
    }
    throw new Error('Five order numbers in a row were taken.')
  }

  /**
   * A key sent again must come with the same request: the same cart to the same address. A retry
   * after a lost answer does (or finds the cart already emptied by its cash-on-delivery order);
   * a client that reused a key for another cart would otherwise be told its new order was placed.
   */
  async function assertSameRequest(
    tx: Tx,
    customerId: string,
    body: Body,
    limits: OrderLimits,
    placedFingerprint: string | null,
  ): Promise<void> {
    if (!placedFingerprint) return
    const rows = await findCartRows(tx, customerId)
    if (rows.length === 0) return
    const address = await resolveAddress(tx, customerId, body)
    const plan = planFromRows(rows)
    const fingerprint = cartFingerprint(
      body,
      address,
      rows,
      plan.totalPaise + deliveryFeeFor(limits, plan.subtotalPaise),
    )
    if (fingerprint !== placedFingerprint) {
      throw new AppError(
        'IDEMPOTENCY_KEY_REUSED',
        /*i18n*/ 'This checkout was already used for another order. Please reload the page and place your order again.',
      )
    }
  }

  async function place(customerId: string, body: Body): Promise<Placed> {
    // Read before the transaction: on the embedded database a second query outside it would wait for it.
    const limits = await settings.get()
    try {
      return await withDbRetry(() => placeOnce(customerId, body, limits))
    } catch (error) {
      if (!(error instanceof StockTakenMeanwhile)) throw error
      // Another order took the stock between our read and our write (the cart is back, rolled
      // back with the order): explain with what is left now.
      const fresh = planFromRows(await findCartRows(db, customerId))
      throw refuse(
        fresh.problems.length
          ? fresh
          : { problems: [{ lineId: 'stock', message: /*i18n*/ 'Some items just sold out. Please review your cart.' }] },
      )
    }
  }

  async function placeOnce(customerId: string, body: Body, limits: OrderLimits): Promise<Placed> {
    return db.transaction(async (tx) => {
      // One checkout per customer at a time: a double click with one key finds the first order.
      await lockCustomerCart(tx, customerId)
      const existing = await findOrderByIdempotencyKey(tx, customerId, body.idempotencyKey)
      if (existing) {
        await assertSameRequest(tx, customerId, body, limits, existing.cartFingerprint)
        return { created: false, orderNo: existing.orderNo }
      }

      const provider = body.paymentMethod === 'cod' ? 'cod' : onlineProvider
      if (!provider) {
        throw new AppError(
          'CONFLICT',
          /*i18n*/ 'Online payment is not available right now. Please choose Cash on Delivery.',
        )
      }
      const address = await resolveAddress(tx, customerId, body)
      const rows = await findCartRows(tx, customerId)
      if (rows.length === 0) throw new AppError('BAD_REQUEST', /*i18n*/ 'Your cart is empty.')
      const plan = planFromRows(rows)
      if (plan.problems.length) throw refuse(plan)

      // The same cart to the same address, while its online order still waits for payment: that
      // order is the answer, so a second try does not reserve the stock twice.
      // The shop's delivery fee (docs/decisions/038-delivery-fee.md): part of what makes it the same order.
      const shippingPaise = deliveryFeeFor(limits, plan.subtotalPaise)
      const fingerprint = cartFingerprint(body, address, rows, plan.totalPaise + shippingPaise)
      if (body.paymentMethod === 'razorpay') {
        const waiting = await findUnpaidOnlineOrderByFingerprint(tx, customerId, fingerprint)
        if (waiting) return { created: false, orderNo: waiting.orderNo }
      }
      const promises = await promiseDelivery(tx, rows, address, body)
      const byId = new Map(rows.map((r) => [r.line_id, r]))
      const coupon = body.couponCode ? await judgeCoupon(tx, customerId, body.couponCode, plan, byId) : null
      const discountPaise = coupon?.discountPaise ?? 0
      // The delivery fee shared over the lines by value (a share may exceed a cheap line).
      const feeShares = splitByValue(
        shippingPaise,
        plan.lines.map((line) => ({ id: line.lineId, amountPaise: line.lineTotalPaise })),
      )
      const totalPaise = plan.subtotalPaise + shippingPaise + plan.taxPaise - discountPaise
      await enforceOrderLimits(tx, limits, customerId, body.paymentMethod, totalPaise)

      const variantIds = plan.stockTakes.map((t) => t.variantId)
      const facts = new Map((await findVariantFacts(tx, variantIds)).map((v) => [v.id, v]))

      const now = clock.now()
      const order = await insertWithNumber(tx, {
        customerId,
        idempotencyKey: body.idempotencyKey,
        name: body.shipping.name,
        email: body.shipping.email,
        phone: body.shipping.phone,
        ...address,
        country: 'India',
        notes: body.shipping.notes || null,
        subtotalPaise: plan.subtotalPaise,
        shippingPaise,
        taxPaise: plan.taxPaise,
        discountPaise,
        couponCode: coupon?.coupon.code ?? null,
        totalPaise,
        status: 'placed',
        paymentMethod: body.paymentMethod,
        paymentProvider: provider,
        paymentStatus: body.paymentMethod === 'cod' ? 'pending' : 'unpaid',
        cartFingerprint: fingerprint,
        createdAt: now,
        updatedAt: now,
      })
      await insertOrderLines(
        tx,
        plan.lines.map((line) => {
          const row = must(byId.get(line.lineId), 'the cart line')
          const fact = must(facts.get(line.variantId), 'the variant bought')
          return {
            orderId: order.id,
            productId: row.id,
            variantId: line.variantId,
            vendorId: row.vendor_id,
            productName: row.name,
            productSlug: row.slug,
            sku: fact.sku,
            options: fact.options,
            returnDays: fact.refund_days,
            promisedBy: promises.get(row.vendor_id)?.deliveryBy ?? null,
            hsnCode: fact.hsn_code,
            gstRateBp: fact.gst_rate_bp,
            declarations: fact.declarations,
            imageKey: row.image_key,
            vendorName: row.vendor_name,
            color: line.color,
            size: line.size,
            unitPricePaise: line.unitPricePaise,
            mrpPaise: row.mrp_paise,
            quantity: line.quantity,
            lineTotalPaise: line.lineTotalPaise,
            discountPaise: coupon?.split.get(line.lineId) ?? 0,
            // A seller's own coupon lowers its price; Haat's it pays the seller (037-coupons.md).
            sellerDiscountPaise: coupon?.coupon.vendorId ? (coupon.split.get(line.lineId) ?? 0) : 0,
            deliveryFeePaise: feeShares.get(line.lineId) ?? 0,
          }
        }),
      )
      if (coupon) {
        await redeemCoupon(tx, { couponId: coupon.coupon.id, orderId: order.id, customerId, discountPaise })
      }
      await insertTrackingEvent(tx, {
        orderId: order.id,
        status: TRACKING_STATUS.orderPlaced,
        actorKind: 'customer',
        actorId: customerId,
        createdAt: now,
      })
      await saveTypedAddress(tx, customerId, body, address, now)
      if (body.paymentMethod === 'cod') {
        // Online orders keep the cart until the payment is confirmed (docs/spec.md §4).
        await deleteAllLines(tx, customerId)
        await enqueueOrderConfirmation(tx, order, config.publicUrl)
      }
      // The stock last: the variants' rows (and their products' summaries) stay locked only from here to the commit.
      await lockVariants(tx, variantIds)
      const taken = await takeStock(tx, plan.stockTakes)
      if (taken.length < variantIds.length) throw new StockTakenMeanwhile()
      return { created: true, orderNo: order.orderNo, order }
    })
  }

  return {
    /**
     * POST /api/orders: 201 with a new order, or 200 with the order this idempotency key (or this
     * very cart, still unpaid online) already made. New orders are rate-limited per account and address.
     */
    async placeOrder(customerId: string, body: Body, ip: string): Promise<{ created: boolean; order: Order }> {
      // Only new orders count; a retry of one already placed is answered even at the limit (the
      // idempotency lookup runs only then, off the usual path).
      const refusal =
        (await limitRefusal(limiter, 'ordersPerAccount', customerId)) ??
        (await limitRefusal(limiter, 'ordersPerIp', ip))
      if (refusal && !(await findOrderByIdempotencyKey(db, customerId, body.idempotencyKey))) throw refusal
      let result: Placed
      try {
        result = await place(customerId, body)
      } catch (error) {
        // Two requests with one key that raced past the customer lock: the loser answers with the winner's order.
        if (!isUniqueViolation(error, 'orders_idempotency_key')) throw error
        const existing = await findOrderByIdempotencyKey(db, customerId, body.idempotencyKey)
        if (!existing) throw error
        result = { created: false, orderNo: existing.orderNo }
      }
      if (result.created) {
        await countLimit(limiter, 'ordersPerAccount', customerId)
        await countLimit(limiter, 'ordersPerIp', ip)
      }
      // An online order is ready for its vendors only once paid (the payments service calls the hook then).
      const order = result.order ?? must(await findOrderByNo(db, result.orderNo), 'the placed order')
      if (result.created && order.paymentMethod === 'cod') await onOrderReady?.(order.orderNo)
      return { created: result.created, order: await readOrder(db, order, 'customer') }
    },
  }
}
export type CheckoutService = ReturnType<typeof checkoutService>
