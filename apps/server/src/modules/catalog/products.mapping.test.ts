import { percentOff, unitPricePaise } from '@haat/shared/money'
import { ProductDetail, ProductSummary } from '@haat/shared/catalog/product'
import { describe, expect, it } from 'vitest'
import { isInStock, ratingSummary, toProductDetail, toProductSummary } from './products.mapping'
import type { ProductDetailRow, ProductSummaryRow } from './products.repository'

const summaryRow: ProductSummaryRow = {
  id: 'p1',
  slug: 'cotton-kurta',
  name: 'Cotton Kurta',
  brand: 'Jaipur Weaves',
  price_paise: 99_900,
  mrp_paise: 149_900,
  discount_percent: 10,
  stock: null,
  is_available: true,
  is_new: false,
  rating_count: 3,
  rating_sum: 13,
  category_slug: 'fashion',
  category_name: 'Fashion',
  subcategory_slug: 'mens-clothing',
  subcategory_name: "Men's Clothing",
  vendor_id: 'v1',
  vendor_name: 'Jaipur Weaves & Crafts',
  image_id: 'm1',
  image_key: 'demo-cotton-kurta',
  image_widths: [320, 640, 1280],
  image_width: 800,
  image_height: 800,
}

describe('ratingSummary', () => {
  it('is a real average to one decimal, or null when nobody rated', () => {
    expect(ratingSummary(3, 13)).toEqual({ average: 4.3, count: 3 })
    expect(ratingSummary(2, 9)).toEqual({ average: 4.5, count: 2 })
    expect(ratingSummary(0, 0)).toEqual({ average: null, count: 0 })
  })
})

describe('isInStock', () => {
  it('needs the product switched on and, when stock is counted, at least one unit', () => {
    expect(isInStock(true, null)).toBe(true)
    expect(isInStock(true, 1)).toBe(true)
    expect(isInStock(true, 0)).toBe(false)
    expect(isInStock(false, null)).toBe(false)
    expect(isInStock(false, 5)).toBe(false)
  })
})

describe('toProductSummary', () => {
  it('prices the card after the discount and compares that with the MRP', () => {
    const card = ProductSummary.parse(toProductSummary(summaryRow))
    expect(card).toMatchObject({
      pricePaise: 99_900,
      mrpPaise: 149_900,
      discountPercent: 10,
      unitPricePaise: 89_910,
      percentOff: 40,
    })
    expect(card.rating).toEqual({ average: 4.3, count: 3 })
    expect(card.subcategory).toEqual({ slug: 'mens-clothing', name: "Men's Clothing", nameHi: null })
    expect(card.image?.variants).toEqual([
      { width: 320, url: '/media/demo-cotton-kurta-320.webp' },
      { width: 640, url: '/media/demo-cotton-kurta-640.webp' },
      { width: 800, url: '/media/demo-cotton-kurta-1280.webp' },
    ])
  })

  it('carries the highest active price and the active colours; a row without them is one price, no dots', () => {
    const card = toProductSummary({ ...summaryRow, price_max_paise: 129_900, active_colors: ['Blue', 'Red'] })
    expect(card).toMatchObject({ pricePaise: 99_900, priceMaxPaise: 129_900, activeColors: ['Blue', 'Red'] })
    expect(toProductSummary(summaryRow)).toMatchObject({ priceMaxPaise: 99_900, activeColors: [] })
  })

  it('has no image, no subcategory and no % off when there are none', () => {
    const card = toProductSummary({
      ...summaryRow,
      mrp_paise: 0,
      subcategory_slug: null,
      subcategory_name: null,
      image_id: null,
      image_key: null,
      image_widths: null,
      image_width: null,
      image_height: null,
    })
    expect(card).toMatchObject({ image: null, subcategory: null, percentOff: 0 })
  })
})

describe('toProductDetail', () => {
  it('takes the card image from the first of its images and keeps null ratings', () => {
    const {
      image_id: _a,
      image_key: _b,
      image_widths: _c,
      image_width: _d,
      image_height: _e,
      rating_count: _f,
      rating_sum: _g,
      ...rest
    } = summaryRow
    const row: ProductDetailRow = {
      ...rest,
      sku: 'HAAT-FAS-0001',
      description: 'Soft cotton.',
      country_of_origin: 'India',
      colors: ['White'],
      sizes: ['M'],
      options: [
        { name: 'Size', kind: 'size', values: ['M'] },
        { name: 'Colour', kind: 'colour', values: ['White'] },
      ],
      specifications: [{ key: 'Fabric', value: 'Cotton' }],
      refund_days: 7,
      created_at: '2026-11-20T10:00:00.000Z',
      vendor_address: '118, Johari Bazar',
      vendor_city: 'Jaipur',
      vendor_state: 'Rajasthan',
      vendor_pin: '302003',
      vendor_customer_care: null,
      vendor_grievance_officer: null,
      declarations: {},
      size_chart: {
        kind: 'table' as const,
        unit: 'cm' as const,
        columns: ['Chest'],
        rows: [{ size: 'M', values: ['96'] }],
      },
      size_chart_image: null,
      images: [
        { id: 'm2', storageKey: 'b', widths: [320], width: 320, height: 320, color: null },
        { id: 'm3', storageKey: 'c', widths: [320], width: 320, height: 320, color: 'Blue' },
      ],
      review_count: 0,
      review_average: null,
      stars: [0, 0, 0, 0, 0],
      vendor_review_count: 0,
      vendor_review_average: null,
      variants: [
        {
          id: 'v1',
          sku: 'HAAT-FAS-0001',
          color: 'White',
          size: 'M',
          values: ['M', 'White'],
          pricePaise: 99_900,
          mrpPaise: 149_900,
          stock: 2,
        },
      ],
    }
    const detail = ProductDetail.parse(toProductDetail(row))
    // Each variant at its own price less the product's discount, with its stock when few are left.
    expect(detail.variants).toEqual([
      {
        id: 'v1',
        sku: 'HAAT-FAS-0001',
        color: 'White',
        size: 'M',
        values: ['M', 'White'],
        pricePaise: 99_900,
        mrpPaise: 149_900,
        unitPricePaise: unitPricePaise(99_900, row.discount_percent),
        percentOff: percentOff(unitPricePaise(99_900, row.discount_percent), 149_900),
        inStock: true,
        stock: 2,
      },
    ])
    expect(detail.image?.id).toBe('m2')
    expect(detail.sizeChart).toEqual({
      kind: 'table' as const,
      unit: 'cm' as const,
      columns: ['Chest'],
      rows: [{ size: 'M', values: ['96'] }],
    })
    expect(detail.images.map((i) => i.id)).toEqual(['m2', 'm3'])
    expect(detail.photoColors).toEqual([{ imageId: 'm3', color: 'Blue' }])
    expect(detail.rating).toEqual({ average: null, count: 0 })
    expect(detail.vendor.rating).toEqual({ average: null, count: 0 })
    expect(detail.stock).toBeNull()
    // A count only when few are left: never the seller's full stock.
    expect(toProductDetail({ ...row, stock: 3 }).stock).toBe(3)
    expect(toProductDetail({ ...row, stock: 10 }).stock).toBe(10)
    expect(toProductDetail({ ...row, stock: 11 })).toMatchObject({ stock: null, inStock: true })
    // Products made before declarations were asked for read as declaring nothing.
    expect(detail.declarations.netQuantity).toBeNull()
    expect(detail.unitSalePrice).toBeNull()
    // The unit sale price is of what a pack sells for after the seller's discount: ₹899.10 for 500 g.
    const pack = toProductDetail({ ...row, declarations: { netQuantity: { value: 500, unit: 'g' } } })
    expect(pack.unitSalePrice).toEqual({ paise: 180, per: 'g' })
    expect(pack.declarations.manufacturer).toBeNull()
    expect(toProductDetail({ ...row, stock: 0 })).toMatchObject({ stock: 0, inStock: false })
  })

  it("lists the active variants' colours in the order of the product's colours, once each", () => {
    const variant = { sku: 'K', size: 'M', values: [], pricePaise: 99_900, mrpPaise: 0, stock: null }
    const {
      image_id: _a,
      image_key: _b,
      image_widths: _c,
      image_width: _d,
      image_height: _e,
      rating_count: _f,
      rating_sum: _g,
      ...rest
    } = summaryRow
    const detail = toProductDetail({
      ...rest,
      sku: 'K',
      description: '',
      country_of_origin: 'India',
      colors: ['Red', 'Blue', 'Green'],
      sizes: ['S', 'M'],
      options: [],
      specifications: [],
      refund_days: 0,
      created_at: '2026-11-20T10:00:00.000Z',
      vendor_address: '',
      vendor_city: '',
      vendor_state: '',
      vendor_pin: '',
      vendor_customer_care: null,
      vendor_grievance_officer: null,
      declarations: {},
      images: [],
      // A photo of the seller's chart.
      size_chart: { kind: 'image', mediaId: 'm9' },
      size_chart_image: { id: 'm9', storageKey: 'chart', widths: [320], width: 320, height: 480 },
      review_count: 0,
      review_average: null,
      stars: [0, 0, 0, 0, 0],
      vendor_review_count: 0,
      vendor_review_average: null,
      // Green has no active variant (the query reads only active ones).
      variants: [
        { ...variant, id: 'v1', color: 'Blue', size: 'S' },
        { ...variant, id: 'v2', color: 'Red' },
        { ...variant, id: 'v3', color: 'Blue' },
      ],
    })
    expect(detail.activeColors).toEqual(['Red', 'Blue'])
    expect(detail.sizeChart).toMatchObject({ kind: 'image', image: { id: 'm9', width: 320, height: 480 } })
  })
})
