import { describe, expect, it } from 'vitest'
import { CategoryNamesBody } from './category'
import { shownName } from './shown-name'

describe('shownName', () => {
  it('is the Hindi name for a Hindi reader when there is one, the English name otherwise', () => {
    expect(shownName({ name: 'Grocery', nameHi: 'किराना' }, 'hi-IN')).toBe('किराना')
    expect(shownName({ name: 'Grocery', nameHi: 'किराना' }, 'en-IN')).toBe('Grocery')
    expect(shownName({ name: 'Grocery', nameHi: null }, 'hi-IN')).toBe('Grocery')
    // A card a browser kept from before Hindi names existed.
    expect(shownName({ name: 'Grocery' }, 'hi-IN')).toBe('Grocery')
  })
})

describe('CategoryNamesBody', () => {
  it('trims the Hindi name, reads blank as none, and requires the field', () => {
    expect(CategoryNamesBody.parse({ nameHi: ' किराना ' })).toEqual({ nameHi: 'किराना' })
    expect(CategoryNamesBody.parse({ nameHi: '   ' })).toEqual({ nameHi: null })
    expect(CategoryNamesBody.parse({ nameHi: null })).toEqual({ nameHi: null })
    expect(CategoryNamesBody.safeParse({}).success).toBe(false)
    expect(CategoryNamesBody.safeParse({ nameHi: 'क'.repeat(81) }).success).toBe(false)
  })
})
