import { ForwardResult } from '@haat/shared/orders/vendor-order'
import { expect } from 'vitest'
import { makeProduct, makeVendor, signIn } from '../factories'
import type { TestContext } from '../test-app'

type Cookies = Record<string, string>

/**
 * What an admin and a seller do with an order, for the tests of what follows a delivery
 * (self-purchase, delivery confirmation): every request a second after the last, as people do.
 * `context()` and `categoryId()` are read when called (the suites make them in beforeAll).
 */
export function sellerSteps(context: () => TestContext, categoryId: () => string, admin: () => Promise<Cookies>) {
  const post = (url: string, cookies: Cookies, payload?: object) => {
    const ctx = context()
    ctx.clock.advance(1_000)
    return ctx.app.inject({ method: 'POST', url, cookies, ...(payload ? { payload } : {}) })
  }

  /** A seller (its phone and street differ from the test checkout's unless given) and one product. */
  async function sellerWithProduct(values: Parameters<typeof makeVendor>[1] = {}) {
    const ctx = context()
    const vendor = await makeVendor(ctx.db, values)
    const product = await makeProduct(ctx.db, {
      vendorId: vendor.id,
      categoryId: categoryId(),
      pricePaise: 100_000,
      refundDays: 7,
    })
    return { vendor, product, cookies: await signIn(ctx.app, 'vendor', vendor.email) }
  }

  async function forward(orderNo: string, vendorId: string) {
    const res = await post(`/api/admin/orders/${orderNo}/vendors/${vendorId}/forward`, await admin())
    expect(res.statusCode, res.body).toBeLessThan(300)
    return ForwardResult.parse(res.json()).vendorOrder.id
  }

  /** Sent, shipped and marked delivered by the seller: its word only. */
  async function deliver(orderNo: string, seller: { vendor: { id: string }; cookies: Cookies }) {
    const id = await forward(orderNo, seller.vendor.id)
    for (const step of [
      { status: 'processing' },
      { status: 'shipped', courierName: 'Delhivery', trackingNumber: '1000000000001' },
      { status: 'delivered', cashCollected: true },
    ]) {
      const res = await post(`/api/vendor/orders/${id}/status`, seller.cookies, step)
      expect(res.statusCode, res.body).toBe(200)
    }
    return id
  }

  return { post, sellerWithProduct, forward, deliver }
}
