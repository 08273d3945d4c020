import { describe, expect, it } from 'vitest'
import { containsPattern, resolveSort, searchTerm } from './product-search'

describe('containsPattern', () => {
  it('wraps the term for a substring match', () => {
    expect(containsPattern('kurta')).toBe('%kurta%')
  })

  it("escapes LIKE's wildcards and its escape character, so they match themselves", () => {
    expect(containsPattern('100%')).toBe('%100\\%%')
    expect(containsPattern('cable_tidy')).toBe('%cable\\_tidy%')
    expect(containsPattern('a\\b')).toBe('%a\\\\b%')
    expect(containsPattern(`%'_\\"`)).toBe(`%\\%'\\_\\\\"%`)
  })

  it('leaves quotes and SQL alone: the term is a bound parameter, never spliced into SQL', () => {
    expect(containsPattern(`'; drop table products;--`)).toBe(`%'; drop table products;--%`)
  })
})

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
