import type { Cart } from '@haat/shared/cart/cart'
import type { AdminCoupon, CouponCheck, CouponInput, Offer, SellerCouponInput } from '@haat/shared/coupons/coupon'
import { fill } from '@haat/shared/texts'
import type { Db, DbOrTx } from '../../db/client'
import { AppError, notFound } from '../../lib/app-error'
import type { Clock } from '../../lib/clock'
import { isUniqueViolation } from '../../lib/db-errors'
import { recordAudit } from '../audit'
import { type DeliveryFeeSettings, cartFromRows, findCartRows, pricedWith } from '../cart'
import { type CouponLine, type CouponTerms, type CouponVerdict, judgeCoupon } from './coupon-rules'
import {
  type CouponRow,
  countUses,
  findCouponFacts,
  findCouponForUpdate,
  findSellerName,
  findCouponTerms,
  findScopeTargets,
  insertCoupon,
  insertRedemption,
  listCoupons,
  listOffers,
  updateCoupon,
} from './coupons.repository'

const toAdminCoupon = (row: CouponRow, uses: number, sellerName: string | null): AdminCoupon => ({
  id: row.id,
  code: row.code,
  description: row.description,
  percentOff: row.percentOff,
  maxDiscountPaise: row.maxDiscountPaise,
  flatOffPaise: row.flatOffPaise,
  minOrderPaise: row.minOrderPaise,
  startsAt: row.startsAt.toISOString(),
  endsAt: row.endsAt?.toISOString() ?? null,
  usageLimit: row.usageLimit,
  perCustomerLimit: row.perCustomerLimit,
  firstOrderOnly: row.firstOrderOnly,
  scope: row.scope,
  categoryId: row.categoryId,
  vendorIds: row.vendorIds,
  isActive: row.isActive,
  uses,
  seller: row.vendorId ? { id: row.vendorId, name: sellerName ?? '' } : null,
})

/** What shoppers are shown of a coupon: its offer and terms, not its limits or counts. */
function toOffer(row: CouponRow, categorySlug: string | null): Offer {
  const { code, description, percentOff, maxDiscountPaise, flatOffPaise, minOrderPaise, endsAt, firstOrderOnly } =
    toAdminCoupon(row, 0, null)
  const { scope, vendorIds } = row
  return {
    code,
    description,
    percentOff,
    maxDiscountPaise,
    flatOffPaise,
    minOrderPaise,
    endsAt,
    firstOrderOnly,
    scope,
    categorySlug,
    vendorIds,
  }
}

/** The input as columns: only the kind's own amounts are kept (the database checks the same). */
const toColumns = (input: CouponInput) => ({
  code: input.code,
  description: input.description,
  percentOff: input.kind === 'percent' ? input.percentOff : null,
  maxDiscountPaise: input.kind === 'percent' ? input.maxDiscountPaise : null,
  flatOffPaise: input.kind === 'flat' ? input.flatOffPaise : null,
  minOrderPaise: input.minOrderPaise,
  startsAt: new Date(input.startsAt),
  endsAt: input.endsAt ? new Date(input.endsAt) : null,
  usageLimit: input.usageLimit,
  perCustomerLimit: input.perCustomerLimit,
  firstOrderOnly: input.firstOrderOnly,
  scope: input.scope,
  categoryId: input.scope === 'category' ? input.categoryId : null,
  vendorIds: input.scope === 'sellers' ? [...new Set(input.vendorIds)] : [],
  isActive: input.isActive,
})

const codeTaken = () =>
  new AppError('CONFLICT', /*i18n*/ 'Another coupon has this code.', {
    details: [{ path: 'code', message: /*i18n*/ 'Another coupon has this code.' }],
  })

/** Every change to a coupon, by whom, in the audit log. */
const auditCoupon = (
  tx: DbOrTx,
  actor: { kind: 'admin' | 'vendor'; id: string },
  action: 'coupon.create' | 'coupon.update',
  row: CouponRow,
) =>
  recordAudit(tx, {
    actor,
    action,
    entity: 'coupon',
    entityId: row.id,
    details: { code: row.code, isActive: row.isActive },
  })

/** A seller's coupon as columns: its products only, funded by it. */
const sellerColumns = (vendorId: string, input: SellerCouponInput) => ({
  ...toColumns({ ...input, scope: 'sellers', categoryId: null, vendorIds: [vendorId] }),
  vendorId,
})

/** Saves a coupon, turning a taken code into a 409 on the code's field. */
async function savingCode<T>(save: () => Promise<T>): Promise<T> {
  try {
    return await save()
  } catch (error) {
    if (isUniqueViolation(error, 'coupons_code_key')) throw codeTaken()
    throw error
  }
}

function unknownCode(code: string): AppError {
  const message = fill(/*i18n*/ 'There is no coupon {code}.', { code })
  return new AppError('CONFLICT', message, { details: [{ path: 'couponCode', message }] })
}

/** A coupon for a category or sellers that do not exist would cover nothing: a 400 on the field. */
async function assertScopeExists(tx: DbOrTx, input: CouponInput) {
  const columns = toColumns(input)
  const found = await findScopeTargets(tx, columns.categoryId, columns.vendorIds)
  const fail = (path: string, message: string) => {
    throw new AppError('VALIDATION', message, { details: [{ path, message }] })
  }
  if (!found.categoryFound) fail('categoryId', 'There is no such category.')
  if (!found.allVendorsFound) fail('vendorIds', 'There is no such seller.')
}

/** The coupon for a checkout: judged on the lines under its row lock; a refusal is a 409 naming the code's field. */
export async function judgeCouponForCheckout(
  tx: DbOrTx,
  input: { code: string; customerId: string; lines: CouponLine[]; now: Date },
): Promise<{ coupon: CouponTerms; discountPaise: number; split: Map<string, number> }> {
  const coupon = await findCouponTerms(tx, input.code, true)
  if (!coupon) throw unknownCode(input.code)
  const facts = await findCouponFacts(tx, coupon.id, input.customerId)
  const verdict = judgeCoupon(coupon, facts, input.lines, input.now)
  if (!verdict.ok) {
    throw new AppError('CONFLICT', verdict.message, { details: [{ path: 'couponCode', message: verdict.message }] })
  }
  return { coupon, discountPaise: verdict.discountPaise, split: verdict.split }
}

/** Records the order's use of the coupon (the caller still holds the coupon's row lock). */
export async function redeemCoupon(
  tx: DbOrTx,
  values: { couponId: string; orderId: string; customerId: string; discountPaise: number },
): Promise<void> {
  if (values.discountPaise > 0) await insertRedemption(tx, values)
}

/** Admins' coupons, the offers shoppers see, and what a code takes off a cart. */
export function couponsService(deps: { db: Db; clock: Clock; settings: DeliveryFeeSettings }) {
  const { db, clock } = deps

  return {
    async list(): Promise<AdminCoupon[]> {
      return (await listCoupons(db)).map((row) => toAdminCoupon(row.coupon, row.uses, row.sellerName))
    },

    create(adminId: string, input: CouponInput): Promise<AdminCoupon> {
      return savingCode(() =>
        db.transaction(async (tx) => {
          await assertScopeExists(tx, input)
          const row = await insertCoupon(tx, toColumns(input))
          await auditCoupon(tx, { kind: 'admin', id: adminId }, 'coupon.create', row)
          return toAdminCoupon(row, 0, null)
        }),
      )
    },

    /** Haat's coupons only: a seller's own is its seller's to change (409). */
    update(adminId: string, id: string, input: CouponInput): Promise<AdminCoupon> {
      return savingCode(() =>
        db.transaction(async (tx) => {
          const existing = await findCouponForUpdate(tx, id)
          if (!existing) throw notFound('Coupon not found.')
          if (existing.coupon.vendorId) {
            throw new AppError(
              'CONFLICT',
              `${existing.coupon.code} is ${existing.sellerName ?? 'a seller'}'s own coupon: only the seller changes it.`,
            )
          }
          await assertScopeExists(tx, input)
          const row = await updateCoupon(tx, id, null, { ...toColumns(input), updatedAt: clock.now() })
          if (!row) throw notFound('Coupon not found.')
          await auditCoupon(tx, { kind: 'admin', id: adminId }, 'coupon.update', row)
          return toAdminCoupon(row, await countUses(tx, id), null)
        }),
      )
    },

    /** A seller's own coupons, newest first, with their uses. */
    async listForSeller(vendorId: string): Promise<AdminCoupon[]> {
      return (await listCoupons(db, vendorId)).map((row) => toAdminCoupon(row.coupon, row.uses, row.sellerName))
    },

    /** A seller's own coupon: for its products only, the discount taken off its price (and invoice). */
    createForSeller(vendorId: string, input: SellerCouponInput): Promise<AdminCoupon> {
      return savingCode(() =>
        db.transaction(async (tx) => {
          const row = await insertCoupon(tx, sellerColumns(vendorId, input))
          await auditCoupon(tx, { kind: 'vendor', id: vendorId }, 'coupon.create', row)
          return toAdminCoupon(row, 0, await findSellerName(tx, vendorId))
        }),
      )
    },

    /** Changes a seller's own coupon; another's is not found. */
    updateForSeller(vendorId: string, id: string, input: SellerCouponInput): Promise<AdminCoupon> {
      return savingCode(() =>
        db.transaction(async (tx) => {
          const row = await updateCoupon(tx, id, vendorId, {
            ...sellerColumns(vendorId, input),
            updatedAt: clock.now(),
          })
          if (!row) throw notFound(/*i18n*/ 'Coupon not found.')
          await auditCoupon(tx, { kind: 'vendor', id: vendorId }, 'coupon.update', row)
          return toAdminCoupon(row, await countUses(tx, id), await findSellerName(tx, vendorId))
        }),
      )
    },

    async offers(): Promise<Offer[]> {
      return (await listOffers(db, clock.now())).map((row) => toOffer(row.coupon, row.categorySlug))
    },

    /** What the code takes off the customer's cart now (checkout judges it again, under the coupon's lock). */
    async check(customerId: string, code: string): Promise<CouponCheck> {
      const rows = await findCartRows(db, customerId)
      const cart = await pricedWith(deps.settings)(cartFromRows(rows))
      const judged = await judgeOnCart(db, { customerId, code, rows, cart, now: clock.now() })
      if (!judged) throw unknownCode(code)
      const { coupon, verdict } = judged
      if (!verdict.ok) {
        throw new AppError('CONFLICT', verdict.message, { details: [{ path: 'couponCode', message: verdict.message }] })
      }
      return {
        code: coupon.code,
        description: coupon.description,
        discountPaise: verdict.discountPaise,
        totalPaise: cart.totalPaise - verdict.discountPaise,
      }
    },
  }
}

type CartRows = Awaited<ReturnType<typeof findCartRows>>
/** A cart as a coupon judges it: its rows as read, and the cart priced from them (cartFromRows). */
type JudgedCart = { customerId: string; code: string; rows: CartRows; cart: Cart; now: Date }

/** A code judged on a cart's rows as they are (no lock: checkout judges it again); null: no such code. */
async function judgeOnCart(
  db: DbOrTx,
  input: JudgedCart,
): Promise<{ coupon: CouponTerms; verdict: CouponVerdict } | null> {
  const coupon = await findCouponTerms(db, input.code)
  if (!coupon) return null
  const facts = await findCouponFacts(db, coupon.id, input.customerId)
  return { coupon, verdict: judgeCoupon(coupon, facts, couponLinesOf(input.rows, input.cart), input.now) }
}

/**
 * What a code would take off these cart rows now, 0 when it does not apply (the payment step judges
 * cash on delivery's limit on the total after it; the coupon box says why a code is refused).
 */
export async function discountOnCart(db: DbOrTx, input: JudgedCart): Promise<number> {
  const judged = await judgeOnCart(db, input)
  return judged?.verdict.ok ? judged.verdict.discountPaise : 0
}

/** The cart's lines that can be bought, as a coupon sees them. */
function couponLinesOf(rows: CartRows, cart: Cart): CouponLine[] {
  const byId = new Map(rows.map((row) => [row.line_id, row]))
  return cart.lines.flatMap((line) => {
    const row = byId.get(line.id)
    if (!row || line.status !== 'ok') return []
    return [{ id: line.id, vendorId: row.vendor_id, categorySlug: row.category_slug, amountPaise: line.linePricePaise }]
  })
}

export type CouponsService = ReturnType<typeof couponsService>
