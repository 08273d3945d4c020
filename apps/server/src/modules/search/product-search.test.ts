import { describe, expect, it } from 'vitest'
import { prefixQuery, resolveSort, searchTerm, searchWords } from './product-search'

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

describe('searchWords and prefixQuery', () => {
  it('keep letters, vowel signs and digits, lowercased, and nothing of tsquery syntax', () => {
    expect(searchWords('Samsung  Galaxy-M34!')).toEqual(['samsung', 'galaxy', 'm34'])
    expect(searchWords(`a & b | !c <-> 'x':* "y"`)).toEqual(['a', 'b', 'c', 'x', 'y'])
    expect(searchWords('सूती कुर्ता')).toEqual(['सूती', 'कुर्ता'])
    expect(searchWords('%_\\')).toEqual([])
  })

  it('use at most eight words', () => {
    expect(searchWords('a b c d e f g h i j')).toHaveLength(8)
  })

  it('require every word as a prefix', () => {
    expect(prefixQuery(['kett', 'steel'])).toBe('kett:* & steel:*')
  })

  it('let a Hindi or Hinglish word be met by its Latin spelling or its English synonyms', () => {
    expect(prefixQuery(['मसाला', 'chawal'])).toBe('(मसाला:* | masala:* | spice:*) & (chawal:* | rice:*)')
  })
})
