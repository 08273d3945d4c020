import { ProductDetail } from '@haat/shared/catalog/product'
import { ManagedProductDetail } from '@haat/shared/catalog/product-input'
import type { ProductVariantsBody } from '@haat/shared/catalog/variant-input'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog, media } from '../../src/db/schema/platform'
import { productImages, products } from '../../src/db/schema/catalog'
import { makeCategory, makeCustomer, makeProduct, makeVendor, putInCart, signIn } from '../factories'
import { createTestApp, type TestContext } from '../test-app'

// Issue 44: the seller's variant grid, PUT /api/vendor/products/{id}/variants (docs/decisions/044-variants.md).
let ctx: TestContext
let vendor: Awaited<ReturnType<typeof makeVendor>>
let vendorCookies: Record<string, string>
let categoryId: string

beforeAll(async () => {
  ctx = await createTestApp()
  vendor = await makeVendor(ctx.db, { businessName: 'Lucknow Chikan House' })
  vendorCookies = await signIn(ctx.app, 'vendor', vendor.email)
  categoryId = (await makeCategory(ctx.db)).id
})
afterAll(() => ctx?.close())

const kurta = (name = 'Chikankari Kurta') =>
  makeProduct(ctx.db, {
    vendorId: vendor.id,
    categoryId,
    name,
    pricePaise: 89_900,
    stock: 4,
    sizes: ['S', 'M'],
    colors: ['White'],
  })

const putGrid = (productId: string, payload: object, cookies = vendorCookies) =>
  ctx.app.inject({ method: 'PUT', url: `/api/vendor/products/${productId}/variants`, cookies, payload })

const row = (values: string[], extra: Partial<ProductVariantsBody['variants'][number]> = {}) => ({
  values,
  pricePaise: 89_900,
  mrpPaise: 99_900,
  stock: 3,
  ...extra,
})

const SIZE = { name: 'Size', kind: 'size' as const, values: ['S', 'M', 'XL'] }
const COLOUR = { name: 'Colour', kind: 'colour' as const, values: ['White', 'Blue'] }

describe('the seller’s variant grid', () => {
  it('replaces the options and variants: kept rows keep their id, new ones come, dropped ones go', async () => {
    const product = await kurta()
    // As migration 0046 marks a product listed before variants; saving the grid is the seller's check.
    await ctx.db.update(products).set({ variantsToCheck: true }).where(eq(products.id, product.id))
    const listed = await ctx.app.inject({ url: '/api/vendor/products?pageSize=48', cookies: vendorCookies })
    expect(listed.json().data.find((p: { id: string }) => p.id === product.id).variantsToCheck).toBe(true)
    const before = ManagedProductDetail.parse(
      (await ctx.app.inject({ url: `/api/vendor/products/${product.id}`, cookies: vendorCookies })).json(),
    )
    expect(before.options).toEqual([
      { name: 'Size', kind: 'size', values: ['S', 'M'] },
      { name: 'Colour', kind: 'colour', values: ['White'] },
    ])
    expect(before.variants.map((v) => v.values)).toEqual([
      ['S', 'White'],
      ['M', 'White'],
    ])
    const mWhite = before.variants[1]!

    const response = await putGrid(product.id, {
      options: [SIZE, COLOUR],
      variants: [
        row(['M', 'White'], { id: mWhite.id, sku: 'CHK-M-WH-1', stock: 7 }),
        row(['XL', 'Blue'], { pricePaise: 99_900, mrpPaise: 119_900, stock: 0 }),
        row(['XL', 'White'], { pricePaise: 179_900, mrpPaise: 199_900, stock: null, weightGrams: 600 }),
        row(['S', 'Blue'], { isActive: false }),
      ],
    })
    expect(response.statusCode, response.body).toBe(200)
    const after = ManagedProductDetail.parse(response.json())
    expect(after.options.map((o) => o.name)).toEqual(['Size', 'Colour'])
    expect(after.variants).toHaveLength(4)
    expect(after.variants[0]).toMatchObject({ id: mWhite.id, sku: 'CHK-M-WH-1', stock: 7, values: ['M', 'White'] })
    expect(after.variants[2]).toMatchObject({ stock: null, weightGrams: 600, pricePaise: 179_900 })
    // A SKU left empty is made from the product's.
    expect(after.variants[1]!.sku).toBe(`${product.sku}-XL-Blue`)
    expect(after.colors).toEqual(['White', 'Blue'])
    expect(after.sizes).toEqual(['S', 'M', 'XL'])

    // The shopper sees the active variants only; the product summarises them.
    const detail = ProductDetail.parse((await ctx.app.inject({ url: `/api/products/${product.slug}` })).json())
    expect(detail.variants.map((v) => [v.size, v.color, v.pricePaise])).toEqual([
      ['M', 'White', 89_900],
      ['XL', 'Blue', 99_900],
      ['XL', 'White', 179_900],
    ])
    const [summary] = await ctx.db.select().from(products).where(eq(products.id, product.id))
    expect(summary).toMatchObject({ pricePaise: 89_900, priceMaxPaise: 179_900 })

    const [audit] = await ctx.db.select().from(auditLog).where(eq(auditLog.entityId, product.id))
    expect(audit).toBeDefined()
    expect(summary!.variantsToCheck).toBe(false)
  })

  it('lets two variants swap their SKUs and values in one save', async () => {
    const product = await kurta('Swap Kurta')
    const { variants } = ManagedProductDetail.parse(
      (await ctx.app.inject({ url: `/api/vendor/products/${product.id}`, cookies: vendorCookies })).json(),
    )
    const [s, m] = variants
    const options = [
      { name: 'Size', kind: 'size', values: ['S', 'M'] },
      { name: 'Colour', kind: 'colour', values: ['White'] },
    ]
    const first = await putGrid(product.id, {
      options,
      variants: [row(['S', 'White'], { id: s!.id, sku: 'SW-A' }), row(['M', 'White'], { id: m!.id, sku: 'SW-B' })],
    })
    expect(first.statusCode, first.body).toBe(200)
    const swapped = await putGrid(product.id, {
      options,
      variants: [row(['M', 'White'], { id: s!.id, sku: 'SW-B' }), row(['S', 'White'], { id: m!.id, sku: 'SW-A' })],
    })
    expect(swapped.statusCode, swapped.body).toBe(200)
    expect(ManagedProductDetail.parse(swapped.json()).variants.map((v) => [v.id, v.sku, v.values[0]])).toEqual([
      [s!.id, 'SW-B', 'M'],
      [m!.id, 'SW-A', 'S'],
    ])
  })

  it('refuses a SKU the seller uses on another product, at its cell, and changes nothing', async () => {
    const other = await kurta('Other Kurta')
    await putGrid(other.id, { options: [], variants: [row([], { sku: 'TAKEN-1' })] })
    const product = await kurta('Third Kurta')
    const response = await putGrid(product.id, {
      options: [{ name: 'Size', kind: 'size', values: ['S', 'M'] }],
      variants: [row(['S']), row(['M'], { sku: 'TAKEN-1' })],
    })
    expect(response.statusCode).toBe(409)
    expect(response.json().error.details).toEqual([
      { path: 'variants.1.sku', message: 'You already use this SKU on another product.' },
    ])
    const detail = ManagedProductDetail.parse(
      (await ctx.app.inject({ url: `/api/vendor/products/${product.id}`, cookies: vendorCookies })).json(),
    )
    expect(detail.variants).toHaveLength(2)
    expect(detail.options).toHaveLength(2)
  })

  it.each([
    ['a value not among the option’s', { options: [SIZE], variants: [row(['XXL'])] }, 'variants.0.values.0'],
    ['too few values', { options: [SIZE, COLOUR], variants: [row(['S'])] }, 'variants.0.values'],
    ['a combination twice', { options: [SIZE], variants: [row(['S']), row(['S'])] }, 'variants.1.values'],
    ['an MRP below the price', { options: [SIZE], variants: [row(['S'], { mrpPaise: 100 })] }, 'variants.0.mrpPaise'],
    ['nothing on offer', { options: [SIZE], variants: [row(['S'], { isActive: false })] }, 'variants'],
    [
      'a repeated SKU',
      { options: [SIZE], variants: [row(['S'], { sku: 'A' }), row(['M'], { sku: 'A' })] },
      'variants.1.sku',
    ],
    ['a SKU with spaces', { options: [SIZE], variants: [row(['S'], { sku: 'A B' })] }, 'variants.0.sku'],
    ['two size options', { options: [SIZE, { ...SIZE, name: 'Fit' }], variants: [row(['S', 'S'])] }, 'options.1.kind'],
    [
      'four options',
      {
        options: [
          SIZE,
          COLOUR,
          { name: 'A', kind: 'other', values: ['1'] },
          { name: 'B', kind: 'other', values: ['1'] },
        ],
        variants: [row(['S', 'White', '1', '1'])],
      },
      'options',
    ],
    ['no variants', { options: [], variants: [] }, 'variants'],
    [
      'two options of another kind (the product page picks one of each kind)',
      {
        options: [
          { name: 'Pack of', kind: 'other', values: ['1', '2'] },
          { name: 'Fit', kind: 'other', values: ['Slim'] },
        ],
        variants: [row(['1', 'Slim']), row(['2', 'Slim'])],
      },
      'options.1.kind',
    ],
    ['a negative stock', { options: [SIZE], variants: [row(['S'], { stock: -1 })] }, 'variants.0.stock'],
  ])('refuses %s with a 400 at the cell', async (_, payload, path) => {
    const product = await kurta(`Bad Kurta ${path}`)
    const response = await putGrid(product.id, payload)
    expect(response.statusCode, response.body).toBe(400)
    expect(response.json().error.details.map((d: { path: string }) => d.path)).toContain(path)
  })

  it('refuses a variant id of another product', async () => {
    const other = await kurta('Kurta With Foreign Variant')
    const theirs = ManagedProductDetail.parse(
      (await ctx.app.inject({ url: `/api/vendor/products/${other.id}`, cookies: vendorCookies })).json(),
    ).variants[0]!
    const product = await kurta('Kurta Taking It')
    const response = await putGrid(product.id, { options: [], variants: [row([], { id: theirs.id })] })
    expect(response.statusCode).toBe(400)
    expect(response.json().error.details[0].path).toBe('variants.0.id')
  })

  it('is the owner’s only: another seller gets 404, a customer 403, nobody 401', async () => {
    const product = await kurta('Guarded Kurta')
    const payload = { options: [], variants: [row([])] }
    const rival = await makeVendor(ctx.db)
    expect((await putGrid(product.id, payload, await signIn(ctx.app, 'vendor', rival.email))).statusCode).toBe(404)
    const customer = await makeCustomer(ctx.db)
    expect((await putGrid(product.id, payload, await signIn(ctx.app, 'customer', customer.email!))).statusCode).toBe(
      403,
    )
    expect((await putGrid(product.id, payload, {})).statusCode).toBe(401)
  })

  it('keeps a cart line on a kept variant, drops it with a removed one', async () => {
    const product = await kurta('Cart Kurta')
    const { variants } = ManagedProductDetail.parse(
      (await ctx.app.inject({ url: `/api/vendor/products/${product.id}`, cookies: vendorCookies })).json(),
    )
    const customer = await makeCustomer(ctx.db)
    await putInCart(ctx.db, [
      { customerId: customer.id, productId: product.id, size: 'S', color: 'White', quantity: 1 },
      { customerId: customer.id, productId: product.id, size: 'M', color: 'White', quantity: 1 },
    ])
    const response = await putGrid(product.id, {
      options: [{ name: 'Size', kind: 'size', values: ['S'] }],
      variants: [row(['S'], { id: variants[0]!.id, pricePaise: 79_900 })],
    })
    expect(response.statusCode, response.body).toBe(200)
    const cart = (
      await ctx.app.inject({ url: '/api/cart', cookies: await signIn(ctx.app, 'customer', customer.email!) })
    ).json()
    expect(cart.lines).toHaveLength(1)
    expect(cart.lines[0]).toMatchObject({ size: 'S', linePricePaise: 79_900 })
  })

  it('marks photos with the colour they show: kept through a photo reorder, refused for a colour not offered', async () => {
    const product = await kurta('Photo Kurta')
    const photos = await ctx.db
      .insert(media)
      .values(
        ['white', 'blue', 'both'].map((name) => ({
          ownerKind: 'vendor' as const,
          ownerId: vendor.id,
          storageKey: `products/${product.id}-${name}`,
          widths: [320],
          width: 320,
          height: 320,
          bytes: 1000,
        })),
      )
      .returning()
    await ctx.db
      .insert(productImages)
      .values(photos.map((m, position) => ({ productId: product.id, mediaId: m.id, position })))
    const [white, blue] = photos
    const options = [SIZE, COLOUR]
    const variants = [row(['S', 'White']), row(['S', 'Blue'])]
    const saved = await putGrid(product.id, {
      options,
      variants,
      photoColors: [
        { imageId: white!.id, color: 'White' },
        { imageId: blue!.id, color: 'Blue' },
      ],
    })
    expect(saved.statusCode, saved.body).toBe(200)
    expect(ManagedProductDetail.parse(saved.json()).photoColors).toEqual([
      { imageId: white!.id, color: 'White' },
      { imageId: blue!.id, color: 'Blue' },
    ])
    const detail = ProductDetail.parse((await ctx.app.inject({ url: `/api/products/${product.slug}` })).json())
    expect(detail.photoColors).toEqual([
      { imageId: white!.id, color: 'White' },
      { imageId: blue!.id, color: 'Blue' },
    ])
    // The photos reordered in the product form keep their colours.
    const reordered = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/vendor/products/${product.id}`,
      cookies: vendorCookies,
      payload: { imageIds: [photos[2]!.id, blue!.id, white!.id] },
    })
    expect(reordered.statusCode, reordered.body).toBe(200)
    expect(ManagedProductDetail.parse(reordered.json()).photoColors).toEqual([
      { imageId: blue!.id, color: 'Blue' },
      { imageId: white!.id, color: 'White' },
    ])

    const badColour = await putGrid(product.id, {
      options,
      variants,
      photoColors: [{ imageId: blue!.id, color: 'Red' }],
    })
    expect(badColour.statusCode).toBe(400)
    expect(badColour.json().error.details[0].path).toBe('photoColors.0.color')
    const notItsPhoto = await putGrid(product.id, {
      options,
      variants,
      photoColors: [{ imageId: crypto.randomUUID(), color: 'Blue' }],
    })
    expect(notItsPhoto.statusCode).toBe(400)
    expect(notItsPhoto.json().error.details[0].path).toBe('photoColors.0.imageId')
  })
})
