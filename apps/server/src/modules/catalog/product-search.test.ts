import { describe, expect, it } from 'vitest'
import { resolveSort, searchTerm } from './product-search'

describe('searchTerm', () => {
  it('collapses runs of spaces and trims', () => {
    expect(searchTerm('  samsung   galaxy ')).toBe('samsung galaxy')
  })

  it('is undefined when nothing but spaces was typed', () => {
    expect(searchTerm('   ')).toBeUndefined()
    expect(searchTerm('')).toBeUndefined()
    expect(searchTerm(undefined)).toBeUndefined()
  })
})

describe('resolveSort', () => {
  it('defaults to relevance for a search and to newest otherwise', () => {
    expect(resolveSort(undefined, true)).toBe('relevance')
    expect(resolveSort(undefined, false)).toBe('newest')
  })

  it('keeps an explicit sort, except relevance without a search', () => {
    expect(resolveSort('price_asc', true)).toBe('price_asc')
    expect(resolveSort('rating', false)).toBe('rating')
    expect(resolveSort('relevance', false)).toBe('newest')
  })
})
