import { describe, expect, it } from 'vitest'
import { SAREE } from '../test/vendor-fixtures'
import { cellOf, cellPlace, combinations, fillAll, gridBody, gridFromProduct, placeOf } from './variant-grid'

const WORDS = { price: 'price?', mrp: 'mrp?', stock: 'stock?', weight: 'weight?' }
const SIZE = { name: 'Size', kind: 'size' as const, values: ['S', 'M'] }
const COLOUR = { name: 'Colour', kind: 'colour' as const, values: ['Red', 'Blue'] }

describe('the variant grid', () => {
  it('has a row for every combination, the first option changing slowest', () => {
    expect(combinations([SIZE, COLOUR])).toEqual([
      ['S', 'Red'],
      ['S', 'Blue'],
      ['M', 'Red'],
      ['M', 'Blue'],
    ])
    expect(combinations([])).toEqual([[]])
    expect(combinations([{ ...SIZE, values: [] }])).toEqual([])
  })

  it('starts from the saved variants, and prices a new combination like the first row, with no stock', () => {
    const grid = gridFromProduct(SAREE)
    expect(cellOf(grid, ['Red'])).toMatchObject({ sku: 'HT-SAREE-Red', price: '1499.50', mrp: '1999.00', stock: '12' })
    expect(cellOf(grid, ['Blue'])).toEqual({
      sku: '',
      price: '1499.50',
      mrp: '1999.00',
      stock: '0',
      weight: '',
      isActive: true,
    })
  })

  it('keeps a saved variant on the first combination of an option added after it', () => {
    const grid = { ...gridFromProduct(SAREE), options: [...SAREE.options, { ...SIZE, values: ['S', 'M'] }] }
    expect(cellOf(grid, ['Red', 'S'])).toMatchObject({ id: SAREE.variants[0]!.id, stock: '12' })
    expect(cellOf(grid, ['Red', 'M'])).toMatchObject({ stock: '0', sku: '' })
    expect(cellOf(grid, ['Red', 'M']).id).toBeUndefined()
  })

  it('fills every row from the bulk boxes, leaving a field whose box is empty', () => {
    const grid = fillAll({ ...gridFromProduct(SAREE), options: [COLOUR] }, { price: '999', mrp: '', stock: '4' })
    expect(cellOf(grid, ['Red'])).toMatchObject({ price: '999', mrp: '1999.00', stock: '4', sku: 'HT-SAREE-Red' })
    expect(cellOf(grid, ['Blue'])).toMatchObject({ price: '999', stock: '4' })
  })

  it('builds the body in paise, keeping the ids of saved rows', () => {
    const grid = { ...gridFromProduct(SAREE), options: [COLOUR] }
    const built = gridBody(grid, WORDS)
    expect('body' in built && built.body.variants).toEqual([
      {
        id: SAREE.variants[0]!.id,
        values: ['Red'],
        sku: 'HT-SAREE-Red',
        pricePaise: 149950,
        mrpPaise: 199900,
        stock: 12,
        weightGrams: null,
        isActive: true,
      },
      {
        values: ['Blue'],
        sku: '',
        pricePaise: 149950,
        mrpPaise: 199900,
        stock: 0,
        weightGrams: null,
        isActive: true,
      },
    ])
  })

  it('names the boxes that do not read as amounts, and sends nothing', () => {
    let grid = { ...gridFromProduct(SAREE), options: [COLOUR] }
    grid = { ...grid, cells: { ...grid.cells, Blue: { ...cellOf(grid, ['Blue']), price: 'abc', stock: '2.5' } } }
    expect(gridBody(grid, WORDS)).toEqual({
      errors: { [cellPlace(['Blue'], 'price')]: 'price?', [cellPlace(['Blue'], 'stock')]: 'stock?' },
    })
  })

  it('puts a server error at the cell its path names', () => {
    const sent = [
      ['S', 'Red'],
      ['M', 'Blue'],
    ]
    expect(placeOf('variants.1.sku', sent)).toBe(cellPlace(['M', 'Blue'], 'sku'))
    expect(placeOf('variants.0.mrpPaise', sent)).toBe(cellPlace(['S', 'Red'], 'mrp'))
    expect(placeOf('variants.0.values.1', sent)).toBe(cellPlace(['S', 'Red'], 'values'))
    expect(placeOf('options.2.kind', sent)).toBe('option:2')
    expect(placeOf('variants', sent)).toBe('grid')
  })
})
