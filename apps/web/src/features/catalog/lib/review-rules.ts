/**
 * The longest review the server takes (REVIEW_BODY_MAX in @haat/shared/catalog/review). Repeated
 * here so the product page does not load zod for one number; review-rules.test.ts keeps them equal.
 */
export const REVIEW_MAX_LENGTH = 2000

/** docs/spec.md §4: the review can be sent once it has a rating and some text. */
export function canSubmitReview(rating: number | null, body: string): boolean {
  return rating !== null && rating >= 1 && rating <= 5 && body.trim() !== '' && body.length <= REVIEW_MAX_LENGTH
}
