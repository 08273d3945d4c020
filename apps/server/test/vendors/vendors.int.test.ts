import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SELLER_REVIEW_WORKING_DAYS } from '@haat/shared/accounts/seller-review'
import { gstinCheckCharacter } from '@haat/shared/india'
import { vendors } from '../../src/db/schema/accounts'
import { auditLog, outbox } from '../../src/db/schema/platform'
import { TEST_PASSWORD, makeAdmin, makeCustomer, makeVendor, signIn, signUp } from '../factories'
import { createTestApp, type TestContext } from '../test-app'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestApp()
})
afterAll(() => ctx.close())

const gstin = (() => {
  const first14 = '08ABCDE1234F1Z'
  return first14 + gstinCheckCharacter(first14)
})()
const application = (email: string) => ({
  businessName: 'Jaipur Block Prints',
  businessType: 'partnership',
  gstin,
  pan: 'ABCDE1234F',
  ownerName: 'Meena Kumari',
  email,
  phone: '9829012345',
  address: '21 Johari Bazaar',
  city: 'Jaipur',
  state: 'Rajasthan',
  pin: '302003',
  upiId: 'jaipurprints@okicici',
  password: 'Seller-pass-1',
  acceptTerms: true,
})
/** The application, then the code mailed to its e-mail: the confirmation's reply (a refusal of the form as it is). */
const apply = (payload: Record<string, unknown>) => signUp(ctx.app, 'vendor', payload)

describe('vendor application', () => {
  it('records a pending application, e-mails the admins, and does not sign in', async () => {
    const admin = await makeAdmin(ctx.db)
    const res = await apply(application('prints@example.com'))
    expect(res.statusCode).toBe(201)
    expect(res.json().vendor).toMatchObject({
      status: 'pending',
      businessName: 'Jaipur Block Prints',
      gstin,
      phone: '+919829012345',
    })
    expect(res.cookies).toHaveLength(0)
    const mails = await ctx.db.select().from(outbox).where(eq(outbox.kind, 'vendor-application'))
    expect(mails.map((m) => m.to)).toContain(admin.email)
    expect(mails[0]!.textBody).toContain('Jaipur Block Prints')
    const [received] = await ctx.db.select().from(outbox).where(eq(outbox.kind, 'vendor-applied'))
    expect(received).toMatchObject({ to: 'prints@example.com', subject: 'We received your Haat seller application' })
    expect(received!.textBody).toContain(`within ${SELLER_REVIEW_WORKING_DAYS} working days`)
  })

  it('never takes approval from the body', async () => {
    const res = await apply({ ...application('sneaky@example.com'), status: 'approved', isApproved: true, id: 'x' })
    expect(res.statusCode).toBe(201)
    const [row] = await ctx.db.select().from(vendors).where(eq(vendors.email, 'sneaky@example.com'))
    expect(row!.status).toBe('pending')
  })

  it('accepts an application without a GSTIN, but never without a PAN', async () => {
    const res = await apply({ ...application('nogst@example.com'), gstin: '', pan: 'pqrst6789u' })
    expect(res.statusCode).toBe(201)
    expect(res.json().vendor).toMatchObject({ gstin: null, pan: 'PQRST6789U' })
  })

  it.each([
    [{ gstin: '08ABCDE1234F1Z9' }, 'gstin'],
    [{ pan: undefined }, 'pan'],
    [{ pan: 'ABCDE1234' }, 'pan'],
    [{ pan: 'ZZZZZ9999Z' }, 'pan'],
    [{ upiId: 'not-a-upi' }, 'upiId'],
    [{ businessType: 'trust' }, 'businessType'],
    [{ pin: '000001' }, 'pin'],
    [{ state: 'Gondor' }, 'state'],
    [{ phone: '12345' }, 'phone'],
    [{ businessName: ' ' }, 'businessName'],
    [{ acceptTerms: false }, 'acceptTerms'],
  ])('names the wrong field: %j', async (patch, path) => {
    const res = await apply({ ...application('bad@example.com'), ...patch })
    expect(res.statusCode).toBe(400)
    expect(res.json().error.details.map((d: { path: string }) => d.path)).toEqual([path])
  })

  it('answers a second application with the same e-mail as a new one, and mails the seller instead', async () => {
    const seller = await makeVendor(ctx.db, { email: 'twice@example.com' })
    const form = (email: string) => ({
      method: 'POST' as const,
      url: '/api/auth/vendor/register',
      payload: application(email),
    })
    const [taken, fresh] = await Promise.all([
      ctx.app.inject({ ...form('TWICE@example.com'), remoteAddress: '10.5.0.1' }),
      ctx.app.inject({ ...form('once@example.com'), remoteAddress: '10.5.0.2' }),
    ])
    expect(taken.statusCode).toBe(202)
    expect(taken.json()).toEqual({ ...fresh.json(), email: 'twice@example.com' })
    const toSeller = await ctx.db.select().from(outbox).where(eq(outbox.to, seller.email))
    expect(toSeller.map((m) => m.kind)).toEqual(['registration_attempt'])
    expect(toSeller[0]!.textBody).toContain('Haat seller account')
    expect(toSeller[0]!.textBody).toContain('/vendor-login')
    expect(toSeller[0]!.textBody).toContain('/forgot-password-vendor')
    // No application until the code comes back; none at all for the taken e-mail.
    expect(await ctx.db.select().from(vendors).where(eq(vendors.email, 'once@example.com'))).toEqual([])
    const announced = await ctx.db.select().from(outbox).where(eq(outbox.kind, 'vendor-application'))
    expect(announced.filter((m) => /once@|twice@/i.test(m.textBody))).toEqual([])
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/vendor/register/confirm',
      payload: { email: 'twice@example.com', code: '123456' },
    })
    expect(refused.statusCode).toBe(400)
    expect(refused.json().error.details).toEqual([{ path: 'code', message: expect.stringContaining('not right') }])
  })
})

describe('vendor sign-in and approval', () => {
  it('signs a pending vendor in, who may read only its own application status', async () => {
    const vendor = await makeVendor(ctx.db, { status: 'pending' })
    const cookies = await signIn(ctx.app, 'vendor', vendor.email)
    const me = await ctx.app.inject({ url: '/api/vendor/me', cookies })
    expect(me.statusCode).toBe(200)
    expect(me.json()).toMatchObject({ status: 'pending', email: vendor.email })
    expect(me.body).not.toMatch(/argon/)
    const session = (await ctx.app.inject({ url: '/api/session', cookies })).json()
    expect(session.vendor).toMatchObject({ id: vendor.id, status: 'pending' })
  })

  it('shows a rejected vendor the reason', async () => {
    const vendor = await makeVendor(ctx.db, {
      status: 'rejected',
      rejectionReason: 'GSTIN does not match the business name.',
    })
    const cookies = await signIn(ctx.app, 'vendor', vendor.email)
    const me = (await ctx.app.inject({ url: '/api/vendor/me', cookies })).json()
    expect(me).toMatchObject({ status: 'rejected', rejectionReason: 'GSTIN does not match the business name.' })
  })

  it('refuses a deactivated vendor at sign-in', async () => {
    const vendor = await makeVendor(ctx.db, { isActive: false })
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/vendor/login',
      payload: { email: vendor.email, password: TEST_PASSWORD },
    })
    expect(res.statusCode).toBe(401)
  })

  it('needs a vendor session for /api/vendor/me', async () => {
    expect((await ctx.app.inject('/api/vendor/me')).statusCode).toBe(401)
  })
})

describe('store settings', () => {
  const settings = (overrides: object = {}) => {
    const { password: _p, acceptTerms: _a, ...fields } = application('settings@example.com')
    return { ...fields, ...overrides }
  }
  const patch = (cookies: Record<string, string>, payload: object) =>
    ctx.app.inject({ method: 'PATCH', url: '/api/vendor/me', cookies, payload })

  it('saves the business details and records a new business name for the admins', async () => {
    const vendor = await makeVendor(ctx.db)
    const cookies = await signIn(ctx.app, 'vendor', vendor.email)
    const res = await patch(
      cookies,
      settings({ email: vendor.email, businessName: 'Jaipur Prints Co.', upiId: vendor.upiId }),
    )
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      businessName: 'Jaipur Prints Co.',
      city: 'Jaipur',
      phone: '+919829012345',
      gstin,
      pendingEmail: null,
    })
    const audit = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, vendor.id), eq(auditLog.action, 'vendor.settings_update')))
    expect(audit).toHaveLength(1)
    expect(audit[0]).toMatchObject({ actorKind: 'vendor', action: 'vendor.settings_update' })
    expect(audit[0]!.details).toEqual({ businessName: { from: vendor.businessName, to: 'Jaipur Prints Co.' } })
  })

  it('records nothing when the name does not change, and clears an emptied GSTIN', async () => {
    const vendor = await makeVendor(ctx.db, { gstin })
    const cookies = await signIn(ctx.app, 'vendor', vendor.email)
    const res = await patch(
      cookies,
      settings({ email: vendor.email, businessName: vendor.businessName, upiId: vendor.upiId, gstin: '' }),
    )
    expect(res.statusCode).toBe(200)
    expect(res.json().gstin).toBeNull()
    expect(
      await ctx.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityId, vendor.id), eq(auditLog.action, 'vendor.settings_update'))),
    ).toHaveLength(0)
  })

  it.each([
    [{ gstin: '08ABCDE1234F1Z9' }, 'gstin'],
    [{ pan: 'ZZZZZ9999Z' }, 'pan'],
    [{ pin: '012345' }, 'pin'],
    [{ email: 'not-an-email' }, 'email'],
    [{ businessName: '' }, 'businessName'],
  ])('validates like the application: %j', async (change, path) => {
    const vendor = await makeVendor(ctx.db)
    const cookies = await signIn(ctx.app, 'vendor', vendor.email)
    const res = await patch(cookies, settings({ email: vendor.email, ...change }))
    expect(res.statusCode).toBe(400)
    expect(res.json().error.details.map((d: { path: string }) => d.path)).toEqual([path])
    const [row] = await ctx.db.select().from(vendors).where(eq(vendors.id, vendor.id))
    expect(row!.businessName).toBe(vendor.businessName)
  })

  it("refuses another seller's e-mail with 409, and ignores status fields in the body", async () => {
    const other = await makeVendor(ctx.db)
    const vendor = await makeVendor(ctx.db, { status: 'approved' })
    const cookies = await signIn(ctx.app, 'vendor', vendor.email)
    const taken = await patch(cookies, settings({ email: other.email.toUpperCase(), currentPassword: TEST_PASSWORD }))
    expect(taken.statusCode).toBe(409)
    const res = await patch(
      cookies,
      settings({ email: vendor.email, upiId: vendor.upiId, status: 'rejected', isActive: false, id: other.id }),
    )
    expect(res.statusCode).toBe(200)
    const [row] = await ctx.db.select().from(vendors).where(eq(vendors.id, vendor.id))
    expect(row).toMatchObject({ status: 'approved', isActive: true })
  })

  it('changes the sign-in e-mail only with the current password, and records it', async () => {
    const vendor = await makeVendor(ctx.db)
    const cookies = await signIn(ctx.app, 'vendor', vendor.email)
    const newEmail = `moved-${vendor.email}`
    const missing = await patch(cookies, settings({ email: newEmail }))
    expect(missing.statusCode).toBe(400)
    expect(missing.json().error.details).toEqual([
      { path: 'currentPassword', message: 'Enter your current password to change the e-mail.' },
    ])
    const wrong = await patch(cookies, settings({ email: newEmail, currentPassword: 'Not-the-password-1' }))
    expect(wrong.statusCode).toBe(401)
    expect(wrong.json().error.details[0].path).toBe('currentPassword')
    let [row] = await ctx.db.select().from(vendors).where(eq(vendors.id, vendor.id))
    expect(row!.email).toBe(vendor.email)

    const requested = await patch(cookies, settings({ email: newEmail, currentPassword: TEST_PASSWORD }))
    expect(requested.statusCode).toBe(200)
    expect(requested.json()).toMatchObject({ email: vendor.email, pendingEmail: newEmail })
    // Nothing moves until the link mailed to the new address is opened.
    ;[row] = await ctx.db.select().from(vendors).where(eq(vendors.id, vendor.id))
    expect(row!.email).toBe(vendor.email)
    const [link] = await ctx.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, newEmail), eq(outbox.kind, 'email_change')))
    const token = /confirm-email\?token=([\w-]+)/.exec(link!.textBody)![1]
    const confirmed = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/email-change/confirm',
      payload: { token },
    })
    expect(confirmed.statusCode).toBe(200)
    expect(confirmed.json()).toMatchObject({ kind: 'vendor', email: newEmail })
    ;[row] = await ctx.db.select().from(vendors).where(eq(vendors.id, vendor.id))
    expect(row!.email).toBe(newEmail)
    const [audit] = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, vendor.id), eq(auditLog.action, 'auth.email.changed')))
    expect(audit!.details).toEqual({ email: { from: vendor.email, to: newEmail } })
    expect((await signIn(ctx.app, 'vendor', newEmail)).haat_vendor).toBeTruthy()
  })

  it('is refused to a pending vendor and a customer (403), and a signed-out caller (401)', async () => {
    const pending = await makeVendor(ctx.db, { status: 'pending' })
    const pendingCookies = await signIn(ctx.app, 'vendor', pending.email)
    expect((await patch(pendingCookies, settings({ email: pending.email }))).statusCode).toBe(403)
    const customer = await makeCustomer(ctx.db)
    const customerCookies = await signIn(ctx.app, 'customer', customer.email!)
    expect((await patch(customerCookies, settings())).statusCode).toBe(403)
    expect((await patch({}, settings())).statusCode).toBe(401)
  })

  it('changes the password after checking the current one, and ends the other sessions', async () => {
    const vendor = await makeVendor(ctx.db)
    const cookies = await signIn(ctx.app, 'vendor', vendor.email)
    const otherDevice = await signIn(ctx.app, 'vendor', vendor.email)
    const change = (payload: object) =>
      ctx.app.inject({ method: 'POST', url: '/api/vendor/me/password', cookies, payload })

    const wrong = await change({ currentPassword: 'not-the-password', newPassword: 'Brand-new-pass-1' })
    expect(wrong.statusCode).toBe(401)
    expect(wrong.json().error.code).toBe('INVALID_CREDENTIALS')
    expect((await change({ currentPassword: TEST_PASSWORD, newPassword: 'short' })).statusCode).toBe(400)

    expect((await change({ currentPassword: TEST_PASSWORD, newPassword: 'Brand-new-pass-1' })).statusCode).toBe(204)
    expect((await ctx.app.inject({ url: '/api/vendor/me', cookies })).statusCode).toBe(200)
    expect((await ctx.app.inject({ url: '/api/vendor/me', cookies: otherDevice })).statusCode).toBe(401)
    await expect(signIn(ctx.app, 'vendor', vendor.email)).rejects.toThrow()
    await signIn(ctx.app, 'vendor', vendor.email, 'Brand-new-pass-1')
  })
})
