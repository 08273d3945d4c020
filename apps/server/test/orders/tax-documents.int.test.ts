import { Order } from '@haat/shared/orders/order'
import { ForwardResult } from '@haat/shared/orders/vendor-order'
import { gstinCheckCharacter } from '@haat/shared/india'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { taxDocuments } from '../../src/db/schema/commerce'
import { financialYear, seriesPrefix } from '../../src/modules/invoicing/tax-documents'
import { makeAdmin, makeCategory, makeCustomer, makeProduct, makeVendor, placeOrder, signIn } from '../factories'
import { pdfText } from '../pdf-text'
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
async function forwardedOrder(vendorId: string, kurtas = 1) {
  const kurta = await makeProduct(ctx.db, { vendorId, categoryId, pricePaise: 99_900, hsnCode: '6205', gstRateBp: 500 })
  const charger = await makeProduct(ctx.db, {
    vendorId,
    categoryId,
    pricePaise: 118_000,
    hsnCode: '85044030',
    gstRateBp: 1800,
  })
  const { order, customerCookies } = await placeOrder(ctx.app, ctx.db, [
    { productId: kurta.id, quantity: kurtas },
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
    payload: {
      courierName: 'Delhivery',
      trackingNumber: String(parseInt(vendorOrderId.slice(0, 8), 16)).padStart(13, '9'),
    },
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
    expect(view.shipments[0]!.documents).toMatchObject([{ number: 'JWC/26-27/000001', kind: 'tax_invoice' }])

    // The customer downloads it: a PDF with what Rule 46 asks, CGST and SGST, not IGST.
    const url = `/api/orders/${order.orderNo}/documents/${doc.id}`
    const pdf = await ctx.app.inject({ method: 'GET', url, cookies: customerCookies })
    expect(pdf.statusCode).toBe(200)
    expect(pdf.headers['content-type']).toBe('application/pdf')
    expect(pdf.headers['content-disposition']).toBe('attachment; filename="JWC-26-27-000001.pdf"')
    const text = await pdfText(pdf.rawPayload)
    for (const words of [
      'Tax Invoice',
      'Jaipur Weaves & Crafts',
      'GSTIN: 08ABCDE1234F1Z',
      'JWC/26-27/000001',
      order.orderNo,
      'Place of supply',
      'Rajasthan (code 08)',
      '6205',
      '85044030',
      'CGST',
      'SGST',
      '23.79',
      '90.00',
      '1,951.42',
      '2,179.00',
      'Rupees Two Thousand One Hundred Seventy-Nine Only',
      'Reverse charge',
    ]) {
      expect(text).toContain(words)
    }
    expect(text).not.toContain('IGST')
    // Stored once: the second download is the same bytes.
    const again = await ctx.app.inject({ method: 'GET', url, cookies: customerCookies })
    expect(again.rawPayload.equals(pdf.rawPayload)).toBe(true)
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
    const acrossDoc = (await documentOf(across.vendorOrderId))!
    const igst = acrossDoc.content as Content
    expect(igst).toMatchObject({ intraState: false, totals: { cgstPaise: 0, sgstPaise: 0, igstPaise: 4_757 + 18_000 } })
    for (const l of igst.lines) expect(l.taxablePaise + l.igstPaise).toBe(l.amountPaise)
    const igstText = await pdfText(acrossDoc.pdf!)
    expect(igstText).toContain('IGST')
    expect(igstText).toContain('47.57')
    expect(igstText).not.toContain('CGST')

    const small = await makeVendor(ctx.db, { businessName: 'Small Shop', state: 'Rajasthan', gstin: null })
    const unregistered = await forwardedOrder(small.id)
    await ship(unregistered.vendorOrderId)
    const bill = (await documentOf(unregistered.vendorOrderId))!
    expect(bill).toMatchObject({ kind: 'bill_of_supply', number: 'SSM/26-27/000001', totalPaise: 217_900 })
    expect((bill.content as Content).totals).toMatchObject({ taxablePaise: 217_900, cgstPaise: 0, igstPaise: 0 })
    const billText = await pdfText(bill.pdf!)
    expect(billText).toContain('Bill of Supply')
    expect(billText).toContain('no GST is charged')
    expect(billText).not.toMatch(/CGST|IGST/)
  })

  it('prints each line’s unit price and gross before its taxable value, and each tax’s rate beside its amount', async () => {
    const jaipur = await makeVendor(ctx.db, {
      businessName: 'Pink City Looms',
      state: 'Rajasthan',
      gstin: gstin('08PCLAB1234F1Z'),
      pan: 'PCLAB1234F',
    })
    const within = await forwardedOrder(jaipur.id, 2)
    expect((await ship(within.vendorOrderId)).statusCode).toBe(204)
    const text = await pdfText((await documentOf(within.vendorOrderId))!.pdf!)
    for (const title of [/Unit\s+price\s+\(₹\)/, /Gross\s+\(₹\)/, /CGST\s+rate/, /SGST\s+rate/])
      expect(text).toMatch(title)
    // Two kurtas at ₹999 (5%: 2.5% + 2.5%), a charger at ₹1,180 (18%: 9% + 9%): unit price, gross,
    // taxable value, then CGST and SGST each with its rate, then the total.
    expect(text).toMatch(/6205\s+2\s+999\.00\s+1,998\.00\s+1,902\.86\s+2\.5%\s+47\.57\s+2\.5%\s+47\.57\s+1,998\.00/)
    expect(text).toMatch(/85044030\s+1\s+1,180\.00\s+1,180\.00\s+1,000\.00\s+9%\s+90\.00\s+9%\s+90\.00\s+1,180\.00/)
    expect(text).toMatch(/Total\s+3,178\.00\s+2,902\.86\s+137\.57\s+137\.57\s+3,178\.00/)

    const mumbai = await makeVendor(ctx.db, {
      businessName: 'Bandra Bazaar',
      state: 'Maharashtra',
      gstin: gstin('27BNDRA6789U1Z'),
      pan: 'BNDRA6789U',
    })
    const across = await forwardedOrder(mumbai.id, 2)
    expect((await ship(across.vendorOrderId)).statusCode).toBe(204)
    const igst = await pdfText((await documentOf(across.vendorOrderId))!.pdf!)
    expect(igst).toMatch(/IGST\s+rate/)
    expect(igst).toMatch(/6205\s+2\s+999\.00\s+1,998\.00\s+1,902\.86\s+5%\s+95\.14\s+1,998\.00/)
    expect(igst).toMatch(/85044030\s+1\s+1,180\.00\s+1,180\.00\s+1,000\.00\s+18%\s+180\.00\s+1,180\.00/)
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

describe('who may download a document', () => {
  it('the customer, the seller of the part and an admin; nobody else', async () => {
    const seller = await makeVendor(ctx.db, { businessName: 'Pink City Prints', state: 'Rajasthan', gstin: null })
    const { order, customerCookies, vendorOrderId } = await forwardedOrder(seller.id)
    await ship(vendorOrderId)
    const doc = (await documentOf(vendorOrderId))!
    const url = `/api/orders/${order.orderNo}/documents/${doc.id}`
    const download = (cookies?: Record<string, string>) =>
      ctx.app.inject({ method: 'GET', url, ...(cookies ? { cookies } : {}) })
    expect((await download(customerCookies)).statusCode).toBe(200)
    expect((await download(await signIn(ctx.app, 'vendor', seller.email))).statusCode).toBe(200)
    expect((await download(adminCookies)).statusCode).toBe(200)

    expect((await download()).statusCode).toBe(401)
    const stranger = await signIn(ctx.app, 'customer', (await makeCustomer(ctx.db)).email!)
    expect((await download(stranger)).statusCode).toBe(404)
    const otherSeller = await makeVendor(ctx.db, { businessName: 'Other Seller' })
    expect((await download(await signIn(ctx.app, 'vendor', otherSeller.email))).statusCode).toBe(404)
    // Another order's document, asked for through this order, is not found either.
    const other = await forwardedOrder(seller.id)
    await ship(other.vendorOrderId)
    const otherDoc = (await documentOf(other.vendorOrderId))!
    const crossed = await ctx.app.inject({
      method: 'GET',
      url: `/api/orders/${order.orderNo}/documents/${otherDoc.id}`,
      cookies: customerCookies,
    })
    expect(crossed.statusCode).toBe(404)
    const bad = await ctx.app.inject({
      method: 'GET',
      url: `/api/orders/${order.orderNo}/documents/nope`,
      cookies: customerCookies,
    })
    expect(bad.statusCode).toBe(400)
  })
})

describe('credit notes', () => {
  it('an admin cancels a shipped part: its credit note gives back the whole invoice', async () => {
    const seller = await makeVendor(ctx.db, {
      businessName: 'Desert Handloom',
      state: 'Rajasthan',
      gstin: gstin('08DESRT1234F1Z'),
      pan: 'DESRT1234F',
    })
    const { order, customerCookies, vendorOrderId } = await forwardedOrder(seller.id)
    await ship(vendorOrderId)
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.orderNo}/cancel`,
      cookies: adminCookies,
      payload: { reason: 'customer_request' },
    })
    expect(res.statusCode, res.body).toBe(200)
    const docs = await ctx.db.select().from(taxDocuments).where(eq(taxDocuments.vendorOrderId, vendorOrderId))
    const invoice = docs.find((d) => d.kind === 'tax_invoice')!
    const note = docs.find((d) => d.kind === 'credit_note')!
    expect(note).toMatchObject({ number: 'DHEC/26-27/00001', invoiceId: invoice.id, totalPaise: 217_900 })
    expect((note.content as Content).totals).toEqual((invoice.content as Content).totals)
    const text = await pdfText(note.pdf!)
    for (const words of ['Credit Note', 'DHEC/26-27/00001', 'Original invoice', invoice.number, 'cancellation']) {
      expect(text).toContain(words)
    }
    const view = Order.parse(
      (await ctx.app.inject({ method: 'GET', url: `/api/orders/${order.orderNo}`, cookies: customerCookies })).json(),
    )
    expect(view.shipments[0]!.documents.map((d) => d.kind)).toEqual(['tax_invoice', 'credit_note'])
  })

  it('returns of 1 and then 2 of 3 units: the two notes together give back the invoice line to the paisa', async () => {
    const seller = await makeVendor(ctx.db, {
      businessName: 'Odd Paise Traders',
      state: 'Rajasthan',
      gstin: gstin('08ODDPT1234F1Z'),
    })
    const sellerCookies = await signIn(ctx.app, 'vendor', seller.email)
    // ₹333.33 at 18%: a third of the line's tax does not fall on a paisa.
    const product = await makeProduct(ctx.db, {
      vendorId: seller.id,
      categoryId,
      pricePaise: 33_333,
      hsnCode: '6109',
      gstRateBp: 1800,
      refundDays: 7,
    })
    const { order, customerCookies } = await placeOrder(ctx.app, ctx.db, [{ productId: product.id, quantity: 3 }])
    const forward = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.orderNo}/vendors/${seller.id}/forward`,
      cookies: adminCookies,
    })
    const vendorOrderId = ForwardResult.parse(forward.json()).vendorOrder.id
    await ship(vendorOrderId)
    const delivered = await ctx.app.inject({
      method: 'POST',
      url: `/api/vendor/orders/${vendorOrderId}/status`,
      cookies: sellerCookies,
      payload: { status: 'delivered', cashCollected: true },
    })
    expect(delivered.statusCode, delivered.body).toBe(200)
    const lineId = order.lines[0]!.id
    for (const quantity of [1, 2]) {
      const asked = await ctx.app.inject({
        method: 'POST',
        url: `/api/orders/${order.orderNo}/returns`,
        cookies: customerCookies,
        payload: { lines: [{ lineId, quantity }], reason: 'size_fit', upiId: 'asha@okaxis' },
      })
      expect(asked.statusCode, asked.body).toBe(201)
      const returnId = Order.parse(asked.json()).returns.find((r) => r.status === 'requested')!.id
      for (const [step, payload] of [
        ['approve', undefined],
        ['receive', { condition: 'good' }],
      ] as const) {
        const res = await ctx.app.inject({
          method: 'POST',
          url: `/api/vendor/returns/${returnId}/${step}`,
          cookies: sellerCookies,
          ...(payload ? { payload } : {}),
        })
        expect(res.statusCode, res.body).toBeLessThan(300)
      }
    }
    const docs = await ctx.db.select().from(taxDocuments).where(eq(taxDocuments.vendorOrderId, vendorOrderId))
    const invoiceLine = (docs.find((d) => d.kind === 'tax_invoice')!.content as Content).lines[0]!
    const notes = docs.filter((d) => d.kind === 'credit_note').sort((a, b) => a.number.localeCompare(b.number))
    expect(notes.map((n) => n.number)).toEqual(['OPTC/26-27/00001', 'OPTC/26-27/00002'])
    const noteLines = notes.map((n) => (n.content as Content).lines[0]!)
    expect(noteLines[0]!.amountPaise).toBe(33_333)
    expect(noteLines[1]!.amountPaise).toBe(66_666)
    for (const key of ['amountPaise', 'taxablePaise', 'cgstPaise', 'sgstPaise', 'igstPaise'] as const) {
      expect(noteLines[0]![key] + noteLines[1]![key], key).toBe(invoiceLine[key])
    }
    for (const l of noteLines) expect(l.taxablePaise + l.cgstPaise + l.sgstPaise).toBe(l.amountPaise)
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
