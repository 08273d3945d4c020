import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DeliveryEstimate, DeliveryEstimates, SellerDelivery } from '@haat/shared/delivery/delivery'
import { customerSession, makeCategory, makeProduct, makeVendor, signIn } from '../factories'
import { createTestApp, type TestContext } from '../test-app'

// The seller's delivery settings and the product page's "Deliver to" (docs/decisions/036-delivery-dates.md).
let ctx: TestContext
let categoryId: string

beforeAll(async () => {
  ctx = await createTestApp()
  categoryId = (await makeCategory(ctx.db)).id
})
afterAll(() => ctx?.close())

/** An approved seller in Jaipur (302001) with one product, signed in. */
async function seller() {
  const vendor = await makeVendor(ctx.db)
  const product = await makeProduct(ctx.db, { vendorId: vendor.id, categoryId })
  const cookies = await signIn(ctx.app, 'vendor', vendor.email)
  return { vendor, product, cookies }
}

const estimate = async (productId: string, pin: string) =>
  ctx.app.inject({ url: `/api/delivery/estimate?productId=${productId}&pin=${pin}` })

const save = (cookies: Record<string, string>, payload: object) =>
  ctx.app.inject({ method: 'PUT', url: '/api/vendor/delivery', cookies, payload })

const EVERYWHERE = { area: 'india', dispatchDays: 2, cod: true }

describe('GET /api/delivery/estimate', () => {
  it('promises a date and cash on delivery from a seller that has not said otherwise', async () => {
    const { product } = await seller()
    const res = await estimate(product.id, '560001')
    expect(res.statusCode, res.body).toBe(200)
    const body = DeliveryEstimate.parse(res.json())
    expect(body).toMatchObject({ pin: '560001', deliverable: true, cod: true })
    expect(body.place).toEqual({ district: 'Bengaluru Urban', state: 'Karnataka' })
    expect(body.deliveryBy).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(res.headers['cache-control']).toBe('public, max-age=300')
  })

  it('promises sooner in the seller’s own city than across India', async () => {
    const { product } = await seller()
    const near = DeliveryEstimate.parse((await estimate(product.id, '302001')).json()).deliveryBy!
    const far = DeliveryEstimate.parse((await estimate(product.id, '781001')).json()).deliveryBy!
    expect(near < far).toBe(true)
  })

  it('refuses a PIN India Post does not have, a malformed one, and a product the shop does not show', async () => {
    const { product } = await seller()
    const unknown = await estimate(product.id, '999999')
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json().error.details).toEqual([
      { path: 'pin', message: "999999 is not a PIN code in India Post's directory." },
    ])
    expect((await estimate(product.id, '0123')).statusCode).toBe(400)
    expect((await estimate('not-a-uuid', '560001')).statusCode).toBe(400)
    expect((await estimate(crypto.randomUUID(), '560001')).statusCode).toBe(404)
    const hidden = await makeProduct(ctx.db, {
      vendorId: (await makeVendor(ctx.db)).id,
      categoryId,
      approvalStatus: 'pending',
    })
    expect((await estimate(hidden.id, '560001')).statusCode).toBe(404)
  })
})

describe('GET /api/delivery/estimates', () => {
  const estimates = (query: string) => ctx.app.inject({ url: `/api/delivery/estimates?${query}` })

  it('answers for each product of a cart at once, by its own seller, leaving out what the shop does not show', async () => {
    const south = await seller()
    expect(
      (await save(south.cookies, { area: 'states', states: ['Karnataka'], dispatchDays: 1, cod: true })).statusCode,
    ).toBe(200)
    const anywhere = await seller()
    const hidden = await makeProduct(ctx.db, { vendorId: anywhere.vendor.id, categoryId, approvalStatus: 'pending' })
    const ids = [south.product.id, anywhere.product.id, hidden.id, crypto.randomUUID()]
    const res = await estimates(`pin=110024&productIds=${ids.join(',')}`)
    expect(res.statusCode, res.body).toBe(200)
    const body = DeliveryEstimates.parse(res.json())
    expect(body.pin).toBe('110024')
    expect(body.products).toEqual([
      { productId: south.product.id, deliverable: false, deliveryBy: null, cod: false },
      {
        productId: anywhere.product.id,
        deliverable: true,
        deliveryBy: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        cod: true,
      },
    ])
    // The same promise as the product page's, one product at a time.
    const single = DeliveryEstimate.parse((await estimate(anywhere.product.id, '110024')).json())
    expect(body.products[1]!.deliveryBy).toBe(single.deliveryBy)
    expect(res.headers['cache-control']).toBe('public, max-age=300')
  })

  it('says what is wrong with the PIN or the list', async () => {
    const { product } = await seller()
    const unknown = await estimates(`pin=999999&productIds=${product.id}`)
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json().error.details).toEqual([
      { path: 'pin', message: "999999 is not a PIN code in India Post's directory." },
    ])
    expect((await estimates('pin=560001')).statusCode).toBe(400)
    expect((await estimates('pin=560001&productIds=')).json().error.details[0].message).toBe(
      'Name at least one product.',
    )
    expect((await estimates('pin=560001&productIds=1,2')).statusCode).toBe(400)
    const many = Array.from({ length: 51 }, () => crypto.randomUUID()).join(',')
    expect((await estimates(`pin=560001&productIds=${many}`)).json().error.details[0].message).toBe(
      'Ask for at most 50 products.',
    )
  })
})

describe('/api/vendor/delivery', () => {
  it('starts from all of India and two days, and follows the seller’s choice at once', async () => {
    const { product, cookies } = await seller()
    const own = await ctx.app.inject({ url: '/api/vendor/delivery', cookies })
    expect(SellerDelivery.parse(own.json())).toMatchObject({ area: 'india', dispatchDays: 2, cod: true })

    const saved = await save(cookies, {
      area: 'states',
      states: ['Rajasthan', 'Delhi'],
      excludedPinPrefixes: ['110001'],
      dispatchDays: 1,
      cod: true,
      codExcludedPinPrefixes: ['3020'],
    })
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json()).toMatchObject({ area: 'states', states: ['Rajasthan', 'Delhi'], dispatchDays: 1 })

    const inState = DeliveryEstimate.parse((await estimate(product.id, '302001')).json())
    expect(inState).toMatchObject({ deliverable: true, cod: false })
    expect((await estimate(product.id, '110024')).json()).toMatchObject({ deliverable: true, cod: true })
    // Excluded, and out of the chosen states: not deliverable, no date.
    expect((await estimate(product.id, '110001')).json()).toMatchObject({ deliverable: false, deliveryBy: null })
    expect((await estimate(product.id, '560001')).json()).toMatchObject({ deliverable: false, deliveryBy: null })
  })

  it('says which field is wrong', async () => {
    const { cookies } = await seller()
    const noStates = await save(cookies, { ...EVERYWHERE, area: 'states' })
    expect(noStates.statusCode).toBe(400)
    expect(noStates.json().error.details).toContainEqual({ path: 'states', message: 'Choose at least one state.' })
    const noPins = await save(cookies, { ...EVERYWHERE, area: 'pins' })
    expect(noPins.json().error.details).toContainEqual({ path: 'pinPrefixes', message: 'Add at least one PIN prefix.' })
    const badPrefix = await save(cookies, { ...EVERYWHERE, excludedPinPrefixes: ['01'] })
    expect(badPrefix.statusCode).toBe(400)
    expect(badPrefix.json().error.details[0].path).toBe('excludedPinPrefixes.0')
    const slow = await save(cookies, { ...EVERYWHERE, dispatchDays: 11 })
    expect(slow.json().error.details).toContainEqual({
      path: 'dispatchDays',
      message: 'Dispatch within 10 business days at most.',
    })
    expect((await save(cookies, { ...EVERYWHERE, area: 'moon' })).statusCode).toBe(400)
    expect((await save(cookies, { ...EVERYWHERE, states: ['Atlantis'] })).statusCode).toBe(400)
  })

  it('is the approved seller’s own: not a visitor’s, a customer’s or a pending seller’s', async () => {
    expect((await ctx.app.inject({ url: '/api/vendor/delivery' })).statusCode).toBe(401)
    expect((await save({}, EVERYWHERE)).statusCode).toBe(401)
    const { cookies } = await customerSession(ctx)
    expect((await save(cookies, EVERYWHERE)).statusCode).toBe(403)
    const pending = await makeVendor(ctx.db, { status: 'pending' })
    const pendingCookies = await signIn(ctx.app, 'vendor', pending.email)
    expect((await save(pendingCookies, EVERYWHERE)).statusCode).toBe(403)
  })
})
