import { describe, expect, it } from 'vitest'
import { ReviewBody } from './review'

describe('ReviewBody', () => {
  it('trims the text and keeps it otherwise as typed', () => {
    expect(ReviewBody.parse({ rating: 5, body: '  <b>Great</b>\n& fast  ' })).toEqual({
      rating: 5,
      body: '<b>Great</b>\n& fast',
    })
  })

  it.each([0, 6, 2.5, '5', null, undefined])('refuses the rating %j', (rating) => {
    const result = ReviewBody.safeParse({ rating, body: 'ok' })
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.message).toBe('Choose a rating from 1 to 5 stars.')
  })

  it('refuses an empty, blank or too long body', () => {
    expect(ReviewBody.safeParse({ rating: 3, body: '' }).error?.issues[0]?.message).toBe('Please write your review.')
    expect(ReviewBody.safeParse({ rating: 3, body: ' \n\t ' }).error?.issues[0]?.message).toBe(
      'Please write your review.',
    )
    expect(ReviewBody.safeParse({ rating: 3, body: 'x'.repeat(2001) }).error?.issues[0]?.message).toBe(
      'Reviews are at most 2000 characters.',
    )
    expect(ReviewBody.safeParse({ rating: 3, body: 'x'.repeat(2000) }).success).toBe(true)
  })
})
