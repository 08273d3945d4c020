import { z } from 'zod'
import { PageMeta, RatingSummary } from './product'
import { LineOption } from './line-option'
import { fill } from '../texts'

export const REVIEW_BODY_MAX = 2000
/** How many reviews a page of GET /api/products/{slug}/reviews holds unless asked otherwise. */
export const REVIEWS_PAGE_SIZE = 10

/**
 * PUT /api/products/{slug}/reviews/mine: a customer's review of a product (one per product; a
 * second submit edits it). Plain text: it is stored and shown as typed, never as HTML.
 */
export const ReviewBody = z.object({
  rating: z
    .number(/*i18n*/ 'Choose a rating from 1 to 5 stars.')
    .int(/*i18n*/ 'Choose a rating from 1 to 5 stars.')
    .min(1, /*i18n*/ 'Choose a rating from 1 to 5 stars.')
    .max(5, /*i18n*/ 'Choose a rating from 1 to 5 stars.'),
  body: z
    .string(/*i18n*/ 'Please write your review.')
    .trim()
    .min(1, /*i18n*/ 'Please write your review.')
    .max(REVIEW_BODY_MAX, fill(/*i18n*/ 'Reviews are at most {max} characters.', { max: REVIEW_BODY_MAX }))
    // PostgreSQL text cannot hold NUL; refusing it here keeps it a 400, not a 500.
    // eslint-disable-next-line no-control-regex
    .regex(/^[^\u0000]*$/, /*i18n*/ 'Your review contains characters that are not allowed.'),
})
export type ReviewBody = z.infer<typeof ReviewBody>

/** One review as the product page shows it; `authorName` is the first name and last initial only. */
export const Review = z.object({
  id: z.string(),
  rating: z.number().int(),
  body: z.string(),
  authorName: z.string(),
  /** The author bought this product in an order that was not cancelled (docs/decisions/021-reviews.md). */
  isVerifiedPurchase: z.boolean(),
  /**
   * The variant the reviewer received, sizes first ("Size: M, Colour: Blue": variantDescription);
   * empty when the product has no options or the reviewer's line is not known.
   */
  options: z.array(LineOption),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  /** Written by the signed-in customer asking. */
  isMine: z.boolean(),
})
export type Review = z.infer<typeof Review>

/** GET /api/products/{slug}/reviews query string. */
export const ListReviewsQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(REVIEWS_PAGE_SIZE),
})
export type ListReviewsQuery = z.input<typeof ListReviewsQuery>

/** A page of a product's reviews, newest first; `mine` is the caller's own review (null when signed out or none). */
export const ReviewList = z.object({ data: z.array(Review), meta: PageMeta, mine: Review.nullable() })
export type ReviewList = z.infer<typeof ReviewList>

/** The answer to a submitted review: the review as saved and the product's rating after it. */
export const SavedReview = z.object({ review: Review, productRating: RatingSummary })
export type SavedReview = z.infer<typeof SavedReview>
