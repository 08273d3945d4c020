import { ProductDetail } from '@haat/shared/catalog/product'
import { Order } from '@haat/shared/orders/order'
import { ForwardResult } from '@haat/shared/orders/vendor-order'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { vendors } from '../../src/db/schema/accounts'
import { products } from '../../src/db/schema/catalog'
import { taxDocuments } from '../../src/db/schema/commerce'
import { auditLog } from '../../src/db/schema/platform'
import { makeAdmin, makeCategory, makeVendor, placeOrder, signIn } from '../factories'
import { createTestApp, type TestContext } from '../test-app'

// Issue 44, "Declarations required on listings" (docs/decisions/045-listing-declarations.md).

let ctx: TestContext
let adminCookies: Record<string, string>
let vendor: Awaited<ReturnType<typeof makeVendor>>
let vendorCookies: Record<string, string>
let food: { id: string }

beforeAll(async () => {
  ctx = await createTestApp()
  adminCookies = await signIn(ctx.app, 'admin', (await makeAdmin(ctx.db)).email)
  vendor = await makeVendor(ctx.db)
  vendorCookies = await signIn(ctx.app, 'vendor', vendor.email)
})
afterAll(() => ctx?.close())

const tea = (categoryId: string, declarations?: object) => ({
  name: `Assam Tea ${crypto.randomUUID().slice(0, 6)}`,
  description: 'Strong CTC tea from Dibrugarh.',
  categoryId,
  pricePaise: 9_000,
  mrpPaise: 10_000,
  stock: 50,
  hsnCode: '0902',
  gstRateBp: 500,
  ...(declarations ? { declarations } : {}),
})

const DECLARED = {
  netQuantity: { value: 200, unit: 'g' },
  manufacturer: { name: 'Brahmaputra Tea Co.', address: 'Dibrugarh, Assam 786001' },
  bestBefore: '12 months from packing',
  consumerCare: '1800 123 4567, care@example.com',
}

const createProduct = (body: object) =>
  ctx.app.inject({ method: 'POST', url: '/api/vendor/products', cookies: vendorCookies, payload: body })

describe("a category's required declarations", () => {
  it('are set by an admin on create and edit, audited, and public in the category tree', async () => {
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/categories',
      cookies: adminCookies,
      payload: { name: 'Packaged Food', slug: 'packaged-food', requiredDeclarations: ['bestBefore', 'netQuantity'] },
    })
    expect(created.statusCode, created.body).toBe(201)
    // Kept in one order whatever order they were ticked in.
    expect(created.json().requiredDeclarations).toEqual(['netQuantity', 'bestBefore'])
    food = { id: created.json().id }

    const set = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/categories/${food.id}/required-declarations`,
      cookies: adminCookies,
      payload: { requiredDeclarations: ['netQuantity', 'manufacturer', 'bestBefore'] },
    })
    expect(set.statusCode, set.body).toBe(204)
    const tree = (await ctx.app.inject({ method: 'GET', url: '/api/categories' })).json()
    const listed = tree.data.find((c: { id: string }) => c.id === food.id)
    expect(listed.requiredDeclarations).toEqual(['netQuantity', 'manufacturer', 'bestBefore'])
    const audit = await ctx.db.select().from(auditLog).where(eq(auditLog.entityId, food.id))
    expect(audit.find((a) => a.action === 'category.required_declarations')?.details).toEqual({
      requiredDeclarations: { from: ['netQuantity', 'bestBefore'], to: ['netQuantity', 'manufacturer', 'bestBefore'] },
    })
  })

  it('refuses an unknown declaration, and a seller', async () => {
    const url = `/api/admin/categories/${food.id}/required-declarations`
    const unknown = await ctx.app.inject({
      method: 'PUT',
      url,
      cookies: adminCookies,
      payload: { requiredDeclarations: ['colour'] },
    })
    expect(unknown.statusCode).toBe(400)
    const seller = await ctx.app.inject({
      method: 'PUT',
      url,
      cookies: vendorCookies,
      payload: { requiredDeclarations: [] },
    })
    expect([401, 403]).toContain(seller.statusCode)
  })
})

describe("the seller's product", () => {
  it('is refused without what its category requires, naming every missing field', async () => {
    const res = await createProduct(tea(food.id))
    expect(res.statusCode).toBe(400)
    expect(res.json().error.code).toBe('VALIDATION')
    expect(res.json().error.details).toEqual([
      { path: 'declarations.netQuantity', message: 'Enter the net quantity: this category requires it.' },
      {
        path: 'declarations.manufacturer',
        message: "Enter the manufacturer's name and address: this category requires them.",
      },
      { path: 'declarations.bestBefore', message: 'Enter the best before or expiry: this category requires it.' },
    ])
    // Blank text is no text.
    const blank = await createProduct(tea(food.id, { ...DECLARED, bestBefore: '   ' }))
    expect(blank.json().error.details.map((d: { path: string }) => d.path)).toEqual(['declarations.bestBefore'])
  })

  it('asks for the importer when made outside India, whatever the category', async () => {
    const plain = (await makeCategory(ctx.db)).id
    const res = await createProduct({ ...tea(plain), countryOfOrigin: 'Sri Lanka' })
    expect(res.statusCode).toBe(400)
    expect(res.json().error.details.map((d: { path: string }) => d.path)).toEqual(['declarations.importer'])
    const imported = await createProduct({
      ...tea(plain, { importer: { name: 'Lanka Imports', address: 'Kochi, Kerala' } }),
      countryOfOrigin: 'Sri Lanka',
    })
    expect(imported.statusCode, imported.body).toBe(201)
  })

  it('is saved with them, and an edit that drops one is refused', async () => {
    const res = await createProduct(tea(food.id, DECLARED))
    expect(res.statusCode, res.body).toBe(201)
    const { id, declarations } = res.json()
    expect(declarations).toEqual({
      ...DECLARED,
      packer: null,
      importer: null,
      warranty: null,
      guarantee: null,
    })
    const dropped = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/vendor/products/${id}`,
      cookies: vendorCookies,
      payload: { declarations: { ...DECLARED, manufacturer: null } },
    })
    expect(dropped.statusCode).toBe(400)
    expect(dropped.json().error.details.map((d: { path: string }) => d.path)).toEqual(['declarations.manufacturer'])
  })
})

describe('the product page and the order', () => {
  it('shows the declarations, the unit sale price and the seller’s grievance officer; an order keeps them', async () => {
    const created = await createProduct(tea(food.id, DECLARED))
    const { id, slug } = created.json()
    await ctx.db.update(products).set({ approvalStatus: 'approved' }).where(eq(products.id, id))

    const before = ProductDetail.parse((await ctx.app.inject({ method: 'GET', url: `/api/products/${slug}` })).json())
    expect(before.vendor).toMatchObject({ customerCare: null, grievanceOfficer: null })

    // Store settings: optional, kept when left out.
    const me = (await ctx.app.inject({ method: 'GET', url: '/api/vendor/me', cookies: vendorCookies })).json()
    const settings = {
      ...Object.fromEntries(
        ['businessName', 'businessType', 'pan', 'ownerName', 'phone', 'address', 'city', 'state', 'pin', 'email'].map(
          (key) => [key, me[key]],
        ),
      ),
      ...(me.gstin ? { gstin: me.gstin } : {}),
    }
    const saved = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/vendor/me',
      cookies: vendorCookies,
      payload: {
        ...settings,
        customerCare: '+91 98765 43210',
        grievanceOfficer: 'Meera Das, Grievance Officer, grievance@example.com',
      },
    })
    expect(saved.statusCode, saved.body).toBe(200)
    const kept = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/vendor/me',
      cookies: vendorCookies,
      payload: settings,
    })
    expect(kept.json()).toMatchObject({ customerCare: '+91 98765 43210' })
    const [row] = await ctx.db.select().from(vendors).where(eq(vendors.id, vendor.id))
    expect(row!.grievanceOfficer).toBe('Meera Das, Grievance Officer, grievance@example.com')
    const detail = ProductDetail.parse((await ctx.app.inject({ method: 'GET', url: `/api/products/${slug}` })).json())
    expect(detail.declarations).toMatchObject(DECLARED)
    // ₹90 for 200 g: ₹0.45 per gram (rule 6(11): per gram below 1 kg).
    expect(detail.unitSalePrice).toEqual({ paise: 45, per: 'g' })
    expect(detail.vendor).toMatchObject({
      customerCare: '+91 98765 43210',
      grievanceOfficer: 'Meera Das, Grievance Officer, grievance@example.com',
    })

    const { order, customerCookies } = await placeOrder(ctx.app, ctx.db, [{ productId: id, quantity: 2 }])
    expect(order.lines[0]!.declarations).toMatchObject(DECLARED)

    // The seller changes the pack; the order still says what was bought.
    const edited = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/vendor/products/${id}`,
      cookies: vendorCookies,
      payload: {
        declarations: { ...DECLARED, netQuantity: { value: 1, unit: 'kg' } },
        pricePaise: 40_000,
        mrpPaise: 45_000,
      },
    })
    expect(edited.statusCode, edited.body).toBe(200)
    const view = Order.parse(
      (await ctx.app.inject({ method: 'GET', url: `/api/orders/${order.orderNo}`, cookies: customerCookies })).json(),
    )
    expect(view.lines[0]!.declarations).toMatchObject({ netQuantity: { value: 200, unit: 'g' } })

    // Its tax invoice names the net quantity, the maker and the best before under the product.
    const forwarded = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.orderNo}/vendors/${vendor.id}/forward`,
      cookies: adminCookies,
    })
    const vendorOrderId = ForwardResult.parse(forwarded.json()).vendorOrder.id
    const shipped = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/vendor-orders/${vendorOrderId}/ship`,
      cookies: adminCookies,
      payload: { courierName: 'Delhivery', trackingNumber: '9999912345678' },
    })
    expect(shipped.statusCode, shipped.body).toBe(204)
    const [doc] = await ctx.db.select().from(taxDocuments).where(eq(taxDocuments.vendorOrderId, vendorOrderId))
    const lines = (doc!.content as { lines: { description: string }[] }).lines
    expect(lines[0]!.description).toBe(
      [
        created.json().name,
        'Net quantity: 200 g',
        'Manufacturer: Brahmaputra Tea Co., Dibrugarh, Assam 786001',
        'Best before: 12 months from packing',
      ].join('\n'),
    )
  })
})
