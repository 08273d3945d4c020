import type { LineOption } from '@haat/shared/catalog/line-option'
import type { VariantOfLine } from '@haat/shared/catalog/variant-label'
import { and, eq, sql } from 'drizzle-orm'
import { type DbOrTx, queryRows } from '../../db/client'
import { products, reviews } from '../../db/schema/catalog'
import { must } from '../../lib/must'
import { visibleProductCondition } from '../catalog'
import { deliveryConfirmedSql } from '../orders'

export type ReviewRecord = typeof reviews.$inferSelect

/** A review as the list query returns it (JSON built by PostgreSQL, so times are ISO strings). */
export type ReviewJson = {
  id: string
  customerId: string
  authorName: string
  rating: number
  body: string
  isVerifiedPurchase: boolean
  options: LineOption[]
  createdAt: string
  updatedAt: string
}

export type ReviewPageRow = { product_id: string; total: number; page: ReviewJson[]; mine: ReviewJson | null }

const iso = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`)

/** One review (alias r, with its author c) as a JSON object of ReviewJson's shape. */
const reviewJson = sql`json_build_object(
  'id', r.id, 'customerId', r.customer_id, 'authorName', c.name, 'rating', r.rating, 'body', r.body,
  'isVerifiedPurchase', r.is_verified_purchase, 'options', r.options, 'createdAt', ${iso('r.created_at')}, 'updatedAt', ${iso('r.updated_at')}
)`

/**
 * One page of a visible product's reviews, newest first, with the total and the viewer's own
 * review, in one query (reviews_product_idx serves the page). Undefined when the product is not visible.
 */
export async function findReviewPage(
  db: DbOrTx,
  options: { slug: string; viewerId: string | null; limit: number; offset: number },
): Promise<ReviewPageRow | undefined> {
  const [row] = await queryRows<ReviewPageRow>(
    db,
    sql`
    with target as (
      select p.id from products p join vendors v on v.id = p.vendor_id
      where p.slug = ${options.slug} and ${visibleProductCondition}
    )
    select
      t.id as product_id,
      (select count(*)::int from reviews r where r.product_id = t.id and r.is_verified_purchase) as total,
      coalesce((
        select json_agg(page.review order by page.created_at desc, page.id desc)
        from (
          select r.id, r.created_at, ${reviewJson} as review
          from reviews r join customers c on c.id = r.customer_id
          where r.product_id = t.id and r.is_verified_purchase
          order by r.created_at desc, r.id desc
          limit ${options.limit} offset ${options.offset}
        ) page
      ), '[]'::json) as page,
      (
        select ${reviewJson}
        from reviews r join customers c on c.id = r.customer_id
        where r.product_id = t.id and r.customer_id = ${options.viewerId}::uuid
      ) as mine
    from target t
  `,
  )
  return row
}

/** The id of the product with this slug when the shop may show it (only those can be reviewed). */
export async function findVisibleProductId(db: DbOrTx, slug: string): Promise<string | undefined> {
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`select p.id from products p join vendors v on v.id = p.vendor_id
        where p.slug = ${slug} and ${visibleProductCondition}`,
  )
  return row?.id
}

type ReviewerRow = {
  name: string
  has_received: boolean
  is_verified: boolean
  is_seller: boolean
  /** The latest line of the product they received (its options, or its size and colour); null when none. */
  received_line: VariantOfLine | null
}

/**
 * The reviewer's name; whether they received the product (an order line for it in an order, or a
 * seller's part of one, that was delivered) and the latest such line (the variant reviewed); whether that makes a verified purchase (the part's
 * delivery confirmed, not only the seller's word, and not flagged as a possible self-purchase);
 * and whether they are its seller (the same e-mail or mobile number as the product's store).
 */
export async function findReviewer(
  db: DbOrTx,
  customerId: string,
  productId: string,
  now: Date,
): Promise<ReviewerRow | undefined> {
  const [row] = await queryRows<ReviewerRow>(
    db,
    sql`
    select c.name,
      (
        select json_build_object('options', ol.options, 'size', ol.size, 'color', ol.color)
        from order_lines ol
        join orders o on o.id = ol.order_id
        left join vendor_orders vo on vo.id = ol.vendor_order_id
        where o.customer_id = c.id and ol.product_id = ${productId}
          and (o.status = 'delivered' or vo.status = 'delivered')
        order by o.created_at desc, ol.id desc
        limit 1
      ) as received_line,
      exists (
        select 1 from order_lines ol
        join orders o on o.id = ol.order_id
        left join vendor_orders vo on vo.id = ol.vendor_order_id
        where o.customer_id = c.id and ol.product_id = ${productId}
          and (o.status = 'delivered' or vo.status = 'delivered')
      ) as has_received,
      -- A verified purchase: received in a part whose delivery is confirmed and that is not
      -- flagged as a possible self-purchase (an order from before parts had none of either).
      exists (
        select 1 from order_lines ol
        join orders o on o.id = ol.order_id
        left join vendor_orders vo on vo.id = ol.vendor_order_id
        where o.customer_id = c.id and ol.product_id = ${productId}
          and (o.status = 'delivered' or vo.status = 'delivered')
          and vo.self_purchase_reason is null
          and (vo.id is null or ${deliveryConfirmedSql('vo', now)})
      ) as is_verified,
      exists (
        select 1 from products p join vendors v on v.id = p.vendor_id
        where p.id = ${productId}
          and (lower(v.email) = lower(c.email) or (c.phone is not null and v.phone = c.phone))
      ) as is_seller
    from customers c where c.id = ${customerId}
  `,
  )
  return row
}

type ReviewContent = {
  rating: number
  body: string
  isVerifiedPurchase: boolean
  options: LineOption[]
  updatedAt: Date
}

/** Inserts the customer's first review of a product; undefined when they already have one. */
export async function insertReviewIfNew(
  db: DbOrTx,
  values: ReviewContent & { productId: string; customerId: string; createdAt: Date },
): Promise<ReviewRecord | undefined> {
  const [row] = await db
    .insert(reviews)
    .values(values)
    .onConflictDoNothing({ target: [reviews.productId, reviews.customerId] })
    .returning()
  return row
}

/** The customer's review of a product, locked until the transaction ends (so its old rating stays true). */
export async function lockReview(db: DbOrTx, productId: string, customerId: string): Promise<ReviewRecord | undefined> {
  const [row] = await db
    .select()
    .from(reviews)
    .where(and(eq(reviews.productId, productId), eq(reviews.customerId, customerId)))
    .for('update')
  return row
}

export async function updateReview(db: DbOrTx, id: string, values: ReviewContent): Promise<ReviewRecord> {
  const [row] = await db.update(reviews).set(values).where(eq(reviews.id, id)).returning()
  return must(row, 'the review row')
}

/** Deletes the customer's review of a product and returns it; undefined when there was none. */
export async function deleteReview(
  db: DbOrTx,
  productId: string,
  customerId: string,
): Promise<ReviewRecord | undefined> {
  const [row] = await db
    .delete(reviews)
    .where(and(eq(reviews.productId, productId), eq(reviews.customerId, customerId)))
    .returning()
  return row
}

/**
 * Moves the product's review aggregates by the given amounts, in place (SQL increments, never a
 * read-modify-write, so concurrent reviews of one product all count), and returns the new values.
 */
export async function adjustRatingAggregates(
  db: DbOrTx,
  productId: string,
  delta: { count: number; sum: number },
): Promise<{ ratingCount: number; ratingSum: number }> {
  const [row] = await db
    .update(products)
    .set({
      ratingCount: sql`${products.ratingCount} + ${delta.count}`,
      ratingSum: sql`${products.ratingSum} + ${delta.sum}`,
    })
    .where(eq(products.id, productId))
    .returning({ ratingCount: products.ratingCount, ratingSum: products.ratingSum })
  return must(row, 'the review row')
}

/**
 * The customer's unverified reviews of the products in a part whose delivery was just confirmed,
 * now verified when that makes them so (findReviewer's rule, the part not flagged), each product's
 * rating moving with them. Returns how many changed.
 */
export async function verifyReviewsOfPart(db: DbOrTx, customerId: string, vendorOrderId: string): Promise<number> {
  const changed = await queryRows<{ product_id: string; rating: number }>(
    db,
    sql`update reviews r set is_verified_purchase = true
      where r.customer_id = ${customerId} and not r.is_verified_purchase
        and exists (select 1 from order_lines ol join vendor_orders vo on vo.id = ol.vendor_order_id
          where ol.vendor_order_id = ${vendorOrderId} and ol.product_id = r.product_id
            and vo.self_purchase_reason is null)
      returning r.product_id, r.rating`,
  )
  for (const row of changed) await adjustRatingAggregates(db, row.product_id, { count: 1, sum: row.rating })
  return changed.length
}
