import { describe, expect, it } from 'vitest'
import { lineOptions, nameWithVariant, variantDescription, variantLabel } from './variant-label'

const bought = {
  options: [
    { name: 'Size', value: 'M' },
    { name: 'Colour', value: 'Blue' },
  ],
  size: 'M',
  color: 'Blue',
}

describe('variantLabel', () => {
  it('joins the values in their stored order: sizes, then colours, then others', () => {
    expect(variantLabel(bought)).toBe('M, Blue')
    expect(variantLabel({ options: [...bought.options, { name: 'Pack of', value: '2' }] })).toBe('M, Blue, 2')
  })

  it('puts an old line size first, then colour, from its columns', () => {
    expect(variantLabel({ options: [], size: 'M', color: 'Blue' })).toBe('M, Blue')
    expect(variantLabel({ size: null, color: 'Blue' })).toBe('Blue')
    expect(variantLabel({ size: 'XL', color: '' })).toBe('XL')
  })

  it('prefers the stored options to the columns, and leaves out empty values', () => {
    expect(variantLabel({ options: [{ name: 'Colour', value: 'Red' }], size: 'M', color: 'Blue' })).toBe('Red')
    expect(variantLabel({ options: [{ name: 'Size', value: ' ' }], size: 'S', color: '' })).toBe('S')
  })

  it('is empty for a product without options', () => {
    expect(variantLabel({ options: [], size: '', color: '' })).toBe('')
    expect(variantLabel({})).toBe('')
  })
})

describe('variantDescription', () => {
  it('names each value', () => {
    expect(variantDescription(bought)).toBe('Size: M, Colour: Blue')
    expect(variantDescription({ size: 'M', color: 'Blue' })).toBe('Size: M, Colour: Blue')
    expect(variantDescription({})).toBe('')
  })

  it('puts the names in the reader language', () => {
    const hindi: Record<string, string> = { Size: 'साइज़', Colour: 'रंग' }
    expect(variantDescription(bought, (name) => hindi[name] ?? name)).toBe('साइज़: M, रंग: Blue')
  })
})

describe('nameWithVariant and lineOptions', () => {
  it('adds the label in brackets when there is one', () => {
    expect(nameWithVariant('Cotton Kurta', bought)).toBe('Cotton Kurta (M, Blue)')
    expect(nameWithVariant('Diya', {})).toBe('Diya')
  })

  it('gives the old columns their option names', () => {
    expect(lineOptions({ size: 'M', color: 'Blue' })).toEqual(bought.options)
  })
})
