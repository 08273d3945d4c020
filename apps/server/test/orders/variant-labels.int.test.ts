import { gstinCheckCharacter } from '@haat/shared/india'
import { variantLabel } from '@haat/shared/catalog/variant-label'
import { Order } from '@haat/shared/orders/order'
import { ForwardResult, VendorOrderDetail } from '@haat/shared/orders/vendor-order'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orderLines, taxDocuments } from '../../src/db/schema/commerce'
import {
  makeAdmin,
  makeCategory,
  makeCustomer,
  makeProduct,
  makeVendor,
  putInCart,
  signIn,
  TEST_SHIPPING,
} from '../factories'
import { pdfText } from '../pdf-text'
import { createTestApp, type TestContext } from '../test-app'

// Issue 44: every page and document that shows a bought line names its variant the same way,
// "M, Blue" (sizes, then colours), from the options the line copied at checkout.

let ctx: TestContext
let categoryId: string
let adminCookies: Record<string, string>

const M_BLUE = [
  { name: 'Size', value: 'M' },
  { name: 'Colour', value: 'Blue' },
]

beforeAll(async () => {
  ctx = await createTestApp({}, { autoForwardOrders: false })
  categoryId = (await makeCategory(ctx.db)).id
  adminCookies = await signIn(ctx.app, 'admin', (await makeAdmin(ctx.db)).email)
})
afterAll(() => ctx?.close())

/** A kurta in sizes M and L and colours Blue and Red, bought in M and Blue and sent to its seller. */
async function boughtKurta() {
  const first14 = '08ABCDE1234F1Z'
  const vendor = await makeVendor(ctx.db, { state: 'Rajasthan', gstin: first14 + gstinCheckCharacter(first14) })
  const vendorCookies = await signIn(ctx.app, 'vendor', vendor.email)
  const kurta = await makeProduct(ctx.db, {
    vendorId: vendor.id,
    categoryId,
    name: 'Cotton Kurta',
    pricePaise: 99_900,
    hsnCode: '6205',
    gstRateBp: 500,
    sizes: ['M', 'L'],
    colors: ['Blue', 'Red'],
  })
  const customer = await makeCustomer(ctx.db)
  const customerCookies = await signIn(ctx.app, 'customer', customer.email!)
  await putInCart(ctx.db, { customerId: customer.id, productId: kurta.id, quantity: 1, color: 'Blue', size: 'M' })
  const placed = await ctx.app.inject({
    method: 'POST',
    url: '/api/orders',
    cookies: customerCookies,
    payload: { shipping: TEST_SHIPPING, paymentMethod: 'cod', idempotencyKey: crypto.randomUUID() },
  })
  expect(placed.statusCode, placed.body).toBe(201)
  const order = Order.parse(placed.json())
  const forwarded = await ctx.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${order.orderNo}/vendors/${vendor.id}/forward`,
    cookies: adminCookies,
  })
  const vendorOrderId = ForwardResult.parse(forwarded.json()).vendorOrder.id
  return { order, customerCookies, vendorCookies, vendorOrderId }
}

const sellerView = async (id: string, cookies: Record<string, string>) =>
  VendorOrderDetail.parse((await ctx.app.inject({ method: 'GET', url: `/api/vendor/orders/${id}`, cookies })).json())

describe('a bought variant is named "M, Blue" everywhere', () => {
  it("in the seller's order, its packing slip, the customer's order and the tax invoice", async () => {
    const { order, customerCookies, vendorCookies, vendorOrderId } = await boughtKurta()
    expect(order.lines[0]!.options).toEqual(M_BLUE)

    const detail = await sellerView(vendorOrderId, vendorCookies)
    expect(detail.lines[0]).toMatchObject({ name: 'Cotton Kurta', options: M_BLUE })
    expect(variantLabel(detail.lines[0]!)).toBe('M, Blue')

    const slip = await ctx.app.inject({
      method: 'GET',
      url: `/api/vendor/orders/${vendorOrderId}/packing-slip`,
      cookies: vendorCookies,
    })
    expect(slip.statusCode).toBe(200)
    expect((await pdfText(slip.rawPayload)).replace(/\s+/g, ' ')).toContain('Cotton Kurta (M, Blue)')

    const shipped = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/vendor-orders/${vendorOrderId}/ship`,
      cookies: adminCookies,
      payload: { courierName: 'Delhivery', trackingNumber: '1234567890123' },
    })
    expect(shipped.statusCode).toBe(204)
    const [invoice] = await ctx.db.select().from(taxDocuments).where(eq(taxDocuments.vendorOrderId, vendorOrderId))
    expect(invoice?.kind).toBe('tax_invoice')
    const lines = (invoice!.content as { lines: { description: string }[] }).lines
    expect(lines[0]!.description.split('\n')[0]).toBe('Cotton Kurta (M, Blue)')
    const pdf = await ctx.app.inject({
      method: 'GET',
      url: `/api/orders/${order.orderNo}/documents/${invoice!.id}`,
      cookies: customerCookies,
    })
    expect(pdf.statusCode).toBe(200)
    expect((await pdfText(pdf.rawPayload)).replace(/\s+/g, ' ')).toContain('Cotton Kurta (M, Blue)')

    const customerView = Order.parse(
      (await ctx.app.inject({ method: 'GET', url: `/api/orders/${order.orderNo}`, cookies: customerCookies })).json(),
    )
    expect(customerView.lines[0]!.options).toEqual(M_BLUE)
  })

  it('names a line copied before lines kept options from its size, then its colour', async () => {
    const { order, customerCookies, vendorCookies, vendorOrderId } = await boughtKurta()
    await ctx.db.update(orderLines).set({ options: [] }).where(eq(orderLines.vendorOrderId, vendorOrderId))

    const detail = await sellerView(vendorOrderId, vendorCookies)
    expect(detail.lines[0]!.options).toEqual(M_BLUE)
    const customerView = Order.parse(
      (await ctx.app.inject({ method: 'GET', url: `/api/orders/${order.orderNo}`, cookies: customerCookies })).json(),
    )
    expect(variantLabel(customerView.lines[0]!)).toBe('M, Blue')
  })
})
