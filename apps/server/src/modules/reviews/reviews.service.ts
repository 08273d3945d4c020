import type { ListReviewsQuery, Review, ReviewBody, ReviewList, SavedReview } from '@haat/shared/catalog/review'
import { lineOptions } from '@haat/shared/catalog/variant-label'
import type { z } from 'zod'
import type { Db, Tx } from '../../db/client'
import { AppError, notFound } from '../../lib/app-error'
import type { Clock } from '../../lib/clock'
import { enforceLimit } from '../../lib/limits'
import type { RateLimiter } from '../../lib/rate-limiter'
import {
  adjustRatingAggregates,
  deleteReview,
  findReviewer,
  findReviewPage,
  findVisibleProductId,
  insertReviewIfNew,
  lockReview,
  type ReviewJson,
  type ReviewRecord,
  updateReview,
} from './reviews.repository'
import { ratingSummary } from '../catalog'

/**
 * What other shoppers see of a reviewer: the first name and the last name's initial ("Asha K."),
 * never the full name.
 */
export function reviewerName(fullName: string): string {
  const parts = fullName.trim().split(/\s+/).filter(Boolean)
  const first = parts[0]
  if (!first) return 'Haat customer'
  if (parts.length === 1) return first
  const initial = Array.from(parts.at(-1) ?? '')[0]?.toLocaleUpperCase('en-IN') ?? ''
  return `${first} ${initial}.`
}

function fromJson(json: ReviewJson, viewerId: string | null): Review {
  return {
    id: json.id,
    rating: json.rating,
    body: json.body,
    authorName: reviewerName(json.authorName),
    isVerifiedPurchase: json.isVerifiedPurchase,
    options: json.options,
    createdAt: json.createdAt,
    updatedAt: json.updatedAt,
    isMine: json.customerId === viewerId,
  }
}

function fromRecord(row: ReviewRecord, fullName: string): Review {
  return {
    id: row.id,
    rating: row.rating,
    body: row.body,
    authorName: reviewerName(fullName),
    isVerifiedPurchase: row.isVerifiedPurchase,
    options: row.options,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    isMine: true,
  }
}

type Saved = { row: ReviewRecord; created: boolean; delta: { count: number; sum: number } }

/** What a review adds to the product's rating: only verified purchases count. */
const counted = (review: Pick<ReviewRecord, 'rating' | 'isVerifiedPurchase'>) =>
  review.isVerifiedPurchase ? { count: 1, sum: review.rating } : { count: 0, sum: 0 }

const REVIEW_TEXT = {
  notReceived: /*i18n*/ 'Only customers who have received this product can review it.',
  ownProduct: /*i18n*/ 'You cannot review a product your own store sells.',
} as const

/** Product reviews (docs/decisions/021-reviews.md): one per customer per product, editable, with a verified-purchase mark. */
export function reviewsService(deps: { db: Db; clock: Clock; limiter: RateLimiter }) {
  const { db, clock, limiter } = deps

  /**
   * Inserts the first review or edits the existing one. A concurrent first submit from the same
   * customer makes the insert do nothing; the row is then locked and edited. A delete landing in
   * between leaves nothing to lock, so the insert is tried again.
   */
  async function upsert(
    tx: Tx,
    productId: string,
    customerId: string,
    content: Parameters<typeof updateReview>[2],
  ): Promise<Saved> {
    for (let attempt = 0; attempt < 3; attempt++) {
      const inserted = await insertReviewIfNew(tx, { productId, customerId, createdAt: content.updatedAt, ...content })
      if (inserted) return { row: inserted, created: true, delta: counted(inserted) }
      const existing = await lockReview(tx, productId, customerId)
      if (existing) {
        // The variant stays the one first reviewed; a review from before variants gets one now.
        const options = existing.options.length > 0 ? existing.options : content.options
        const row = await updateReview(tx, existing.id, { ...content, options })
        // An old unverified review, edited by a buyer who has now received the product, starts counting.
        const [after, before] = [counted(row), counted(existing)]
        return { row, created: false, delta: { count: after.count - before.count, sum: after.sum - before.sum } }
      }
    }
    throw new AppError('CONFLICT', /*i18n*/ 'Your review changed while it was being saved. Please try again.')
  }

  return {
    /** A page of a visible product's reviews, newest first, and the viewer's own review when signed in. */
    async list(slug: string, query: z.output<typeof ListReviewsQuery>, viewerId: string | null): Promise<ReviewList> {
      const { page, pageSize } = query
      const row = await findReviewPage(db, { slug, viewerId, limit: pageSize, offset: (page - 1) * pageSize })
      if (!row) throw notFound(/*i18n*/ 'Product not found.')
      return {
        data: row.page.map((review) => fromJson(review, viewerId)),
        meta: { page, pageSize, total: row.total },
        mine: row.mine ? fromJson(row.mine, viewerId) : null,
      }
    },

    /**
     * Saves the customer's review of a visible product: created the first time, edited after.
     * The product's rating aggregates move in the same transaction.
     */
    async save(slug: string, customerId: string, body: ReviewBody): Promise<SavedReview & { created: boolean }> {
      await enforceLimit(limiter, 'reviewsPerCustomer', customerId)
      return db.transaction(async (tx) => {
        const productId = await findVisibleProductId(tx, slug)
        if (!productId) throw notFound(/*i18n*/ 'Product not found.')
        const reviewer = await findReviewer(tx, customerId, productId, clock.now())
        if (!reviewer) throw new AppError('UNAUTHENTICATED', /*i18n*/ 'Please sign in to continue.')
        // Reviews come from buyers: ratings are worth something only if nobody else can add to them.
        if (reviewer.is_seller) throw new AppError('FORBIDDEN', REVIEW_TEXT.ownProduct)
        if (!reviewer.has_received) throw new AppError('FORBIDDEN', REVIEW_TEXT.notReceived)
        const saved = await upsert(tx, productId, customerId, {
          rating: body.rating,
          body: body.body,
          // Only a confirmed delivery is proof, and a possible self-purchase is none (findReviewer).
          isVerifiedPurchase: reviewer.is_verified,
          // "Size: M, Colour: Blue": what they received, copied as the order line had it.
          options: reviewer.received_line ? lineOptions(reviewer.received_line) : [],
          updatedAt: clock.now(),
        })
        const aggregates = await adjustRatingAggregates(tx, productId, saved.delta)
        return {
          created: saved.created,
          review: fromRecord(saved.row, reviewer.name),
          productRating: ratingSummary(aggregates.ratingCount, aggregates.ratingSum),
        }
      })
    },

    /** Removes the customer's own review; the product's aggregates drop with it. */
    async remove(slug: string, customerId: string): Promise<void> {
      await enforceLimit(limiter, 'reviewsPerCustomer', customerId)
      await db.transaction(async (tx) => {
        const productId = await findVisibleProductId(tx, slug)
        if (!productId) throw notFound(/*i18n*/ 'Product not found.')
        const removed = await deleteReview(tx, productId, customerId)
        if (!removed) throw notFound(/*i18n*/ 'You have not reviewed this product.')
        const was = counted(removed)
        if (was.count > 0) await adjustRatingAggregates(tx, productId, { count: -was.count, sum: -was.sum })
      })
    },
  }
}
