import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  customerSession,
  makeAdmin,
  makeCategory,
  makeProduct,
  makeVendor,
  signIn,
  TEST_PASSWORD,
  setProduct,
} from '../factories'
import { createTestApp, type TestContext } from '../test-app'

// Error replies and a cart's messages in the visitor's language (docs/decisions/035-hindi.md): the
// `lang` cookie of the page that calls; English without one; the admin console in English always.
let ctx: TestContext

beforeAll(async () => {
  ctx = await createTestApp()
})
afterAll(() => ctx?.close())

const HINDI = { lang: 'hi-IN' }
const DEVANAGARI = /[\u0900-\u097F]/

const register = (payload: object, cookies: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/customer/register', payload, cookies })

const badSignUp = { name: '', email: 'not-an-email', phone: '12', password: 'short', acceptTerms: true }

describe('error replies in Hindi', () => {
  it('says a validation error and each field in Hindi, templates filled in, the same fields as in English', async () => {
    const english = await register(badSignUp)
    const hindi = await register(badSignUp, HINDI)
    expect(english.statusCode).toBe(400)
    expect(hindi.statusCode).toBe(400)
    const en = english.json().error
    const hi = hindi.json().error
    expect(en.message).toBe('Please correct the highlighted fields.')
    expect(hi.message).toBe('कृपया हाइलाइट किए गए फ़ील्ड ठीक करें।')
    expect(hi.code).toBe('VALIDATION')
    expect(hi.details.map((d: { path: string }) => d.path)).toEqual(en.details.map((d: { path: string }) => d.path))
    const said = (path: string) => hi.details.find((d: { path: string }) => d.path === path)?.message
    expect(en.details).toContainEqual({ path: 'password', message: 'Password must be at least 8 characters long.' })
    expect(said('password')).toBe('पासवर्ड कम से कम 8 कैरेक्टर का होना चाहिए।')
    expect(said('email')).toBe('सही ई-मेल पता डालें।')
    for (const detail of hi.details) expect(detail.message, detail.path).toMatch(DEVANAGARI)
  })

  it('says a service refusal in Hindi (a wrong password)', async () => {
    const { customer } = await customerSession(ctx)
    const login = (cookies: Record<string, string>) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/customer/login',
        payload: { email: customer.email, password: `${TEST_PASSWORD}-wrong` },
        cookies,
      })
    const english = (await login({})).json().error
    const hindi = (await login(HINDI)).json().error
    expect(hindi.code).toBe(english.code)
    expect(english.message).not.toMatch(DEVANAGARI)
    expect(hindi.message).toMatch(DEVANAGARI)
  })

  it('says a PIN in another state in Hindi, the PIN and the state names as they are', async () => {
    const { cookies } = await customerSession(ctx)
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/addresses',
      cookies: { ...cookies, ...HINDI },
      payload: { title: 'Home', street: '14 MG Road', city: 'Jaipur', state: 'Kerala', pin: '302001' },
    })
    expect(res.statusCode).toBe(400)
    const pin = res.json().error.details.find((d: { path: string }) => d.path === 'pin')
    expect(pin.message).toBe('पिन कोड 302001 Rajasthan में है, Kerala में नहीं।')
  })

  it('keeps the admin console in English whatever the cookie says', async () => {
    const admin = await makeAdmin(ctx.db)
    const cookies = await signIn(ctx.app, 'admin', admin.email)
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/admin/customers/not-a-uuid',
      cookies: { ...cookies, ...HINDI },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().error.message).toBe('Please correct the highlighted field.')
  })
})

describe("a cart's messages in Hindi", () => {
  it("says a line's change in the visitor's language", async () => {
    const vendor = await makeVendor(ctx.db)
    const category = await makeCategory(ctx.db)
    const product = await makeProduct(ctx.db, { vendorId: vendor.id, categoryId: category.id, stock: 5 })
    const { cookies } = await customerSession(ctx)
    const added = await ctx.app.inject({
      method: 'POST',
      url: '/api/cart/lines',
      cookies,
      payload: { productId: product.id, quantity: 4 },
    })
    expect(added.statusCode, added.body).toBe(201)
    await setProduct(ctx.db, product.id, { stock: 2 })

    const message = async (extra: Record<string, string>) =>
      (await ctx.app.inject({ url: '/api/cart', cookies: { ...cookies, ...extra } })).json().lines[0].message
    expect(await message({})).toBe('Only 2 left; you have 4 in your cart.')
    expect(await message(HINDI)).toBe('सिर्फ़ 2 बचे हैं; आपके कार्ट में 4 हैं।')
  })
})
