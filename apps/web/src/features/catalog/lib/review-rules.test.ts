import { describe, expect, it } from 'vitest'
import { REVIEW_BODY_MAX } from '@haat/shared/catalog/review'
import { canSubmitReview, REVIEW_MAX_LENGTH } from './review-rules'

describe('review rules', () => {
  it('keeps the length limit the server enforces', () => {
    expect(REVIEW_MAX_LENGTH).toBe(REVIEW_BODY_MAX)
  })

  it('needs a rating from 1 to 5 and some text', () => {
    expect(canSubmitReview(4, 'Lovely fabric')).toBe(true)
    expect(canSubmitReview(null, 'Lovely fabric')).toBe(false)
    expect(canSubmitReview(4, '   \n ')).toBe(false)
    expect(canSubmitReview(0, 'Lovely fabric')).toBe(false)
    expect(canSubmitReview(5, 'x'.repeat(REVIEW_MAX_LENGTH))).toBe(true)
    expect(canSubmitReview(5, 'x'.repeat(REVIEW_MAX_LENGTH + 1))).toBe(false)
  })
})
