import { createHmac } from 'node:crypto'
import { PayoutRunDetail } from '@haat/shared/earnings/payouts'
import { eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../src/app'
import { loadConfig } from '../../src/config'
import { vendors } from '../../src/db/schema/accounts'
import { ledgerEntries, payouts } from '../../src/db/schema/earnings'
import { outbox } from '../../src/db/schema/platform'
import { manualClock } from '../../src/lib/clock'
import { findUnbalancedAccounts } from '../../src/modules/earnings/earnings.repository'
import { makeAdmin, makeVendor, signIn } from '../factories'
import { startFakeRazorpay } from '../payments/fake-razorpay'
import { appClocks, appDatabases, openTestDatabase } from '../test-app'
import type { App } from '../../src/app-type'
import type { Db } from '../../src/db/client'

const WEBHOOK_SECRET = 'test-webhook-secret'
const ACCOUNT_NUMBER = '7878780080316316'

let fake: Awaited<ReturnType<typeof startFakeRazorpay>>
let app: App
let db: Db
let close: () => Promise<void>
let adminCookies: Record<string, string>

beforeAll(async () => {
  fake = await startFakeRazorpay()
  const database = await openTestDatabase()
  const config = loadConfig({
    NODE_ENV: 'test',
    RAZORPAY_KEY_ID: 'rzp_test_haat',
    RAZORPAY_KEY_SECRET: 'test-key-secret',
    RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
    RAZORPAYX_ACCOUNT_NUMBER: ACCOUNT_NUMBER,
  })
  const clock = manualClock(new Date('2026-11-26T10:00:00Z'))
  app = await buildApp({ config, database, clock, razorpayBaseUrl: fake.url, razorpayTimeoutMs: 300 })
  appClocks.set(app, clock)
  appDatabases.set(app, database.db)
  db = database.db
  close = async () => {
    await app.close()
    await database.close()
  }
  adminCookies = await signIn(app, 'admin', (await makeAdmin(db)).email)
})
afterAll(async () => {
  await close?.()
  await fake?.close()
})
afterEach(async () => expect(await findUnbalancedAccounts(db)).toEqual([]))

/** A seller whose sales left `paise` payable (posted straight to its ledger: this is about paying it). */
async function sellerOwed(name: string, paise: number) {
  const vendor = await makeVendor(db, { businessName: name, upiId: `${name.toLowerCase().replace(/\W/g, '')}@okaxis` })
  await db.insert(ledgerEntries).values({
    vendorId: vendor.id,
    posting: 'sale',
    kind: 'sale',
    amountPaise: paise,
    payableAt: new Date('2026-11-01T00:00:00Z'),
    createdAt: new Date('2026-11-01T00:00:00Z'),
  })
  return vendor
}

const startRun = async () => {
  const res = await app.inject({
    method: 'POST',
    url: '/api/admin/payout-runs',
    cookies: adminCookies,
    payload: { method: 'razorpayx' },
  })
  expect(res.statusCode, res.body).toBe(201)
  return PayoutRunDetail.parse(res.json())
}

const payoutOf = async (vendorId: string) => (await db.select().from(payouts).where(eq(payouts.vendorId, vendorId)))[0]!

async function webhook(event: string, entity: Record<string, unknown>, eventId: string) {
  const raw = JSON.stringify({ event, payload: { payout: { entity } } })
  const res = await app.inject({
    method: 'POST',
    url: '/api/payments/razorpay/webhook',
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': createHmac('sha256', WEBHOOK_SECRET).update(raw).digest('hex'),
      'x-razorpay-event-id': eventId,
    },
    payload: raw,
  })
  expect(res.statusCode).toBe(200)
}

describe('payouts through RazorpayX', () => {
  it('sends each payout to the seller’s UPI ID with its idempotency key; the processed webhook marks it paid', async () => {
    const seller = await sellerOwed('Razor Ready Crafts', 250_000)
    const run = await startRun()
    const payout = run.payouts.find((p) => p.vendorId === seller.id)!
    expect(payout).toMatchObject({ amountPaise: 250_000, status: 'processing' })
    const row = await payoutOf(seller.id)
    const request = fake.payoutRequests.find((r) => r.key === row.idempotencyKey)!
    expect(request.body).toMatchObject({
      account_number: ACCOUNT_NUMBER,
      amount: 250_000,
      currency: 'INR',
      mode: 'UPI',
      reference_id: row.id,
      fund_account: { account_type: 'vpa', vpa: { address: seller.upiId } },
    })

    fake.finishPayout(row.providerPayoutId!, 'processed', 'UPI532612345678')
    // Events are checked with RazorpayX: a forged status in the event changes nothing by itself.
    await webhook('payout.processed', { id: row.providerPayoutId, reference_id: row.id, status: 'processed' }, 'evt_p1')
    await expect.poll(async () => (await payoutOf(seller.id)).status).toBe('paid')
    expect(await payoutOf(seller.id)).toMatchObject({ reference: 'UPI532612345678' })
    const mails = await db.select().from(outbox).where(eq(outbox.kind, 'payout_paid'))
    expect(mails.filter((m) => m.to === seller.email)).toHaveLength(1)
  })

  it('pays a bank account by IMPS to a bank_account fund account; the preview offers RazorpayX', async () => {
    const seller = await sellerOwed('Bank Paid Pottery', 180_000)
    await db
      .update(vendors)
      .set({
        payoutKind: 'bank_account',
        upiId: null,
        bankAccountHolder: 'Bank Paid Pottery',
        bankAccountNumber: '50100123456789',
        bankIfsc: 'HDFC0001234',
      })
      .where(eq(vendors.id, seller.id))
    const preview = await app.inject({ url: '/api/admin/payout-runs/preview', cookies: adminCookies })
    expect(preview.json().methods).toEqual(['manual', 'razorpayx'])
    const run = await startRun()
    expect(run.payouts.find((p) => p.vendorId === seller.id)).toMatchObject({
      status: 'processing',
      destination: { kind: 'bank_account', last4: '6789', ifsc: 'HDFC0001234' },
    })
    const row = await payoutOf(seller.id)
    const request = fake.payoutRequests.find((r) => r.key === row.idempotencyKey)!
    expect(request.body).toMatchObject({
      amount: 180_000,
      mode: 'IMPS',
      fund_account: {
        account_type: 'bank_account',
        bank_account: { name: 'Bank Paid Pottery', ifsc: 'HDFC0001234', account_number: '50100123456789' },
      },
    })
    expect(request.body.fund_account).not.toHaveProperty('vpa')
    const made = fake.payouts().find((p) => p.reference_id === row.id)!
    expect(made.fund_account).toMatchObject({ account_type: 'bank_account', bank_account: { bank_name: 'HDFC Bank' } })

    fake.finishPayout(row.providerPayoutId!, 'processed', 'HDFCN52612345678')
    await app.jobs.sendPayouts()
    expect(await payoutOf(seller.id)).toMatchObject({ status: 'paid', reference: 'HDFCN52612345678' })
  })

  it('cannot be recorded by hand: RazorpayX says how it ends', async () => {
    const seller = await sellerOwed('Hands Off Handlooms', 150_000)
    await startRun()
    const row = await payoutOf(seller.id)
    const res = await app.inject({
      method: 'POST',
      url: `/api/admin/payouts/${row.id}/paid`,
      cookies: adminCookies,
      payload: { reference: 'UTR000000000001' },
    })
    expect(res.statusCode).toBe(409)
    expect((await payoutOf(seller.id)).status).toBe('processing')
  })

  it('a call whose answer was lost is sent again with the same key, and RazorpayX pays once', async () => {
    const seller = await sellerOwed('Lost Answer Traders', 120_000)
    fake.hangNextPayout(1_000) // longer than the 300 ms the server waits
    const run = await startRun()
    expect(run.payouts.find((p) => p.vendorId === seller.id)).toMatchObject({ status: 'pending' })
    await new Promise((resolve) => setTimeout(resolve, 1_100))
    expect(await app.jobs.sendPayouts()).toBeGreaterThanOrEqual(1)
    const row = await payoutOf(seller.id)
    expect(row.status).toBe('processing')
    const sent = fake.payoutRequests.filter((r) => r.key === row.idempotencyKey)
    expect(sent).toHaveLength(2)
    expect(fake.payouts().filter((p) => p.reference_id === row.id)).toHaveLength(1)
  })

  it('a reversed payout found by asking RazorpayX gives the money back to the balance', async () => {
    const seller = await sellerOwed('Invalid VPA Stores', 90_000)
    await startRun()
    const row = await payoutOf(seller.id)
    fake.finishPayout(row.providerPayoutId!, 'reversed', 'The beneficiary VPA is invalid.')
    await app.jobs.sendPayouts()
    expect(await payoutOf(seller.id)).toMatchObject({
      status: 'failed',
      failureReason: 'The beneficiary VPA is invalid.',
    })
    const back = await db.select().from(ledgerEntries).where(eq(ledgerEntries.payoutId, row.id))
    expect(back.map((e) => e.amountPaise).sort((a, b) => a - b)).toEqual([-90_000, 90_000])
  })
})
