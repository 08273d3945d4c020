import { Order } from '@haat/shared/orders/order'
import { ForwardResult } from '@haat/shared/orders/vendor-order'
import { gstinCheckCharacter } from '@haat/shared/india'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { taxDocuments } from '../../src/db/schema/commerce'
import { financialYear, seriesPrefix } from '../../src/modules/orders/tax-documents'
import { makeAdmin, makeCategory, makeProduct, makeVendor, placeOrder, signIn } from '../factories'
import { createTestApp, type TestContext } from '../test-app'

let ctx: TestContext
let categoryId: string
let adminCookies: Record<string, string>

const gstin = (first14: string) => first14 + gstinCheckCharacter(first14)

beforeAll(async () => {
  ctx = await createTestApp()
  categoryId = (await makeCategory(ctx.db)).id
  adminCookies = await signIn(ctx.app, 'admin', (await makeAdmin(ctx.db)).email)
})
afterAll(() => ctx?.close())

/** An order (delivered to Jaipur, Rajasthan) of a kurta at ₹999 (5%) and a charger at ₹1,180 (18%), sent to the seller. */
async function forwardedOrder(vendorId: string) {
  const kurta = await makeProduct(ctx.db, { vendorId, categoryId, pricePaise: 99_900, hsnCode: '6205', gstRateBp: 500 })
  const charger = await makeProduct(ctx.db, {
    vendorId,
    categoryId,
    pricePaise: 118_000,
    hsnCode: '85044030',
    gstRateBp: 1800,
  })
  const { order, customerCookies } = await placeOrder(ctx.app, ctx.db, [
    { productId: kurta.id, quantity: 1 },
    { productId: charger.id, quantity: 1 },
  ])
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${order.orderNo}/vendors/${vendorId}/forward`,
    cookies: adminCookies,
  })
  return { order, customerCookies, vendorOrderId: ForwardResult.parse(res.json()).vendorOrder.id }
}

const ship = (vendorOrderId: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/admin/vendor-orders/${vendorOrderId}/ship`,
    cookies: adminCookies,
    payload: { courierName: 'Delhivery', trackingNumber: `DL${vendorOrderId.slice(0, 8)}` },
  })

const documentOf = async (vendorOrderId: string) =>
  (await ctx.db.select().from(taxDocuments).where(eq(taxDocuments.vendorOrderId, vendorOrderId)))[0]

type Content = {
  intraState: boolean
  placeOfSupply: { state: string; code: string }
  seller: { gstin: string | null; stateCode: string }
  lines: {
    hsn: string
    taxablePaise: number
    cgstPaise: number
    sgstPaise: number
    igstPaise: number
    amountPaise: number
  }[]
  totals: { amountPaise: number; taxablePaise: number; cgstPaise: number; sgstPaise: number; igstPaise: number }
  amountInWords: string
  reverseCharge: string
}

describe('the tax invoice issued when a part ships', () => {
  it('within the state: CGST + SGST, numbered in the seller’s series, totalling what was paid', async () => {
    const seller = await makeVendor(ctx.db, {
      businessName: 'Jaipur Weaves & Crafts',
      state: 'Rajasthan',
      gstin: gstin('08ABCDE1234F1Z'),
      pan: 'ABCDE1234F',
    })
    const { order, customerCookies, vendorOrderId } = await forwardedOrder(seller.id)
    expect((await ship(vendorOrderId)).statusCode).toBe(204)
    const doc = (await documentOf(vendorOrderId))!
    expect(doc).toMatchObject({ kind: 'tax_invoice', number: 'JWC/26-27/000001', totalPaise: 217_900 })
    const content = doc.content as Content
    expect(content).toMatchObject({
      intraState: true,
      reverseCharge: 'No',
      placeOfSupply: { state: 'Rajasthan', code: '08' },
      seller: { stateCode: '08' },
      totals: { amountPaise: 217_900, taxablePaise: 195_142, cgstPaise: 11_379, sgstPaise: 11_379, igstPaise: 0 },
      amountInWords: 'Rupees Two Thousand One Hundred Seventy-Nine Only',
    })
    expect(content.lines.map((l) => l.hsn).sort()).toEqual(['6205', '85044030'])
    const view = Order.parse(
      (await ctx.app.inject({ method: 'GET', url: `/api/orders/${order.orderNo}`, cookies: customerCookies })).json(),
    )
    expect(view.shipments[0]!.invoice).toMatchObject({ number: 'JWC/26-27/000001', kind: 'tax_invoice' })
  })

  it('to another state: IGST; without a GSTIN: a bill of supply with no tax', async () => {
    const mumbai = await makeVendor(ctx.db, {
      businessName: 'Mumbai Mobiles',
      state: 'Maharashtra',
      gstin: gstin('27PQRST6789U1Z'),
      pan: 'PQRST6789U',
    })
    const across = await forwardedOrder(mumbai.id)
    await ship(across.vendorOrderId)
    const igst = (await documentOf(across.vendorOrderId))!.content as Content
    expect(igst).toMatchObject({ intraState: false, totals: { cgstPaise: 0, sgstPaise: 0, igstPaise: 4_757 + 18_000 } })
    for (const l of igst.lines) expect(l.taxablePaise + l.igstPaise).toBe(l.amountPaise)

    const small = await makeVendor(ctx.db, { businessName: 'Small Shop', state: 'Rajasthan', gstin: null })
    const unregistered = await forwardedOrder(small.id)
    await ship(unregistered.vendorOrderId)
    const bill = (await documentOf(unregistered.vendorOrderId))!
    expect(bill).toMatchObject({ kind: 'bill_of_supply', number: 'SSM/26-27/000001', totalPaise: 217_900 })
    expect((bill.content as Content).totals).toMatchObject({ taxablePaise: 217_900, cgstPaise: 0, igstPaise: 0 })
  })

  it('keeps each seller’s series unbroken and unique under 20 shipments at once', async () => {
    const seller = await makeVendor(ctx.db, {
      businessName: 'Busy Bazaar',
      state: 'Rajasthan',
      gstin: gstin('08BUSYB1234F1Z'),
    })
    const parts = []
    for (let i = 0; i < 20; i++) parts.push((await forwardedOrder(seller.id)).vendorOrderId)
    const results = await Promise.all(parts.map((id) => ship(id)))
    expect(results.map((r) => r.statusCode)).toEqual(parts.map(() => 204))
    const numbers = (await ctx.db.select().from(taxDocuments).where(eq(taxDocuments.vendorId, seller.id)))
      .map((d) => d.number)
      .sort()
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => `BBU/26-27/${String(i + 1).padStart(6, '0')}`))
  })

  it('can never be changed or deleted once issued', async () => {
    const [doc] = await ctx.db.select().from(taxDocuments).limit(1)
    const refused = (error: unknown) =>
      /cannot be changed/.test(String((error as { cause?: { message?: string } }).cause?.message ?? error))
    const update = ctx.db.execute(sql`update tax_documents set total_paise = 1 where id = ${doc!.id}`)
    await expect(update).rejects.toSatisfy(refused)
    const remove = ctx.db.execute(sql`delete from tax_documents where id = ${doc!.id}`)
    await expect(remove).rejects.toSatisfy(refused)
  })
})

describe('numbering', () => {
  it('counts the Indian financial year from April, in India', () => {
    expect(financialYear(new Date('2026-11-26T10:00:00Z'))).toBe('26-27')
    expect(financialYear(new Date('2027-03-31T18:29:59Z'))).toBe('26-27')
    expect(financialYear(new Date('2027-03-31T18:30:00Z'))).toBe('27-28')
    expect(financialYear(new Date('2099-06-01T00:00:00Z'))).toBe('99-00')
  })

  it('takes three letters from the seller’s name', () => {
    expect(seriesPrefix('Jaipur Weaves & Crafts')).toBe('JWC')
    expect(seriesPrefix('TechBazaar Electronics')).toBe('TEE')
    expect(seriesPrefix('Zara')).toBe('ZAR')
    expect(seriesPrefix('A1')).toBe('A1X')
  })
})
