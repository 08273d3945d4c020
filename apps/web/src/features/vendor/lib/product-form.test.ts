import { i18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import { SAREE } from '../test/vendor-fixtures'
import {
  changedProductFields,
  formFieldForServerPath,
  productBody,
  productFormSchema,
  requiredDeclarationsFor,
  valuesFromProduct,
} from './product-form'

describe('product form values', () => {
  it('round-trips a saved product with no changes', () => {
    const values = valuesFromProduct(SAREE)
    expect(values).toMatchObject({
      price: '1499.50',
      mrp: '1999.00',
      stock: '12',
      refundDays: '7',
      subcategoryId: 'sub_3',
    })
    expect(changedProductFields(values, values)).toEqual({})
    expect(productBody(values)).toMatchObject({
      pricePaise: 149950,
      mrpPaise: 199900,
      stock: 12,
      imageIds: [SAREE.images[0]!.id],
    })
  })

  it('sends only what changed, never refund days', () => {
    const initial = valuesFromProduct(SAREE)
    const current = { ...initial, price: '0.5', mrp: '', stock: '', refundDays: '30', images: [], brand: '  ' }
    expect(changedProductFields(initial, current)).toEqual({
      pricePaise: 50,
      mrpPaise: 0,
      stock: null,
      imageIds: [],
      brand: null,
    })
  })

  it('takes prices in rupees with paisa precision, not negative', () => {
    const base = { ...valuesFromProduct(SAREE) }
    const check = (price: string) => productFormSchema(i18n).safeParse({ ...base, price }).success
    expect(['0', '499', '499.5', '499.50', ' 10 '].map(check)).toEqual([true, true, true, true, true])
    expect(['', '-1', '1.234', '1,000', 'abc', '10000001'].map(check)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ])
  })

  it('maps the server error paths to the form fields', () => {
    expect(formFieldForServerPath('pricePaise')).toBe('price')
    expect(formFieldForServerPath('mrpPaise')).toBe('mrp')
    expect(formFieldForServerPath('imageIds.2')).toBe('images')
    expect(formFieldForServerPath('specifications.1.value')).toBe('specifications.1.value')
    expect(formFieldForServerPath('specifications[0].key')).toBe('specifications.0.key')
    expect(formFieldForServerPath('colors.1')).toBe('colors')
    expect(formFieldForServerPath('slug')).toBe('slug')
    expect(formFieldForServerPath('isApproved')).toBeNull()
  })
})

describe('declarations in the form', () => {
  it('marks what the category requires, and the importer of goods made outside India', () => {
    expect([...requiredDeclarationsFor(['netQuantity', 'manufacturer', 'bestBefore'], 'India')]).toEqual([
      'netQuantity',
      'manufacturer',
      'bestBefore',
    ])
    expect([...requiredDeclarationsFor([], 'Vietnam')]).toEqual(['importer'])
    // An empty box is not yet a foreign country.
    expect([...requiredDeclarationsFor(['warranty'], '  ')]).toEqual(['warranty'])
  })

  it('round-trips saved declarations', () => {
    const declared = {
      ...SAREE,
      declarations: {
        ...SAREE.declarations,
        netQuantity: { value: 1.5, unit: 'kg' as const },
        importer: { name: 'Lanka Imports', address: 'Kochi' },
        warranty: '1 year',
      },
    }
    const values = valuesFromProduct(declared)
    expect(values.declarations).toMatchObject({
      netQuantity: '1.5',
      netQuantityUnit: 'kg',
      importerName: 'Lanka Imports',
    })
    expect(productBody(values).declarations).toEqual(declared.declarations)
    expect(changedProductFields(values, values)).toEqual({})
  })

  it('puts a declaration error beside its box', () => {
    expect(formFieldForServerPath('declarations.netQuantity')).toBe('declarations.netQuantity')
    expect(formFieldForServerPath('declarations.netQuantity.value')).toBe('declarations.netQuantity')
    expect(formFieldForServerPath('declarations.manufacturer')).toBe('declarations.manufacturerName')
    expect(formFieldForServerPath('declarations.importer.address')).toBe('declarations.importerAddress')
    expect(formFieldForServerPath('declarations.bestBefore')).toBe('declarations.bestBefore')
    expect(formFieldForServerPath('declarations.colour')).toBeNull()
  })
})
