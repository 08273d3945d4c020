import { and, desc, eq, isNull, sql } from 'drizzle-orm'
import { type DbOrTx, queryRows } from '../../db/client'
import { vendors } from '../../db/schema/accounts'
import { categories } from '../../db/schema/catalog'
import { couponRedemptions, coupons } from '../../db/schema/commerce'
import type { CouponFacts, CouponTerms } from './coupon-rules'

export type CouponRow = typeof coupons.$inferSelect

const toTerms = (row: CouponRow, categorySlug: string | null): CouponTerms => ({
  ...row,
  categorySlug,
})

/**
 * A coupon by its code with its category's slug; `lock`: its row locked until the transaction ends,
 * so checkouts using it take turns and its uses cannot be counted twice.
 */
export async function findCouponTerms(db: DbOrTx, code: string, lock = false): Promise<CouponTerms | undefined> {
  const query = db
    .select({ coupon: coupons, categorySlug: categories.slug })
    .from(coupons)
    .leftJoin(categories, eq(categories.id, coupons.categoryId))
    .where(eq(coupons.code, code))
  const [row] = lock ? await query.for('update', { of: coupons }) : await query
  return row ? toTerms(row.coupon, row.categorySlug) : undefined
}

/** The coupon's uses not given back, the customer's among them, and whether the customer has an order that stands. */
export async function findCouponFacts(db: DbOrTx, couponId: string, customerId: string): Promise<CouponFacts> {
  const [row] = await queryRows<{ uses: number; customer_uses: number; has_ordered: boolean }>(
    db,
    sql`select
      (select count(*)::int from coupon_redemptions where coupon_id = ${couponId} and released_at is null) as uses,
      (select count(*)::int from coupon_redemptions
        where coupon_id = ${couponId} and customer_id = ${customerId} and released_at is null) as customer_uses,
      exists (select 1 from orders where customer_id = ${customerId} and status <> 'cancelled') as has_ordered`,
  )
  return { uses: row?.uses ?? 0, customerUses: row?.customer_uses ?? 0, hasOrdered: row?.has_ordered ?? false }
}

export async function insertRedemption(db: DbOrTx, values: typeof couponRedemptions.$inferInsert) {
  await db.insert(couponRedemptions).values(values)
}

/**
 * Gives each order's coupon use back when nothing of the order is kept: every unit cancelled or in
 * a return. Idempotent; called wherever lines leave an order.
 */
export async function releaseRedemptionIfNothingKept(
  db: DbOrTx,
  orderIds: string | string[],
  now: Date,
): Promise<void> {
  const ids = typeof orderIds === 'string' ? [orderIds] : orderIds
  if (ids.length === 0) return
  const list = sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  )
  await db.execute(sql`
    update coupon_redemptions r set released_at = ${now}
    where r.order_id in (${list}) and r.released_at is null
      and not exists (
        select 1 from order_lines ol
        where ol.order_id = r.order_id and ol.quantity - ol.cancelled_quantity - ol.returned_quantity > 0)`)
}

// Named in full: drizzle writes a lone table's columns unqualified, and "id" here would be r.id.
const usesColumn = sql<number>`(select count(*)::int from coupon_redemptions r
  where r.coupon_id = "coupons"."id" and r.released_at is null)`

/** One coupon's uses not given back. */
export async function countUses(db: DbOrTx, couponId: string): Promise<number> {
  const [row] = await queryRows<{ uses: number }>(
    db,
    sql`select count(*)::int as uses from coupon_redemptions where coupon_id = ${couponId} and released_at is null`,
  )
  return row?.uses ?? 0
}

/** Every coupon (`vendorId`: that seller's own only), newest first, with its uses and its seller's name. */
export function listCoupons(db: DbOrTx, vendorId?: string) {
  return db
    .select({ coupon: coupons, uses: usesColumn, sellerName: vendors.businessName })
    .from(coupons)
    .leftJoin(vendors, eq(vendors.id, coupons.vendorId))
    .where(vendorId ? eq(coupons.vendorId, vendorId) : undefined)
    .orderBy(desc(coupons.createdAt), desc(coupons.id))
    .limit(500)
}

/** A coupon by id, locked for the change about to be made, with its seller's name. */
export async function findCouponForUpdate(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ coupon: coupons, sellerName: vendors.businessName })
    .from(coupons)
    .leftJoin(vendors, eq(vendors.id, coupons.vendorId))
    .where(eq(coupons.id, id))
    .for('update', { of: coupons })
  return row
}

/** The coupons a shopper may use at `now`: on, started, not ended, not used up. */
export function listOffers(db: DbOrTx, now: Date) {
  return db
    .select({ coupon: coupons, categorySlug: categories.slug })
    .from(coupons)
    .leftJoin(categories, eq(categories.id, coupons.categoryId))
    .where(
      sql`${coupons.isActive} and ${coupons.startsAt} <= ${now} and (${coupons.endsAt} is null or ${coupons.endsAt} > ${now})
        and (${coupons.usageLimit} is null or ${usesColumn} < ${coupons.usageLimit})`,
    )
    .orderBy(desc(coupons.createdAt))
    .limit(20)
}

export async function insertCoupon(db: DbOrTx, values: typeof coupons.$inferInsert): Promise<CouponRow> {
  const [row] = await db.insert(coupons).values(values).returning()
  if (!row) throw new Error('The coupon was not inserted.')
  return row
}

/** Changes a coupon of this owner (a seller's id, or null for Haat's). */
export async function updateCoupon(
  db: DbOrTx,
  id: string,
  owner: string | null,
  values: Partial<typeof coupons.$inferInsert>,
) {
  const [row] = await db
    .update(coupons)
    .set(values)
    .where(and(eq(coupons.id, id), owner ? eq(coupons.vendorId, owner) : isNull(coupons.vendorId)))
    .returning()
  return row
}

/** A seller's business name (its coupons are shown with it). */
export async function findSellerName(db: DbOrTx, vendorId: string): Promise<string | null> {
  const [row] = await db.select({ name: vendors.businessName }).from(vendors).where(eq(vendors.id, vendorId))
  return row?.name ?? null
}

/** Whether the category and every seller a coupon names exist (one query). */
export async function findScopeTargets(db: DbOrTx, categoryId: string | null, vendorIds: string[]) {
  const vendorsFound =
    vendorIds.length === 0
      ? sql`0`
      : sql`(select count(*)::int from vendors where id in (${sql.join(
          vendorIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )}))`
  const categoryFound =
    categoryId === null ? sql`true` : sql`exists (select 1 from categories where id = ${categoryId}::uuid)`
  const [row] = await queryRows<{ category_found: boolean; vendors_found: number }>(
    db,
    sql`select ${categoryFound} as category_found, ${vendorsFound} as vendors_found`,
  )
  return {
    categoryFound: row?.category_found ?? false,
    allVendorsFound: (row?.vendors_found ?? 0) === vendorIds.length,
  }
}
