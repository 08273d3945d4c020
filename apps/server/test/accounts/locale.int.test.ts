import { randomUUID } from 'node:crypto'
import { SessionInfo } from '@haat/shared/accounts/session'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { customers, vendors } from '../../src/db/schema/accounts'
import { outbox } from '../../src/db/schema/platform'
import {
  customerSession,
  makeAdmin,
  makeCategory,
  makeCustomer,
  makeProduct,
  makeVendor,
  registerCustomer,
  signIn,
  TEST_PASSWORD,
  TEST_SHIPPING,
  putInCart,
} from '../factories'
import { createTestApp, type TestContext } from '../test-app'

let ctx: TestContext

beforeAll(async () => {
  ctx = await createTestApp()
})
afterAll(() => ctx?.close())

const localeOf = async (id: string) =>
  (await ctx.db.select({ locale: customers.locale }).from(customers).where(eq(customers.id, id)))[0]?.locale

const login = (email: string, cookies: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/customer/login',
    payload: { email, password: TEST_PASSWORD },
    cookies,
  })

const langCookie = (res: { cookies: { name: string; value: string }[] }) =>
  res.cookies.find((c) => c.name === 'lang')?.value

describe('PUT /api/locale', () => {
  it('sets the cookie for a visitor, and saves the language on the signed-in account', async () => {
    const visitor = await ctx.app.inject({ method: 'PUT', url: '/api/locale', payload: { locale: 'hi-IN' } })
    expect(visitor.statusCode).toBe(204)
    expect(langCookie(visitor)).toBe('hi-IN')

    const { customer, cookies } = await customerSession(ctx)
    expect(await localeOf(customer.id)).toBe('en-IN')
    const res = await ctx.app.inject({ method: 'PUT', url: '/api/locale', cookies, payload: { locale: 'hi-IN' } })
    expect(res.statusCode).toBe(204)
    expect(await localeOf(customer.id)).toBe('hi-IN')
    const session = SessionInfo.parse((await ctx.app.inject({ method: 'GET', url: '/api/session', cookies })).json())
    expect(session.customer?.locale).toBe('hi-IN')
  })

  it('saves it for a signed-in seller too', async () => {
    const vendor = await makeVendor(ctx.db)
    const signedIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/vendor/login',
      payload: { email: vendor.email, password: TEST_PASSWORD },
    })
    const cookies = Object.fromEntries(signedIn.cookies.map((c) => [c.name, c.value]))
    await ctx.app.inject({ method: 'PUT', url: '/api/locale', cookies, payload: { locale: 'hi-IN' } })
    const [row] = await ctx.db.select({ locale: vendors.locale }).from(vendors).where(eq(vendors.id, vendor.id))
    expect(row?.locale).toBe('hi-IN')
  })

  it('refuses anything but English or Hindi, in the one error shape, changing nothing', async () => {
    const { customer, cookies } = await customerSession(ctx)
    for (const payload of [{ locale: 'fr-FR' }, { locale: '' }, {}, { locale: ['hi-IN'] }]) {
      const res = await ctx.app.inject({ method: 'PUT', url: '/api/locale', cookies, payload })
      expect(res.statusCode, JSON.stringify(payload)).toBe(400)
      expect(res.json().error.code).toBe('VALIDATION')
      expect(res.cookies.find((c) => c.name === 'lang')).toBeUndefined()
    }
    expect(await localeOf(customer.id)).toBe('en-IN')
  })
})

describe('the language at sign-in', () => {
  it('a language chosen on this browser becomes the account’s', async () => {
    const customer = await makeCustomer(ctx.db)
    const res = await login(customer.email!, { lang: 'hi-IN' })
    expect(res.statusCode).toBe(200)
    expect(await localeOf(customer.id)).toBe('hi-IN')
  })

  it('without a choice here, the account’s language comes to the browser', async () => {
    const customer = await makeCustomer(ctx.db, { locale: 'hi-IN' })
    const res = await login(customer.email!)
    expect(langCookie(res)).toBe('hi-IN')
    expect(await localeOf(customer.id)).toBe('hi-IN')
    // An English account on a browser with no choice: nothing to set.
    const english = await makeCustomer(ctx.db)
    expect(langCookie(await login(english.email!))).toBeUndefined()
  })

  it('a forged cookie is no choice', async () => {
    const customer = await makeCustomer(ctx.db, { locale: 'hi-IN' })
    await login(customer.email!, { lang: "hi-IN'; drop table customers; --" })
    expect(await localeOf(customer.id)).toBe('hi-IN')
  })
})

describe('mails in the recipient’s language', () => {
  it('sends a Hindi reader’s order confirmation in Hindi, and an English reader’s in English', async () => {
    const vendorId = (await makeVendor(ctx.db)).id
    const categoryId = (await makeCategory(ctx.db)).id
    const product = await makeProduct(ctx.db, { vendorId, categoryId, name: 'Brass Diya', pricePaise: 29_900 })
    const mailFor = async (locale: 'en-IN' | 'hi-IN') => {
      const { customer, cookies } = await customerSession(ctx, { locale })
      await putInCart(ctx.db, { customerId: customer.id, productId: product.id, quantity: 2 })
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/orders',
        cookies,
        payload: {
          shipping: { ...TEST_SHIPPING, email: customer.email },
          paymentMethod: 'cod',
          idempotencyKey: randomUUID(),
        },
      })
      expect(res.statusCode, res.body).toBe(201)
      const orderNo = (res.json() as { orderNo: string }).orderNo
      const [mail] = await ctx.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.kind, 'order_confirmation'), eq(outbox.to, customer.email!)))
      return { mail: mail!, orderNo }
    }

    const hindi = await mailFor('hi-IN')
    expect(hindi.mail.subject).toBe(`आपका Haat ऑर्डर ${hindi.orderNo} कन्फ़र्म हो गया है`)
    expect(hindi.mail.htmlBody).toContain('<html lang="hi-IN">')
    expect(hindi.mail.textBody).toContain('कैश ऑन डिलीवरी')
    expect(hindi.mail.textBody).toContain('अपना ऑर्डर ट्रैक करें')
    // Seller data stays as written; money stays ₹ with Indian grouping.
    expect(hindi.mail.textBody).toContain('2 × Brass Diya: ₹598')
    expect(hindi.mail.textBody).not.toContain('Thank you')

    const english = await mailFor('en-IN')
    expect(english.mail.subject).toBe(`Your Haat order ${english.orderNo} is confirmed`)
    expect(english.mail.htmlBody).toContain('<html lang="en-IN">')
    expect(english.mail.textBody).toContain('Cash on Delivery')
  })
})

describe('account mails in the reader’s language', () => {
  const queued = async (kind: string, to: string) =>
    ctx.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, kind), eq(outbox.to, to)))

  it('sends a Hindi-reading customer’s password-reset code in Hindi, and an English reader’s in English', async () => {
    for (const locale of ['hi-IN', 'en-IN'] as const) {
      const customer = await makeCustomer(ctx.db, { locale })
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/customer/password-reset/request',
        payload: { email: customer.email },
      })
      expect(res.statusCode, res.body).toBe(200)
      const mails = await queued('otp', customer.email!)
      expect(mails).toHaveLength(1)
      expect(mails[0]!.htmlBody).toContain(`<html lang="${locale}">`)
      expect(mails[0]!.subject).toBe(locale === 'hi-IN' ? 'आपका Haat पासवर्ड रीसेट कोड' : 'Your Haat password reset code')
    }
  })

  it('sends a Hindi-reading seller’s approval in Hindi', async () => {
    const admin = await makeAdmin(ctx.db)
    const cookies = await signIn(ctx.app, 'admin', admin.email)
    const vendor = await makeVendor(ctx.db, { status: 'pending', locale: 'hi-IN' })
    const res = await ctx.app.inject({ method: 'POST', url: `/api/admin/vendors/${vendor.id}/approve`, cookies })
    expect(res.statusCode, res.body).toBe(200)
    const mails = await queued('vendor-approved', vendor.email)
    expect(mails).toHaveLength(1)
    expect(mails[0]!.htmlBody).toContain('<html lang="hi-IN">')
    expect(mails[0]!.subject).toBe('आपका Haat सेलर अकाउंट अप्रूव हो गया है')
  })

  it('mails the sign-up code and the welcome in Hindi to a visitor who chose Hindi before signing up', async () => {
    const email = `hindi-${Date.now()}@example.com`
    const res = await registerCustomer(
      ctx.app,
      { name: 'Asha', email, phone: '9812345670', password: TEST_PASSWORD, acceptTerms: true },
      { cookies: { lang: 'hi-IN' } },
    )
    expect(res.statusCode, res.body).toBe(201)
    const [code] = await queued('registration_code', email)
    expect(code?.htmlBody).toContain('<html lang="hi-IN">')
    const [welcome] = await queued('welcome', email)
    expect(welcome?.htmlBody).toContain('<html lang="hi-IN">')
  })
})
