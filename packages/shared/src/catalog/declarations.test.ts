import { describe, expect, it } from 'vitest'
import { EMPTY_DECLARATIONS, RequiredDeclarations, missingDeclarations, unitSalePrice } from './declarations'

describe('unitSalePrice (rule 6(11))', () => {
  it.each([
    // Below 1 kg: per gram, rounded half up to the paisa.
    [9000, { value: 200, unit: 'g' }, { paise: 45, per: 'g' }],
    [4500, { value: 200, unit: 'g' }, { paise: 23, per: 'g' }], // 22.5 → 23
    [4499, { value: 200, unit: 'g' }, { paise: 22, per: 'g' }], // 22.495 → 22
    [45000, { value: 0.5, unit: 'kg' }, { paise: 90, per: 'g' }],
    // 1 kg and above: per kilogram.
    [25000, { value: 1, unit: 'kg' }, { paise: 25000, per: 'kg' }],
    [25000, { value: 1000, unit: 'g' }, { paise: 25000, per: 'kg' }],
    [99900, { value: 5, unit: 'kg' }, { paise: 19980, per: 'kg' }],
    [50000, { value: 1.5, unit: 'kg' }, { paise: 33333, per: 'kg' }],
    [10000, { value: 1.125, unit: 'kg' }, { paise: 8889, per: 'kg' }], // 8888.9 → 8889
    // Volume and length alike.
    [12000, { value: 750, unit: 'ml' }, { paise: 16, per: 'ml' }],
    [12000, { value: 2, unit: 'l' }, { paise: 6000, per: 'l' }],
    [5000, { value: 50, unit: 'cm' }, { paise: 100, per: 'cm' }],
    [30000, { value: 2.5, unit: 'm' }, { paise: 12000, per: 'm' }],
    [30000, { value: 100, unit: 'cm' }, { paise: 30000, per: 'm' }],
    // By number.
    [10000, { value: 3, unit: 'unit' }, { paise: 3333, per: 'unit' }],
    [10000, { value: 6, unit: 'unit' }, { paise: 1667, per: 'unit' }],
  ] as const)('%i paise for %o is %o', (price, quantity, expected) => {
    expect(unitSalePrice(price, quantity)).toEqual(expected)
  })

  it('has none without a net quantity', () => {
    expect(unitSalePrice(9000, null)).toBeNull()
  })

  it('stays exact at the largest price and quantity', () => {
    expect(unitSalePrice(1_000_000_000, { value: 0.001, unit: 'g' })).toEqual({ paise: 1_000_000_000_000, per: 'g' })
    expect(unitSalePrice(1, { value: 1_000_000, unit: 'kg' })).toEqual({ paise: 0, per: 'kg' })
  })
})

describe('missingDeclarations', () => {
  it('names each required declaration the product lacks', () => {
    const food = RequiredDeclarations.parse(['bestBefore', 'netQuantity', 'manufacturer'])
    expect(missingDeclarations(EMPTY_DECLARATIONS, food, 'India').map((m) => m.path)).toEqual([
      'declarations.netQuantity',
      'declarations.manufacturer',
      'declarations.bestBefore',
    ])
    const given = {
      ...EMPTY_DECLARATIONS,
      netQuantity: { value: 200, unit: 'g' as const },
      manufacturer: { name: 'Maker', address: 'Pune' },
      bestBefore: '6 months from packing',
    }
    expect(missingDeclarations(given, food, 'India')).toEqual([])
  })

  it('asks for the importer of goods made outside India, whatever the category', () => {
    expect(missingDeclarations(EMPTY_DECLARATIONS, [], 'China').map((m) => m.path)).toEqual(['declarations.importer'])
    expect(missingDeclarations(EMPTY_DECLARATIONS, [], ' india ')).toEqual([])
  })
})
