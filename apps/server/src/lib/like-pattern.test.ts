import { describe, expect, it } from 'vitest'
import { containsPattern, lowerContainsPattern } from './like-pattern'

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

describe('lowerContainsPattern', () => {
  it('lowercases the term for lower(column) like pattern', () => {
    expect(lowerContainsPattern('KURTA_x')).toBe('%kurta\\_x%')
  })
})
