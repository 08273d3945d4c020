import { DEFAULT_SHOP_SETTINGS } from '@haat/shared/admin/settings'
import { SETTLEMENT_PARTS, settle } from '@haat/shared/earnings/settlement'
import { PayoutList, PayoutRunDetail, PayoutRunPreview } from '@haat/shared/earnings/payouts'
import { EarningsBalance, LedgerPostingList } from '@haat/shared/earnings/statements'
import { gstinCheckCharacter } from '@haat/shared/india'
import { lineTax } from '@haat/shared/tax/gst'
import { Order } from '@haat/shared/orders/order'
import { ForwardResult } from '@haat/shared/orders/vendor-order'
import { eq, sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { vendors } from '../../src/db/schema/accounts'
import { categories } from '../../src/db/schema/catalog'
import { taxDocuments } from '../../src/db/schema/commerce'
import { ledgerEntries } from '../../src/db/schema/earnings'
import type { TaxDocumentContent } from '../../src/modules/invoicing/tax-documents'
import { outbox } from '../../src/db/schema/platform'
import { findUnbalancedAccounts } from '../../src/modules/earnings/earnings.repository'
import { mailStatements } from '../../src/modules/earnings/statements'
import {
  makeAdmin,
  makeCategory,
  makeProduct,
  makeVendor,
  payThroughSandbox,
  placeOrder,
  signIn,
  TEST_PASSWORD,
} from '../factories'
import { pdfText } from '../pdf-text'
import { createTestApp, type TestContext } from '../test-app'

let ctx: TestContext
let adminCookies: Record<string, string>
let adminEmail: string
let fashionId: string
let electronicsId: string
type Cookies = Record<string, string>

const DAY = 86_400_000
const gstin = (first14: string) => first14 + gstinCheckCharacter(first14)

beforeAll(async () => {
  ctx = await createTestApp()
  adminEmail = (await makeAdmin(ctx.db)).email
  adminCookies = await signIn(ctx.app, 'admin', adminEmail)
  fashionId = (await makeCategory(ctx.db)).id
  electronicsId = (await makeCategory(ctx.db)).id
  await ctx.db.update(categories).set({ commissionBp: 1500 }).where(eq(categories.id, fashionId))
  await ctx.db.update(categories).set({ commissionBp: 800 }).where(eq(categories.id, electronicsId))
  const fee = await ctx.app.inject({
    method: 'PUT',
    url: '/api/admin/settings',
    cookies: adminCookies,
    payload: { ...DEFAULT_SHOP_SETTINGS, orderFeePaise: 1_000 },
  })
  expect(fee.statusCode, fee.body).toBe(200)
})
afterAll(() => ctx?.close())
// The ledger always sums to each seller's balance, whatever happened.
afterEach(async () => expect(await findUnbalancedAccounts(ctx.db)).toEqual([]))

async function seller(name: string, values: { gstin?: string | null; pan?: string | null } = {}) {
  const vendor = await makeVendor(ctx.db, { businessName: name, state: 'Rajasthan', ...values })
  return { ...vendor, cookies: await signIn(ctx.app, 'vendor', vendor.email) }
}

const post = (url: string, cookies: Cookies, payload?: object) => {
  ctx.clock.advance(1_000)
  return ctx.app.inject({ method: 'POST', url, cookies, ...(payload ? { payload } : {}) })
}

const pay = (orderNo: string, cookies: Cookies) => {
  ctx.clock.advance(3_000)
  return payThroughSandbox(ctx.app, orderNo, cookies)
}

/** Forwarded, shipped, delivered by the seller and confirmed; returns the vendor order's id. */
async function deliver(orderNo: string, who: { id: string; cookies: Cookies }) {
  const admin = await adminSession()
  const forward = await post(`/api/admin/orders/${orderNo}/vendors/${who.id}/forward`, admin)
  expect(forward.statusCode, forward.body).toBeLessThan(300)
  const id = ForwardResult.parse(forward.json()).vendorOrder.id
  for (const step of [
    { status: 'processing' },
    { status: 'shipped', courierName: 'Delhivery', trackingNumber: '1000000000001' },
    { status: 'delivered', cashCollected: true },
  ]) {
    const res = await post(`/api/vendor/orders/${id}/status`, who.cookies, step)
    expect(res.statusCode, res.body).toBe(200)
  }
  // The seller's word is confirmed at once (as the customer or the courier would): the windows,
  // and so the payout, count from here (docs/decisions/043-delivery-confirmation.md).
  const confirmed = await post(`/api/admin/orders/${orderNo}/delivery/confirm`, admin, { vendorId: who.id })
  expect(confirmed.statusCode, confirmed.body).toBe(200)
  return id
}

let adminSignedInAt = 0
/** The admin's session, signed in afresh once the tests have moved the clock past its lifetime. */
async function adminSession() {
  if (ctx.clock.now().getTime() - adminSignedInAt > 3_600_000) {
    adminCookies = await signIn(ctx.app, 'admin', adminEmail)
    adminSignedInAt = ctx.clock.now().getTime()
  }
  return adminCookies
}

const balanceOf = async (cookies: Cookies) =>
  EarningsBalance.parse((await ctx.app.inject({ url: '/api/vendor/earnings', cookies })).json())

const entriesOf = (vendorOrderId: string) =>
  ctx.db.select().from(ledgerEntries).where(eq(ledgerEntries.vendorOrderId, vendorOrderId))

describe('a delivered online sale', () => {
  it('posts the sale less commission, fee, GST on them, TCS and TDS; payable once the return window closes', async () => {
    const shop = await seller('Jaipur Ledger House', { gstin: gstin('08JLHAB1234F1Z'), pan: 'JLHAB1234F' })
    const kurta = await makeProduct(ctx.db, {
      vendorId: shop.id,
      categoryId: fashionId,
      pricePaise: 99_900,
      hsnCode: '6205',
      gstRateBp: 500,
      refundDays: 7,
    })
    const charger = await makeProduct(ctx.db, {
      vendorId: shop.id,
      categoryId: electronicsId,
      pricePaise: 118_000,
      hsnCode: '85044030',
      gstRateBp: 1800,
      refundDays: 0,
    })
    const { order, customerCookies } = await placeOrder(
      ctx.app,
      ctx.db,
      [
        { productId: kurta.id, quantity: 1 },
        { productId: charger.id, quantity: 1 },
      ],
      'razorpay',
    )
    await pay(order.orderNo, customerCookies)
    const id = await deliver(order.orderNo, shop)

    const byKind = Object.fromEntries((await entriesOf(id)).map((e) => [e.kind, e.amountPaise]))
    // docs/money.md's worked example: ₹2,179.00 paid, ₹1,867.27 the seller's.
    expect(byKind).toEqual({
      sale: 217_900,
      commission: -24_425,
      fee: -1_000,
      commission_gst: -4_577,
      tcs_cgst: -488,
      tcs_sgst: -488,
      tds: -195,
    })
    expect(await balanceOf(shop.cookies)).toEqual({
      pendingPaise: 186_727,
      payablePaise: 0,
      paidPaise: 0,
      balancePaise: 186_727,
    })
    const list = LedgerPostingList.parse(
      (await ctx.app.inject({ url: '/api/vendor/earnings/postings', cookies: shop.cookies })).json(),
    )
    expect(list.data).toMatchObject([
      {
        posting: 'sale',
        orderNo: order.orderNo,
        salePaise: 217_900,
        commissionPaise: -24_425,
        feePaise: -1_000,
        gstPaise: -4_577,
        tcsPaise: -976,
        tdsPaise: -195,
        codPaise: 0,
        netPaise: 186_727,
      },
    ])

    // The kurta's 7-day window closes at the end of the 7th IST day after delivery.
    ctx.clock.advance(8 * DAY)
    const again = await signIn(ctx.app, 'vendor', shop.email)
    expect(await balanceOf(again)).toMatchObject({ pendingPaise: 0, payablePaise: 186_727 })
  })
})

describe('cash on delivery, and a return', () => {
  it('the seller owes the cash its courier collected; an accepted return gives the sale back but not the cash', async () => {
    const shop = await seller('Odd Paise Ledger', { gstin: gstin('08OPLAB1234F1Z'), pan: 'OPLAB1234F' })
    const tee = await makeProduct(ctx.db, {
      vendorId: shop.id,
      categoryId: fashionId,
      pricePaise: 33_333,
      hsnCode: '6109',
      gstRateBp: 500,
      refundDays: 7,
    })
    const { order, customerCookies } = await placeOrder(ctx.app, ctx.db, [{ productId: tee.id, quantity: 3 }])
    const id = await deliver(order.orderNo, shop)
    const terms = { day: '2026-11-22', intraState: true, registered: true, hasPan: true, feePaise: 1_000 }
    const line = { unitPricePaise: 33_333, gstRateBp: 500, commissionBp: 1500 }
    const sumOf = (s: ReturnType<typeof settle>) => SETTLEMENT_PARTS.reduce((sum, p) => sum + s[p], 0)
    const sold = sumOf(settle([{ ...line, quantity: 3 }], terms))
    const total = async () => (await entriesOf(id)).reduce((sum, e) => sum + e.amountPaise, 0)
    // The courier collected ₹999.99 for Haat: the seller owes what Haat keeps.
    expect(await total()).toBe(sold - 99_999)
    expect((await balanceOf(shop.cookies)).balancePaise).toBe(sold - 99_999)

    const asked = await post(`/api/orders/${order.orderNo}/returns`, customerCookies, {
      lines: [{ lineId: order.lines[0]!.id, quantity: 1 }],
      reason: 'size_fit',
      upiId: 'asha@okaxis',
    })
    expect(asked.statusCode, asked.body).toBe(201)
    const returnId = Order.parse(asked.json()).returns[0]!.id
    // While the return is open, nothing of the sale is payable, even after the window.
    ctx.clock.advance(8 * DAY)
    const cookies = await signIn(ctx.app, 'vendor', shop.email)
    expect((await balanceOf(cookies)).payablePaise).toBe(0)
    expect((await post(`/api/vendor/returns/${returnId}/approve`, cookies)).statusCode).toBeLessThan(300)
    expect(
      (await post(`/api/vendor/returns/${returnId}/receive`, cookies, { condition: 'good' })).statusCode,
    ).toBeLessThan(300)

    // What the customer kept (2), less the cash collected for 3 (Haat refunds the third).
    expect(await total()).toBe(sumOf(settle([{ ...line, quantity: 2 }], terms)) - 99_999)
    const returned = (await entriesOf(id)).filter((e) => e.posting === 'return')
    expect(returned.find((e) => e.kind === 'sale')).toMatchObject({ amountPaise: -33_333, returnId })
    expect(returned.find((e) => e.kind === 'commission')!.amountPaise).toBeGreaterThan(0)
    expect(returned.some((e) => e.kind === 'cod_collected')).toBe(false)
    expect((await balanceOf(cookies)).payablePaise).toBe(await total())
  })

  it('a seller without GSTIN or PAN: no TCS, TDS at 5%', async () => {
    const shop = await seller('Small Unregistered Shop', { gstin: null, pan: null })
    const product = await makeProduct(ctx.db, { vendorId: shop.id, categoryId: fashionId, pricePaise: 100_000 })
    const { order, customerCookies } = await placeOrder(
      ctx.app,
      ctx.db,
      [{ productId: product.id, quantity: 1 }],
      'razorpay',
    )
    await pay(order.orderNo, customerCookies)
    const id = await deliver(order.orderNo, shop)
    const byKind = Object.fromEntries((await entriesOf(id)).map((e) => [e.kind, e.amountPaise]))
    expect(byKind).toEqual({ sale: 100_000, commission: -15_000, fee: -1_000, commission_gst: -2_880, tds: -5_000 })
  })
})

describe('coupons in the sale and on the invoice (docs/decisions/037-coupons.md)', () => {
  const documentsOf = async (vendorOrderId: string) =>
    (await ctx.db.select().from(taxDocuments).where(eq(taxDocuments.vendorOrderId, vendorOrderId))).sort((a, b) =>
      a.number.localeCompare(b.number),
    )
  const sumOf = (s: ReturnType<typeof settle>) => SETTLEMENT_PARTS.reduce((sum, p) => sum + s[p], 0)
  const terms = (day: string) => ({ day, intraState: true, registered: true, hasPan: true, feePaise: 1_000 })

  it("a seller's own coupon lowers its sale, its invoice's taxable value, and a return's credit note", async () => {
    const shop = await seller('Coupon Weavers', { gstin: gstin('08CWVAB1234F1Z'), pan: 'CWVAB1234F' })
    const tee = await makeProduct(ctx.db, {
      vendorId: shop.id,
      categoryId: fashionId,
      pricePaise: 33_333,
      hsnCode: '6109',
      gstRateBp: 500,
      refundDays: 7,
    })
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/vendor/coupons',
      cookies: shop.cookies,
      payload: {
        code: 'WEAVE100',
        description: '₹100 off our tees',
        kind: 'flat',
        flatOffPaise: 10_000,
        startsAt: ctx.clock.now().toISOString(),
      },
    })
    expect(created.statusCode, created.body).toBe(201)
    const { order, customerCookies } = await placeOrder(ctx.app, ctx.db, [{ productId: tee.id, quantity: 3 }], 'cod', {
      couponCode: 'weave100',
    })
    // ₹100 off ₹999.99 (3 × ₹333.33): a share per unit of ₹33.33⅓, so rounding shows.
    expect(order).toMatchObject({ discountPaise: 10_000, totalPaise: 89_999 })
    const id = await deliver(order.orderNo, shop)
    const day = (await ctx.db.select().from(ledgerEntries).where(eq(ledgerEntries.vendorOrderId, id)))[0]!
    const line = { unitPricePaise: 33_333, gstRateBp: 500, commissionBp: 1500 }
    const dayOf = terms(day.createdAt.toISOString().slice(0, 10))
    const sold = settle([{ ...line, quantity: 3, discountPaise: 10_000 }], dayOf)
    const byKind = Object.fromEntries((await entriesOf(id)).map((e) => [e.kind, e.amountPaise]))
    // The sale is what the customer paid, and the courier collected the same.
    expect(byKind).toMatchObject({ sale: 89_999, cod_collected: -89_999, commission: -13_500 })

    const [invoice] = await documentsOf(id)
    const content = invoice!.content as TaxDocumentContent
    const taxed = lineTax(89_999, 500, true)
    expect(content.lines[0]).toMatchObject({ quantity: 3, discountPaise: 10_000, ...taxed })
    expect(content.totals.amountPaise).toBe(89_999)
    expect(content.paidByHaat).toBeUndefined()
    expect(invoice!.totalPaise).toBe(sold.sale)
    const text = await pdfText(invoice!.pdf!)
    expect(text).toContain('Discount')
    // Unit price and gross (3 × ₹333.33) before the discount; the taxable value and tax net of it.
    expect(text).toMatch(/3\s+333\.33\s+999\.99\s+100\.00\s+857\.13\s+2\.5%\s+21\.43\s+2\.5%\s+21\.43\s+899\.99/)

    const asked = await post(`/api/orders/${order.orderNo}/returns`, customerCookies, {
      lines: [{ lineId: order.lines[0]!.id, quantity: 1 }],
      reason: 'size_fit',
      upiId: 'asha@okaxis',
    })
    expect(asked.statusCode, asked.body).toBe(201)
    const returnId = Order.parse(asked.json()).returns[0]!.id
    // One unit back: ₹333.33 less its ₹33.33 share (the kept two carry ₹66.67), the same in the
    // refund, the ledger and the credit note.
    expect(Order.parse(asked.json()).returns[0]!.amountPaise).toBe(30_000)
    expect((await post(`/api/vendor/returns/${returnId}/approve`, shop.cookies)).statusCode).toBeLessThan(300)
    const received = await post(`/api/vendor/returns/${returnId}/receive`, shop.cookies, { condition: 'good' })
    expect(received.statusCode, received.body).toBeLessThan(300)
    const back = (await entriesOf(id)).filter((e) => e.posting === 'return')
    expect(back.find((e) => e.kind === 'sale')!.amountPaise).toBe(-30_000)
    const credit = (await documentsOf(id)).find((d) => d.kind === 'credit_note')!
    expect(credit.totalPaise).toBe(30_000)
    expect((credit.content as TaxDocumentContent).lines[0]).toMatchObject({ quantity: 1, discountPaise: 3_333 })
    const total = (await entriesOf(id)).reduce((sum, e) => sum + e.amountPaise, 0)
    const keptTwo = settle([{ ...line, quantity: 2, discountPaise: 6_667 }], dayOf)
    expect(total).toBe(sumOf(keptTwo) - 89_999)
  })

  it("Haat's coupon: the seller sells and invoices at its price; Haat pays the part the courier did not collect", async () => {
    const shop = await seller('Haat Coupon Traders', { gstin: gstin('08HCTAB1234F1Z'), pan: 'HCTAB1234F' })
    const lamp = await makeProduct(ctx.db, {
      vendorId: shop.id,
      categoryId: fashionId,
      pricePaise: 100_000,
      hsnCode: '9405',
      gstRateBp: 1800,
    })
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/coupons',
      cookies: await adminSession(),
      payload: {
        code: 'HAATLEDGER',
        description: '₹100 off',
        kind: 'flat',
        flatOffPaise: 10_000,
        startsAt: ctx.clock.now().toISOString(),
      },
    })
    expect(created.statusCode, created.body).toBe(201)
    const { order } = await placeOrder(ctx.app, ctx.db, [{ productId: lamp.id, quantity: 1 }], 'cod', {
      couponCode: 'HAATLEDGER',
    })
    expect(order.totalPaise).toBe(90_000)
    const id = await deliver(order.orderNo, shop)
    const byKind = Object.fromEntries((await entriesOf(id)).map((e) => [e.kind, e.amountPaise]))
    expect(byKind).toMatchObject({ sale: 100_000, cod_collected: -90_000, commission: -15_000 })
    const [invoice] = await documentsOf(id)
    const content = invoice!.content as TaxDocumentContent
    expect(content.lines[0]).toMatchObject(lineTax(100_000, 1800, true))
    expect(content.lines[0]!.discountPaise).toBeUndefined()
    expect(content.paidByHaat).toEqual({ couponCode: 'HAATLEDGER', paise: 10_000 })
    expect(await pdfText(invoice!.pdf!)).toContain('Coupon HAATLEDGER: ₹100.00 of this amount is paid by Haat')
  })
})

describe('cancellations', () => {
  it('post nothing: a line an admin cancelled after shipping is not in the sale delivered later', async () => {
    const shop = await seller('Cancel Then Deliver Co', { gstin: gstin('08CTDAB1234F1Z'), pan: 'CTDAB1234F' })
    const kept = await makeProduct(ctx.db, { vendorId: shop.id, categoryId: fashionId, pricePaise: 40_000 })
    const cancelled = await makeProduct(ctx.db, { vendorId: shop.id, categoryId: fashionId, pricePaise: 60_000 })
    const { order } = await placeOrder(ctx.app, ctx.db, [
      { productId: kept.id, quantity: 1 },
      { productId: cancelled.id, quantity: 1 },
    ])
    const admin = await adminSession()
    const id = ForwardResult.parse(
      (await post(`/api/admin/orders/${order.orderNo}/vendors/${shop.id}/forward`, admin)).json(),
    ).vendorOrder.id
    await post(`/api/vendor/orders/${id}/status`, shop.cookies, { status: 'processing' })
    await post(`/api/vendor/orders/${id}/status`, shop.cookies, {
      status: 'shipped',
      courierName: 'Delhivery',
      trackingNumber: '9000000000009',
    })
    const line = order.lines.find((l) => l.productId === cancelled.id)!
    const cancel = await post(`/api/admin/orders/${order.orderNo}/cancel`, admin, {
      lineIds: [line.id],
      reason: 'customer_request',
    })
    expect(cancel.statusCode, cancel.body).toBe(200)
    expect(await entriesOf(id)).toEqual([])
    expect(
      (await post(`/api/vendor/orders/${id}/status`, shop.cookies, { status: 'delivered', cashCollected: true }))
        .statusCode,
    ).toBe(200)
    const byKind = Object.fromEntries((await entriesOf(id)).map((e) => [e.kind, e.amountPaise]))
    expect(byKind).toMatchObject({ sale: 40_000, cod_collected: -40_000, commission: -6_000 })
  })
})

describe('the ledger', () => {
  it('is append-only', async () => {
    const [entry] = await ctx.db.select().from(ledgerEntries).limit(1)
    const refused = (error: unknown) =>
      /cannot be changed/.test(String((error as { cause?: { message?: string } }).cause?.message ?? error))
    await expect(
      ctx.db.execute(sql`update ledger_entries set amount_paise = 1 where id = ${entry!.id}`),
    ).rejects.toSatisfy(refused)
    await expect(ctx.db.execute(sql`delete from ledger_entries where id = ${entry!.id}`)).rejects.toSatisfy(refused)
  })

  it('is the seller’s alone: only approved sellers, each its own', async () => {
    expect((await ctx.app.inject({ url: '/api/vendor/earnings' })).statusCode).toBe(401)
    const other = await seller('Nothing Sold Yet')
    expect(await balanceOf(other.cookies)).toEqual({ pendingPaise: 0, payablePaise: 0, paidPaise: 0, balancePaise: 0 })
    const bad = await ctx.app.inject({ url: '/api/vendor/earnings/postings?page=0', cookies: other.cookies })
    expect(bad.statusCode).toBe(400)
  })
})

describe('payout runs', () => {
  const startRun = () =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/admin/payout-runs',
      cookies: adminCookies,
      payload: { method: 'manual' },
    })

  /** A seller with one delivered online sale of a non-returnable product: payable at once. */
  async function sellerWithPayable(name: string, pricePaise: number) {
    const shop = await seller(name, {
      gstin: null,
      pan: `${name
        .slice(0, 5)
        .toUpperCase()
        .replace(/[^A-Z]/g, 'X')}1234F`,
    })
    const product = await makeProduct(ctx.db, { vendorId: shop.id, categoryId: fashionId, pricePaise, refundDays: 0 })
    const { order, customerCookies } = await placeOrder(
      ctx.app,
      ctx.db,
      [{ productId: product.id, quantity: 1 }],
      'razorpay',
    )
    await pay(order.orderNo, customerCookies)
    await deliver(order.orderNo, shop)
    return shop
  }

  it('pays each seller with ₹100 or more what is payable, once; the UTR marks it paid and mails the seller', async () => {
    await adminSession()
    const big = await sellerWithPayable('Payout Ready Traders', 50_000)
    const small = await sellerWithPayable('Tiny Sales Co', 5_000)
    const due = (await balanceOf(big.cookies)).payablePaise
    expect(due).toBeGreaterThan(10_000)
    expect((await balanceOf(small.cookies)).payablePaise).toBeLessThan(10_000)

    const res = await startRun()
    expect(res.statusCode, res.body).toBe(201)
    const run = PayoutRunDetail.parse(res.json())
    const payout = run.payouts.find((p) => p.vendorId === big.id)!
    expect(payout).toMatchObject({
      amountPaise: due,
      status: 'pending',
      destination: { kind: 'upi', upiId: big.upiId },
    })
    expect(run.payouts.some((p) => p.vendorId === small.id)).toBe(false)
    expect(await balanceOf(big.cookies)).toMatchObject({ payablePaise: 0, paidPaise: due })

    const csv = await ctx.app.inject({ url: `/api/admin/payout-runs/${run.id}/csv`, cookies: adminCookies })
    expect(csv.headers['content-type']).toContain('text/csv')
    expect(csv.body.split('\r\n')[0]).toBe(
      'payout_id,beneficiary_name,mode,upi_id,account_number,ifsc,amount_inr,narration',
    )
    expect(csv.body).toContain(`${payout.id},Payout Ready Traders,UPI,${big.upiId},,,${(due / 100).toFixed(2)},`)

    const paidUrl = `/api/admin/payouts/${payout.id}/paid`
    const bad = await post(paidUrl, adminCookies, { reference: 'x' })
    expect(bad.statusCode).toBe(400)
    const paid = await post(paidUrl, adminCookies, { reference: 'UTR123456789012' })
    expect(paid.statusCode, paid.body).toBe(200)
    expect(PayoutRunDetail.parse(paid.json()).payouts.find((p) => p.id === payout.id)).toMatchObject({
      status: 'paid',
      reference: 'UTR123456789012',
    })
    expect((await post(paidUrl, adminCookies, { reference: 'UTR999999999999' })).statusCode).toBe(409)
    const mails = await ctx.db.select().from(outbox).where(eq(outbox.kind, 'payout_paid'))
    expect(mails.some((m) => m.to === big.email && m.textBody.includes('UTR123456789012'))).toBe(true)
    const mine = PayoutList.parse(
      (await ctx.app.inject({ url: '/api/vendor/earnings/payouts', cookies: big.cookies })).json(),
    )
    expect(mine.data.map((p) => p.id)).toEqual([payout.id])
  })

  it('shows who a run would pay first, then pays a bank account: its number and IFSC in the bank file, masked elsewhere', async () => {
    await adminSession()
    const shop = await sellerWithPayable('Bank Account Weaves', 60_000)
    const account = await ctx.app.inject({
      method: 'PUT',
      url: '/api/vendor/me/payout-account',
      cookies: shop.cookies,
      payload: {
        kind: 'bank_account',
        holderName: '=Weaves Pvt Ltd',
        accountNumber: '000123456789',
        accountNumberAgain: '000123456789',
        ifsc: 'SBIN0000691',
        currentPassword: TEST_PASSWORD,
      },
    })
    expect(account.statusCode, account.body).toBe(400)
    expect(account.json().error.details.map((d: { path: string }) => d.path)).toEqual(['holderName'])
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: '/api/vendor/me/payout-account',
      cookies: shop.cookies,
      payload: {
        kind: 'bank_account',
        holderName: 'Bank Account Weaves',
        accountNumber: '000123456789',
        accountNumberAgain: '000123456789',
        ifsc: 'SBIN0000691',
        currentPassword: TEST_PASSWORD,
      },
    })
    expect(saved.statusCode, saved.body).toBe(200)
    const due = (await balanceOf(shop.cookies)).payablePaise

    const previewRes = await ctx.app.inject({ url: '/api/admin/payout-runs/preview', cookies: adminCookies })
    expect(previewRes.statusCode, previewRes.body).toBe(200)
    const preview = PayoutRunPreview.parse(previewRes.json())
    expect(preview.methods).toEqual(['manual'])
    expect(preview.payouts.find((p) => p.vendorId === shop.id)).toEqual({
      vendorId: shop.id,
      businessName: 'Bank Account Weaves',
      destination: { kind: 'bank_account', holderName: 'Bank Account Weaves', last4: '6789', ifsc: 'SBIN0000691' },
      amountPaise: due,
    })
    expect(preview.totalPaise).toBe(preview.payouts.reduce((sum, p) => sum + p.amountPaise, 0))
    expect(previewRes.body).not.toContain('000123456789')
    // Nothing was set aside by looking.
    expect((await balanceOf(shop.cookies)).payablePaise).toBe(due)
    expect((await ctx.app.inject({ url: '/api/admin/payout-runs/preview', cookies: shop.cookies })).statusCode).toBe(
      403,
    )

    // A total that is no longer what the admin saw starts nothing.
    const moved = await post('/api/admin/payout-runs', adminCookies, {
      method: 'manual',
      expectedTotalPaise: preview.totalPaise + 1,
    })
    expect(moved.statusCode).toBe(409)
    expect((await balanceOf(shop.cookies)).payablePaise).toBe(due)

    const res = await post('/api/admin/payout-runs', adminCookies, {
      method: 'manual',
      expectedTotalPaise: preview.totalPaise,
    })
    expect(res.statusCode, res.body).toBe(201)
    expect(res.body).not.toContain('000123456789')
    const run = PayoutRunDetail.parse(res.json())
    const payout = run.payouts.find((p) => p.vendorId === shop.id)!
    expect(payout.destination).toEqual({
      kind: 'bank_account',
      holderName: 'Bank Account Weaves',
      last4: '6789',
      ifsc: 'SBIN0000691',
    })

    // The seller moves back to UPI: the payout still names the account it was sent to.
    await ctx.app.inject({
      method: 'PUT',
      url: '/api/vendor/me/payout-account',
      cookies: shop.cookies,
      payload: { kind: 'upi', upiId: 'weaves@okaxis', currentPassword: TEST_PASSWORD },
    })
    const csv = await ctx.app.inject({ url: `/api/admin/payout-runs/${run.id}/csv`, cookies: adminCookies })
    expect(csv.body).toContain(
      `${payout.id},Bank Account Weaves,IMPS,,000123456789,SBIN0000691,${(due / 100).toFixed(2)},Haat payout`,
    )
    const mine = PayoutList.parse(
      (await ctx.app.inject({ url: '/api/vendor/earnings/payouts', cookies: shop.cookies })).json(),
    )
    expect(mine.data[0]!.destination).toMatchObject({ kind: 'bank_account', last4: '6789' })

    const paid = await post(`/api/admin/payouts/${payout.id}/paid`, adminCookies, { reference: 'SBIN526112345678' })
    expect(paid.statusCode, paid.body).toBe(200)
    const [mail] = (await ctx.db.select().from(outbox).where(eq(outbox.kind, 'payout_paid'))).filter(
      (m) => m.to === shop.email,
    )
    expect(mail!.textBody).toContain('to your bank account ••••6789 (IFSC SBIN0000691)')
    expect(mail!.textBody).not.toContain('000123456789')
  })

  it('never pays more than is payable when two runs start at once', async () => {
    const shop = await sellerWithPayable('Race Condition Crafts', 80_000)
    const due = (await balanceOf(shop.cookies)).payablePaise
    const [a, b] = await Promise.all([startRun(), startRun()])
    const runs = [a, b].filter((r) => r.statusCode === 201).map((r) => PayoutRunDetail.parse(r.json()))
    const paidToShop = runs.flatMap((r) => r.payouts).filter((p) => p.vendorId === shop.id)
    expect(paidToShop.map((p) => p.amountPaise)).toEqual([due])
    for (const r of [a, b]) expect([201, 409]).toContain(r.statusCode)
    expect((await balanceOf(shop.cookies)).payablePaise).toBe(0)
  })

  it('a failed payout gives the money back to the balance, and the next run pays it', async () => {
    const shop = await sellerWithPayable('Wrong UPI Stores', 30_000)
    const due = (await balanceOf(shop.cookies)).payablePaise
    const run = PayoutRunDetail.parse((await startRun()).json())
    const payout = run.payouts.find((p) => p.vendorId === shop.id)!
    const failed = await post(`/api/admin/payouts/${payout.id}/failed`, adminCookies, {
      reason: 'The UPI ID does not exist.',
    })
    expect(failed.statusCode, failed.body).toBe(200)
    expect(await balanceOf(shop.cookies)).toMatchObject({ payablePaise: due, paidPaise: 0 })
    const again = PayoutRunDetail.parse((await startRun()).json())
    expect(again.payouts.find((p) => p.vendorId === shop.id)).toMatchObject({ amountPaise: due })
  })

  it('is for admins only', async () => {
    const shop = await seller('Curious Seller')
    const asSeller = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/payout-runs',
      cookies: shop.cookies,
      payload: { method: 'manual' },
    })
    expect(asSeller.statusCode).toBe(403)
    expect((await ctx.app.inject({ url: '/api/admin/payout-runs', cookies: shop.cookies })).statusCode).toBe(403)
    const badMethod = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/payout-runs',
      cookies: adminCookies,
      payload: { method: 'cheque' },
    })
    expect(badMethod.statusCode).toBe(400)
    const notSetUp = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/payout-runs',
      cookies: adminCookies,
      payload: { method: 'razorpayx' },
    })
    expect(notSetUp.statusCode).toBe(409)
    expect(notSetUp.json().error.message).toMatch(/RazorpayX is not set up/)
    expect((await ctx.app.inject({ url: '/api/admin/payout-runs', cookies: adminCookies })).statusCode).toBe(200)
  })
})

describe('the monthly TCS and TDS reports', () => {
  const report = async (kind: 'tcs' | 'tds', month: string) => {
    const res = await ctx.app.inject({
      url: `/api/admin/reports/${kind}?month=${month}`,
      cookies: await adminSession(),
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.headers['content-disposition']).toBe(`attachment; filename="haat-${kind}-${month}.csv"`)
    return res.body.split('\r\n')
  }

  it('TCS per GSTIN, with returns in the month they were accepted', async () => {
    const november = await report('tcs', '2026-11')
    expect(november[0]).toBe(
      'month,seller_gstin,seller_name,gross_taxable_supplies_inr,returns_inr,net_taxable_inr,tcs_cgst_inr,tcs_sgst_inr,tcs_igst_inr',
    )
    expect(november).toContain(
      `2026-11,${gstin('08JLHAB1234F1Z')},Jaipur Ledger House,1951.42,0.00,1951.42,4.88,4.88,0.00`,
    )
    // 3 tees at ₹333.33 (5%): ₹952.37 taxable, ₹2.38 + ₹2.38; one came back in December (the 2
    // kept: ₹634.92 taxable, ₹1.59 + ₹1.59).
    expect(november).toContain(`2026-11,${gstin('08OPLAB1234F1Z')},Odd Paise Ledger,952.37,0.00,952.37,2.38,2.38,0.00`)
    const december = await report('tcs', '2026-12')
    expect(december).toContain(
      `2026-12,${gstin('08OPLAB1234F1Z')},Odd Paise Ledger,0.00,317.45,-317.45,-0.79,-0.79,0.00`,
    )
    // A seller without GSTIN collects no TCS and is not in the report.
    expect(november.some((line) => line.includes('Small Unregistered Shop'))).toBe(false)
  })

  it('TDS per PAN, at 5% where no PAN was given', async () => {
    const november = await report('tds', '2026-11')
    expect(november).toContain('2026-11,JLHAB1234F,Jaipur Ledger House,1951.42,0.00,1951.42,1.95')
    const december = await report('tds', '2026-12')
    expect(december).toContain('2026-12,PAN NOT GIVEN,Small Unregistered Shop,1000.00,0.00,1000.00,50.00')
  })

  it('refuses a bad month and anyone but an admin', async () => {
    const cookies = await adminSession()
    for (const month of ['2026-13', '26-11', '', '2026-11-01']) {
      const res = await ctx.app.inject({ url: `/api/admin/reports/tcs?month=${month}`, cookies })
      expect(res.statusCode, month).toBe(400)
    }
    const shop = await seller('Nosy Seller')
    expect(
      (await ctx.app.inject({ url: '/api/admin/reports/tds?month=2026-11', cookies: shop.cookies })).statusCode,
    ).toBe(403)
  })
})

describe('monthly statements', () => {
  const sellerNamed = async (businessName: string) => {
    const [vendor] = await ctx.db.select().from(vendors).where(eq(vendors.businessName, businessName))
    return { ...vendor!, cookies: await signIn(ctx.app, 'vendor', vendor!.email) }
  }
  const statement = (cookies: Cookies, month: string, format: string) =>
    ctx.app.inject({ url: `/api/vendor/earnings/statements/${month}/${format}`, cookies })

  it('as CSV and PDF: the opening balance, each sale and payout of the month, the closing balance', async () => {
    const jaipur = await sellerNamed('Jaipur Ledger House')
    const csvRes = await statement(jaipur.cookies, '2026-11', 'csv')
    expect(csvRes.statusCode, csvRes.body).toBe(200)
    const lines = csvRes.body.trim().split('\r\n')
    expect(lines[0]).toBe(
      'date,description,sale_inr,commission_inr,fee_inr,gst_inr,tcs_inr,tds_inr,cod_inr,coupon_withheld_inr,payout_inr,net_inr',
    )
    expect(lines[1]).toBe('01 Nov 2026,Opening balance,,,,,,,,,,0.00')
    expect(lines[2]).toMatch(
      /^22 Nov 2026,Delivered: order HT-\w{8},2179\.00,-244\.25,-10\.00,-45\.77,-9\.76,-1\.95,0\.00,0\.00,0\.00,1867\.27$/,
    )
    expect(lines.at(-1)).toBe(',Closing balance,,,,,,,,,,1867.27')

    const pdfRes = await statement(jaipur.cookies, '2026-11', 'pdf')
    expect(pdfRes.headers['content-type']).toBe('application/pdf')
    // A statement is the seller's money: kept by no cache, the browser's included.
    expect(pdfRes.headers['cache-control']).toBe('no-store')
    const text = await pdfText(pdfRes.rawPayload)
    for (const words of [
      'Statement for November 2026',
      'Jaipur Ledger House',
      'Opening balance: ₹0',
      'Closing balance: ₹1,867.27',
    ]) {
      expect(text).toContain(words)
    }
    // Indian digit grouping, and whole rupees without ".00" (the CSV above keeps plain numbers).
    expect(text).toMatch(/HT-\w{8}\s+2,179\s+-244\.25\s+-10\s+-45\.77\s+-9\.76\s+-1\.95\s+1,867\.27/)
    expect(text).not.toMatch(/2179|\.00\b|₹0\.00/)

    const paidSeller = await sellerNamed('Payout Ready Traders')
    const december = (await statement(paidSeller.cookies, '2026-12', 'csv')).body
    expect(december).toContain('(UTR UTR123456789012)')
  })

  it('refuses a bad month or format, and another seller’s session sees only its own', async () => {
    const shop = await seller('Statement Checker')
    expect((await statement(shop.cookies, '2026-13', 'csv')).statusCode).toBe(400)
    expect((await statement(shop.cookies, '2026-11', 'xlsx')).statusCode).toBe(400)
    const own = (await statement(shop.cookies, '2026-11', 'csv')).body
    expect(own).not.toContain('Delivered')
    expect((await ctx.app.inject({ url: '/api/vendor/earnings/statements/2026-11/csv' })).statusCode).toBe(401)
  })

  it('last month’s statement is mailed to each seller once', async () => {
    const now = ctx.clock.now() // December: November's statements are due
    const first = await mailStatements(ctx.db, now, 'http://localhost')
    expect(first).toBeGreaterThanOrEqual(2)
    expect(await mailStatements(ctx.db, now, 'http://localhost')).toBe(0)
    const mails = await ctx.db.select().from(outbox).where(eq(outbox.kind, 'seller_statement'))
    const jaipur = mails.find(
      (m) => m.subject === 'Your Haat statement for November 2026' && m.textBody.includes('Jaipur Ledger House'),
    )
    expect(jaipur?.textBody).toContain('closing balance ₹1,867.27')
  })
})
