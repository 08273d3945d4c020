import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PinLookup } from '@haat/shared/addresses/pin'
import { gstinCheckCharacter } from '@haat/shared/india'
import { customerSession, makeCategory, makeProduct, makeVendor, signUp, TEST_SHIPPING, putInCart } from '../factories'
import { createTestApp, type TestContext } from '../test-app'

// GET /api/pincodes/:pin: what an address form fills in from a PIN code.
describe('GET /api/pincodes/:pin', () => {
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await createTestApp()
  })
  afterAll(() => ctx.close())

  it("answers a PIN's district and state, cacheable", async () => {
    const res = await ctx.app.inject('/api/pincodes/560001')
    expect(res.statusCode).toBe(200)
    expect(PinLookup.parse(res.json())).toEqual({
      pin: '560001',
      places: [{ district: 'Bengaluru Urban', state: 'Karnataka' }],
    })
    expect(res.headers['cache-control']).toMatch(/^public, max-age=86400/)
  })

  it('answers 404 in the error shape for a PIN India Post does not have', async () => {
    const res = await ctx.app.inject('/api/pincodes/999999')
    expect(res.statusCode).toBe(404)
    expect(res.json().error).toMatchObject({
      code: 'NOT_FOUND',
      message: "999999 is not a PIN code in India Post's directory.",
    })
  })

  it('refuses what is not a 6-digit PIN code', async () => {
    for (const pin of ['56000', '5600011', '060001', 'abcdef', '560%2F01']) {
      const res = await ctx.app.inject(`/api/pincodes/${pin}`)
      expect(res.statusCode, pin).toBe(400)
      expect(res.json().error.code).toBe('VALIDATION')
    }
  })
})

// Every address the server takes: a PIN India Post does not have, or one in another state, is
// refused on the PIN field, and nothing is written.
describe('PIN codes in addresses', () => {
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await createTestApp()
  })
  afterAll(() => ctx.close())

  const mismatch = 'PIN code 560001 is in Karnataka, not Tamil Nadu.'
  const unknown = "999999 is not a PIN code in India Post's directory."
  const refusedOn = (res: { statusCode: number; json(): unknown }, path: string, message: string) => {
    expect(res.statusCode).toBe(400)
    expect((res.json() as { error: unknown }).error).toMatchObject({
      code: 'VALIDATION',
      message,
      details: [{ path, message }],
    })
  }

  it("a customer's saved address", async () => {
    const { cookies } = await customerSession(ctx)
    const save = (state: string, pin: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/account/addresses',
        cookies,
        payload: { title: 'Home', street: '12 MG Road', city: 'Bengaluru', state, pin },
      })
    refusedOn(await save('Tamil Nadu', '560001'), 'pin', mismatch)
    refusedOn(await save('Karnataka', '999999'), 'pin', unknown)
    const list = await ctx.app.inject({ url: '/api/account/addresses', cookies })
    expect(list.json().data).toHaveLength(0)
    expect((await save('Karnataka', '560001')).statusCode).toBe(201)
  })

  it("checkout's typed shipping address", async () => {
    const { customer, cookies } = await customerSession(ctx)
    const vendor = await makeVendor(ctx.db)
    const category = await makeCategory(ctx.db)
    const product = await makeProduct(ctx.db, { vendorId: vendor.id, categoryId: category.id, stock: 5 })
    await putInCart(ctx.db, { customerId: customer.id, productId: product.id, quantity: 1 })
    const order = (shipping: object) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/orders',
        cookies,
        payload: { shipping, paymentMethod: 'cod', idempotencyKey: randomUUID() },
      })
    refusedOn(await order({ ...TEST_SHIPPING, state: 'Tamil Nadu', pin: '560001' }), 'shipping.pin', mismatch)
    refusedOn(await order({ ...TEST_SHIPPING, pin: '999999' }), 'shipping.pin', unknown)
    expect((await order(TEST_SHIPPING)).statusCode).toBe(201)
  })

  it("a seller's application", async () => {
    const first14 = '29ABCDE1234F1Z'
    const application = (state: string, pin: string) => ({
      businessName: 'Bengaluru Brass Works',
      businessType: 'llp',
      gstin: first14 + gstinCheckCharacter(first14),
      pan: 'ABCDE1234F',
      ownerName: 'Ravi Kumar',
      email: `brass-${randomUUID()}@example.com`,
      phone: '9845012345',
      address: '4 Avenue Road',
      city: 'Bengaluru',
      state,
      pin,
      upiId: 'brassworks@okicici',
      password: 'Seller-pass-1',
      acceptTerms: true,
    })
    const apply = (payload: Record<string, unknown>) => signUp(ctx.app, 'vendor', payload)
    refusedOn(await apply(application('Tamil Nadu', '560001')), 'pin', mismatch)
    refusedOn(await apply(application('Karnataka', '999999')), 'pin', unknown)
    expect((await apply(application('Karnataka', '560001'))).statusCode).toBe(201)
  })

  // A city kept from an earlier PIN ("…New Delhi, Maharashtra 400002") is refused on the city
  // field; the PIN's own district, the city it is known by, or a town the directory does not know
  // are taken, in any case and spacing.
  it('refuses a city the directory places away from the PIN, wherever an address is taken', async () => {
    const elsewhere = 'PIN code 400002 is not in New Delhi: it is in Mumbai.'
    const mumbai = { city: 'New Delhi', state: 'Maharashtra', pin: '400002' }

    const { customer, cookies } = await customerSession(ctx)
    const vendor = await makeVendor(ctx.db)
    const category = await makeCategory(ctx.db)
    const product = await makeProduct(ctx.db, { vendorId: vendor.id, categoryId: category.id, stock: 5 })
    await putInCart(ctx.db, { customerId: customer.id, productId: product.id, quantity: 1 })
    const order = (shipping: object) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/orders',
        cookies,
        payload: { shipping, paymentMethod: 'cod', idempotencyKey: randomUUID() },
      })
    refusedOn(await order({ ...TEST_SHIPPING, ...mumbai }), 'shipping.city', elsewhere)

    const save = (address: object) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/account/addresses',
        cookies,
        payload: { title: 'Home', street: '12 Kalbadevi Road', ...address },
      })
    refusedOn(await save(mumbai), 'city', elsewhere)
    for (const city of ['Mumbai', '  mumbai ', 'Bombay']) expect((await save({ ...mumbai, city })).statusCode).toBe(201)
    // Not a district the directory knows: taken as typed.
    expect((await save({ city: 'Hosur', state: 'Tamil Nadu', pin: '635109' })).statusCode).toBe(201)
    expect((await save({ city: 'Kochi', state: 'Kerala', pin: '682001' })).statusCode).toBe(201)
    expect((await save({ city: 'Kochi', state: 'Maharashtra', pin: '400002' })).statusCode).toBe(400)

    const apply = (payload: Record<string, unknown>) => signUp(ctx.app, 'vendor', payload)
    const seller = {
      businessName: 'Kalbadevi Cloth House',
      businessType: 'proprietorship',
      pan: 'ABCDE1234F',
      ownerName: 'Ravi Shah',
      email: `cloth-${randomUUID()}@example.com`,
      phone: '9845012345',
      address: '4 Kalbadevi Road',
      upiId: 'clothhouse@okicici',
      password: 'Seller-pass-1',
      acceptTerms: true,
    }
    refusedOn(await apply({ ...seller, ...mumbai }), 'city', elsewhere)
    expect((await apply({ ...seller, ...mumbai, city: 'Mumbai' })).statusCode).toBe(201)

    // Checkout with the PIN's city goes through.
    expect((await order({ ...TEST_SHIPPING, ...mumbai, city: 'Mumbai' })).statusCode).toBe(201)
  })
})
