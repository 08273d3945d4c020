import { describe, expect, it } from 'vitest'
import { reviewerName } from './reviews.service'

describe('reviewerName', () => {
  it.each([
    ['Asha Kumari', 'Asha K.'],
    ['  Asha   kumari  devi ', 'Asha D.'],
    ['Kavya', 'Kavya'],
    ['राहुल शर्मा', 'राहुल श.'],
    ['', 'Haat customer'],
    ['   ', 'Haat customer'],
  ])('%j is shown as %j', (name, shown) => {
    expect(reviewerName(name)).toBe(shown)
  })
})
