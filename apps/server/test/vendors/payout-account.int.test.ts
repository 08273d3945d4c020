import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { vendors } from '../../src/db/schema/accounts'
import { auditLog, outbox } from '../../src/db/schema/platform'
import { TEST_PASSWORD, makeVendor, signIn } from '../factories'
import { createTestApp, type TestContext } from '../test-app'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestApp()
})
afterAll(() => ctx.close())

const put = (cookies: Record<string, string>, payload: object) =>
  ctx.app.inject({ method: 'PUT', url: '/api/vendor/me/payout-account', cookies, payload })
const bank = (overrides: object = {}) => ({
  kind: 'bank_account',
  holderName: 'Meena Kumari',
  accountNumber: '5010 0123 4567 89',
  accountNumberAgain: '50100123456789',
  ifsc: 'hdfc0001234',
  currentPassword: TEST_PASSWORD,
  ...overrides,
})
const rowOf = async (id: string) => (await ctx.db.select().from(vendors).where(eq(vendors.id, id)))[0]!
const noticesTo = (email: string) =>
  ctx.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.to, email), eq(outbox.kind, 'security_notice')))

describe('the payout account', () => {
  it('takes a bank account with the current password, shows it masked, audits it masked and mails the seller', async () => {
    const vendor = await makeVendor(ctx.db)
    const cookies = await signIn(ctx.app, 'vendor', vendor.email)
    const res = await put(cookies, bank())
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().payout).toEqual({
      kind: 'bank_account',
      holderName: 'Meena Kumari',
      last4: '6789',
      ifsc: 'HDFC0001234',
    })
    expect(res.body).not.toContain('50100123456789')
    expect(await rowOf(vendor.id)).toMatchObject({
      payoutKind: 'bank_account',
      upiId: null,
      bankAccountNumber: '50100123456789',
      bankIfsc: 'HDFC0001234',
    })
    // Read back by the seller too, masked.
    const me = await ctx.app.inject({ url: '/api/vendor/me', cookies })
    expect(me.json().payout).toMatchObject({ kind: 'bank_account', last4: '6789' })
    expect(me.body).not.toContain('50100123456789')

    const [audit] = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, vendor.id), eq(auditLog.action, 'vendor.payout_account_changed')))
    expect(audit!.details).toEqual({
      from: { kind: 'upi', upiId: vendor.upiId },
      to: { kind: 'bank_account', holderName: 'Meena Kumari', last4: '6789', ifsc: 'HDFC0001234' },
    })
    const notices = await noticesTo(vendor.email)
    expect(notices.map((n) => n.subject)).toEqual(['Security notice: the account your payouts go to was changed'])
    expect(notices[0]!.textBody).toContain(
      'Payouts now go to the bank account ••••6789 (IFSC HDFC0001234) of Meena Kumari.',
    )
    expect(notices[0]!.textBody).not.toContain('50100123456789')

    // Back to UPI: the bank account's columns are emptied.
    const upi = await put(cookies, { kind: 'upi', upiId: 'meena@okaxis', currentPassword: TEST_PASSWORD })
    expect(upi.json().payout).toEqual({ kind: 'upi', upiId: 'meena@okaxis' })
    expect(await rowOf(vendor.id)).toMatchObject({ payoutKind: 'upi', upiId: 'meena@okaxis', bankAccountNumber: null })
    expect(await noticesTo(vendor.email)).toHaveLength(2)
  })

  it('changes a UPI ID to another with the notice sellers know, and records nothing when nothing changed', async () => {
    const vendor = await makeVendor(ctx.db)
    const cookies = await signIn(ctx.app, 'vendor', vendor.email)
    const same = await put(cookies, { kind: 'upi', upiId: vendor.upiId, currentPassword: TEST_PASSWORD })
    expect(same.statusCode).toBe(200)
    expect(await noticesTo(vendor.email)).toHaveLength(0)
    const res = await put(cookies, { kind: 'upi', upiId: 'newpay@okhdfc', currentPassword: TEST_PASSWORD })
    expect(res.statusCode).toBe(200)
    const [audit] = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, vendor.id), eq(auditLog.action, 'vendor.upi_changed')))
    expect(audit!.details).toEqual({
      from: { kind: 'upi', upiId: vendor.upiId },
      to: { kind: 'upi', upiId: 'newpay@okhdfc' },
    })
    const notices = await noticesTo(vendor.email)
    expect(notices.map((n) => n.subject)).toEqual(['Security notice: your payout UPI id was changed'])
    expect(notices[0]!.textBody).toContain('Payouts now go to newpay@okhdfc.')
  })

  it('needs the current password: 400 without it, 401 when wrong, and nothing changes', async () => {
    const vendor = await makeVendor(ctx.db)
    const cookies = await signIn(ctx.app, 'vendor', vendor.email)
    const missing = await put(cookies, bank({ currentPassword: undefined }))
    expect(missing.statusCode).toBe(400)
    expect(missing.json().error.details).toEqual([
      { path: 'currentPassword', message: 'Enter your current password to change where payouts go.' },
    ])
    const wrong = await put(cookies, bank({ currentPassword: 'Not-the-password-1' }))
    expect(wrong.statusCode).toBe(401)
    expect(await rowOf(vendor.id)).toMatchObject({ payoutKind: 'upi', upiId: vendor.upiId })
  })

  it.each([
    [{ ifsc: 'HDFC1234567' }, 'ifsc'],
    [{ ifsc: 'HDF00001234' }, 'ifsc'],
    [{ accountNumberAgain: '50100123456788' }, 'accountNumberAgain'],
    [{ accountNumber: '12345', accountNumberAgain: '12345' }, 'accountNumber'],
    [{ accountNumber: '5010012345678X', accountNumberAgain: '5010012345678X' }, 'accountNumber'],
    [{ holderName: 'M' }, 'holderName'],
    [{ kind: 'cheque' }, 'kind'],
  ])('names the wrong field in the one error shape: %j', async (change, path) => {
    const vendor = await makeVendor(ctx.db)
    const cookies = await signIn(ctx.app, 'vendor', vendor.email)
    const res = await put(cookies, bank(change))
    expect(res.statusCode).toBe(400)
    expect(res.json().error.code).toBe('VALIDATION')
    expect(res.json().error.details.map((d: { path: string }) => d.path)).toEqual([path])
    expect((await rowOf(vendor.id)).payoutKind).toBe('upi')
  })

  it('is for approved sellers only', async () => {
    expect((await put({}, bank())).statusCode).toBe(401)
    const pending = await makeVendor(ctx.db, { status: 'pending' })
    const cookies = await signIn(ctx.app, 'vendor', pending.email)
    expect((await put(cookies, bank())).statusCode).toBe(403)
    expect((await ctx.app.inject({ url: '/api/vendor/ifsc/HDFC0001234', cookies })).statusCode).toBe(403)
  })
})

describe('the bank of an IFSC', () => {
  it('names the bank from the directory Haat ships, a sublet’s own bank, or none', async () => {
    const vendor = await makeVendor(ctx.db)
    const cookies = await signIn(ctx.app, 'vendor', vendor.email)
    const look = async (ifsc: string) => ctx.app.inject({ url: `/api/vendor/ifsc/${ifsc}`, cookies })
    expect((await look('hdfc0001234')).json()).toEqual({ ifsc: 'HDFC0001234', bank: 'HDFC Bank' })
    expect((await look('SBIN0000691')).json()).toEqual({ ifsc: 'SBIN0000691', bank: 'State Bank of India' })
    // An HDFC code lent to a co-operative bank.
    expect((await look('HDFC0CAACOB')).json().bank).toBe('Akhand Anand Co.op Bank')
    // A bank with no prefix of its own, keyed IXXX by the directory, reached through ICICI's branch.
    expect((await look('ICIC00ICBLP')).json().bank).toBe('Indrayani Co-operative Bank')
    expect((await look('QQQQ0000001')).json()).toEqual({ ifsc: 'QQQQ0000001', bank: null })
    const bad = await look('HDFC1234')
    expect(bad.statusCode).toBe(400)
    expect(bad.json().error.code).toBe('VALIDATION')
  })
})
