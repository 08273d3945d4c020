import { type SQL, and, count, desc, eq, gte, isNull, or, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { vendors } from '../../db/schema/accounts'
import { products } from '../../db/schema/catalog'
import { orderLines, vendorOrders } from '../../db/schema/commerce'
import { lowerContainsPattern } from '../../lib/like-pattern'

export type VendorRecord = typeof vendors.$inferSelect
export type VendorListFilter = { status?: 'pending' | 'approved' | 'rejected' | undefined; search?: string | undefined }

function vendorFilter(filter: VendorListFilter): SQL | undefined {
  const pattern = filter.search ? lowerContainsPattern(filter.search) : null
  return and(
    // A status list (pending, approved, rejected) is about live sellers; the full list also shows deleted ones.
    filter.status ? and(eq(vendors.status, filter.status), eq(vendors.isActive, true)) : undefined,
    pattern
      ? or(
          sql`lower(${vendors.businessName}) like ${pattern}`,
          sql`lower(${vendors.ownerName}) like ${pattern}`,
          sql`lower(${vendors.email}) like ${pattern}`,
        )
      : undefined,
  )
}

/**
 * Per vendor, the items sent to it (in vendor orders forwarded since `since`) and how many of them
 * it cancelled itself: its cancellation rate.
 */
function sellerCancellations(db: DbOrTx, since: Date) {
  return db
    .select({
      vendorId: orderLines.vendorId,
      sent: count().as('sent'),
      cancelled: sql<number>`count(*) filter (where ${orderLines.cancelledByKind} = 'vendor')`.as('cancelled'),
    })
    .from(orderLines)
    .innerJoin(vendorOrders, eq(vendorOrders.id, orderLines.vendorOrderId))
    .where(gte(vendorOrders.createdAt, since))
    .groupBy(orderLines.vendorId)
    .as('seller_cancellations')
}

/** One page of vendors with their live product counts and cancellations, from grouped subqueries (no query per row). */
export async function listVendors(
  db: DbOrTx,
  filter: VendorListFilter,
  page: { limit: number; offset: number; since: Date },
) {
  const cancellations = sellerCancellations(db, page.since)
  const productCounts = db
    .select({ vendorId: products.vendorId, n: count().as('n') })
    .from(products)
    .where(isNull(products.archivedAt))
    .groupBy(products.vendorId)
    .as('product_counts')
  const where = vendorFilter(filter)
  const rows = await db
    .select({
      vendor: vendors,
      productCount: sql<number>`coalesce(${productCounts.n}, 0)::int`.mapWith(Number),
      sent: sql<number>`coalesce(${cancellations.sent}, 0)::int`.mapWith(Number),
      cancelled: sql<number>`coalesce(${cancellations.cancelled}, 0)::int`.mapWith(Number),
    })
    .from(vendors)
    .leftJoin(productCounts, eq(productCounts.vendorId, vendors.id))
    .leftJoin(cancellations, eq(cancellations.vendorId, vendors.id))
    .where(where)
    // The review queue is oldest first (first come, first served); the other lists newest first.
    .orderBy(filter.status === 'pending' ? vendors.createdAt : desc(vendors.createdAt), vendors.id)
    .limit(page.limit)
    .offset(page.offset)
  const [total] = await db.select({ n: count() }).from(vendors).where(where)
  return { rows, total: total?.n ?? 0 }
}

export async function findVendorWithCount(db: DbOrTx, id: string, since: Date) {
  const cancellations = sellerCancellations(db, since)
  const [row] = await db
    .select({
      vendor: vendors,
      productCount:
        sql<number>`(select count(*)::int from products p where p.vendor_id = ${vendors.id} and p.archived_at is null)`.mapWith(
          Number,
        ),
      sent: sql<number>`coalesce(${cancellations.sent}, 0)::int`.mapWith(Number),
      cancelled: sql<number>`coalesce(${cancellations.cancelled}, 0)::int`.mapWith(Number),
    })
    .from(vendors)
    .leftJoin(cancellations, eq(cancellations.vendorId, vendors.id))
    .where(eq(vendors.id, id))
  return row ?? null
}

/** Locks a vendor row for a review or a delete, so two admins' actions cannot interleave. */
export async function lockVendor(tx: DbOrTx, id: string): Promise<VendorRecord | null> {
  const [row] = await tx.select().from(vendors).where(eq(vendors.id, id)).for('update')
  return row ?? null
}

export async function updateVendor(
  tx: DbOrTx,
  id: string,
  values: Partial<
    Pick<
      VendorRecord,
      'status' | 'rejectionReason' | 'reviewedAt' | 'reviewedBy' | 'isActive' | 'deactivatedAt' | 'updatedAt'
    >
  >,
) {
  await tx.update(vendors).set(values).where(eq(vendors.id, id))
}
