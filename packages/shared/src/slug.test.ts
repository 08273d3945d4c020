import { describe, expect, it } from 'vitest'
import { SLUG_PATTERN, slugify } from './slug'

describe('slugify (docs/spec.md §5)', () => {
  it.each([
    ['Home & Kitchen', 'home-and-kitchen'],
    ['  Cotton Kurta (M)  ', 'cotton-kurta-m'],
    ['Samsung Galaxy S24 — 256GB!', 'samsung-galaxy-s24-256gb'],
    ['Café   Latte', 'cafe-latte'],
    ['a__b--c', 'a-b-c'],
  ])('%s → %s', (input, slug) => {
    expect(slugify(input)).toBe(slug)
    expect(SLUG_PATTERN.test(slug)).toBe(true)
  })
})
