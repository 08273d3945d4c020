import { ManagedProductDetail, ManagedProductList } from '@haat/shared/catalog/product-input'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { productVariants, products } from '../../src/db/schema/catalog'
import { auditLog } from '../../src/db/schema/platform'
import { makeAdmin, makeCategory, makeProduct, makeVendor, signIn } from '../factories'
import { createTestApp, type TestContext } from '../test-app'

// Issue 44: a listed product whose price moves by more than half, or that gains a variant, stays
// listed and is flagged for an admin's look (docs/decisions/044-variants.md).
let ctx: TestContext
let vendor: Awaited<ReturnType<typeof makeVendor>>
let vendorCookies: Record<string, string>
let adminCookies: Record<string, string>
let categoryId: string

beforeAll(async () => {
  ctx = await createTestApp()
  vendor = await makeVendor(ctx.db, { businessName: 'Lucknow Chikan House' })
  vendorCookies = await signIn(ctx.app, 'vendor', vendor.email)
  adminCookies = await signIn(ctx.app, 'admin', (await makeAdmin(ctx.db)).email)
  categoryId = (await makeCategory(ctx.db)).id
})
afterAll(() => ctx?.close())

const SIZE = { name: 'Size', kind: 'size' as const, values: ['S', 'M', 'XL'] }
const COLOUR = { name: 'Colour', kind: 'colour' as const, values: ['White', 'Blue'] }

const detailOf = async (id: string) =>
  ManagedProductDetail.parse(
    (await ctx.app.inject({ url: `/api/vendor/products/${id}`, cookies: vendorCookies })).json(),
  )

const flaggedList = async () => {
  const res = await ctx.app.inject({ url: '/api/admin/products?flagged=true&pageSize=48', cookies: adminCookies })
  expect(res.statusCode, res.body).toBe(200)
  return ManagedProductList.parse(res.json()).data
}

describe('review flags on a listed product', () => {
  it('flags a price moved by more than half and a new variant; the product stays listed until an admin looks', async () => {
    const product = await makeProduct(ctx.db, {
      vendorId: vendor.id,
      categoryId,
      name: 'Flagged Kurta',
      pricePaise: 80_000,
      stock: 4,
      sizes: ['S', 'M'],
      colors: ['White'],
    })
    const [s, m] = (await detailOf(product.id)).variants
    const response = await ctx.app.inject({
      method: 'PUT',
      url: `/api/vendor/products/${product.id}/variants`,
      cookies: vendorCookies,
      payload: {
        options: [SIZE, COLOUR],
        variants: [
          // +10%: not flagged. +150%: flagged. A new XL in Blue: flagged.
          { id: s!.id, values: ['S', 'White'], pricePaise: 88_000, mrpPaise: 0, stock: 4 },
          { id: m!.id, values: ['M', 'White'], pricePaise: 2_00_000, mrpPaise: 0, stock: 4 },
          { values: ['XL', 'Blue'], sku: 'FLAG-XL-BLUE', pricePaise: 90_000, mrpPaise: 0, stock: 2 },
        ],
      },
    })
    expect(response.statusCode, response.body).toBe(200)
    const saved = ManagedProductDetail.parse(response.json())
    expect(saved.approvalStatus).toBe('approved')
    expect(saved.reviewFlags).toEqual([
      expect.objectContaining({
        kind: 'price',
        sku: m!.sku,
        values: ['M', 'White'],
        fromPaise: 80_000,
        toPaise: 2_00_000,
      }),
      expect.objectContaining({ kind: 'new_variant', sku: 'FLAG-XL-BLUE', values: ['XL', 'Blue'] }),
    ])
    // Still in the shop at the new prices.
    expect((await ctx.app.inject({ url: `/api/products/${product.slug}` })).statusCode).toBe(200)

    const flagged = await flaggedList()
    expect(flagged.map((p) => p.id)).toContain(product.id)
    expect(flagged.every((p) => p.reviewFlags.length > 0)).toBe(true)
    const waitingForAdmin = async () =>
      (await ctx.app.inject({ url: '/api/admin/dashboard', cookies: adminCookies })).json().pendingProducts as number
    const countedFlagged = await waitingForAdmin()

    // The admin's approval is the look: the flags go, and the audit says how many were seen.
    const approved = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/products/${product.id}/approve`,
      cookies: adminCookies,
    })
    expect(approved.statusCode, approved.body).toBe(200)
    expect(approved.json().reviewFlags).toEqual([])
    expect((await flaggedList()).map((p) => p.id)).not.toContain(product.id)
    // The dashboard's "Pending products" counted it while flagged.
    expect(await waitingForAdmin()).toBe(countedFlagged - 1)
    const [audit] = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, product.id), eq(auditLog.action, 'product.approve')))
    expect(audit?.details).toMatchObject({ previousStatus: 'approved', reviewFlags: 2 })
  })

  it('flags a large cut through the product form, not a small rise, and never a product still waiting for review', async () => {
    const listed = await makeProduct(ctx.db, { vendorId: vendor.id, categoryId, pricePaise: 50_000, stock: 3 })
    const patch = (id: string, pricePaise: number) =>
      ctx.app.inject({
        method: 'PATCH',
        url: `/api/vendor/products/${id}`,
        cookies: vendorCookies,
        payload: { pricePaise },
      })
    expect((await patch(listed.id, 60_000)).statusCode).toBe(200)
    expect((await detailOf(listed.id)).reviewFlags).toEqual([])
    const cut = await patch(listed.id, 20_000)
    expect(cut.statusCode, cut.body).toBe(200)
    expect((await detailOf(listed.id)).reviewFlags).toEqual([
      expect.objectContaining({ kind: 'price', fromPaise: 60_000, toPaise: 20_000 }),
    ])
    const [variant] = await ctx.db.select().from(productVariants).where(eq(productVariants.productId, listed.id))
    expect(variant?.pricePaise).toBe(20_000)

    // An edit that sends it back to review clears its flags: that review covers them.
    const renamed = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/vendor/products/${listed.id}`,
      cookies: vendorCookies,
      payload: { name: 'A New Name For Review' },
    })
    expect(renamed.statusCode, renamed.body).toBe(200)
    expect(await detailOf(listed.id)).toMatchObject({ approvalStatus: 'pending', reviewFlags: [] })

    const waiting = await makeProduct(ctx.db, {
      vendorId: vendor.id,
      categoryId,
      pricePaise: 50_000,
      approvalStatus: 'pending',
    })
    expect((await patch(waiting.id, 5_000)).statusCode).toBe(200)
    const [row] = await ctx.db.select().from(products).where(eq(products.id, waiting.id))
    expect(row?.reviewFlags).toEqual([])
  })

  it('lists flagged products to admins only, and refuses a malformed filter', async () => {
    expect((await ctx.app.inject({ url: '/api/admin/products?flagged=true', cookies: vendorCookies })).statusCode).toBe(
      403,
    )
    expect((await ctx.app.inject({ url: '/api/admin/products?flagged=true' })).statusCode).toBe(401)
    const bad = await ctx.app.inject({ url: '/api/admin/products?flagged=maybe', cookies: adminCookies })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().error.code).toBe('VALIDATION')
  })
})
