import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { productViewsDaily } from '../../src/db/schema/catalog'
import { memoryRateLimiter, redisRateLimiter } from '../../src/lib/rate-limiter'
import { TEST_PASSWORD, makeCategory, makeCustomer, makeProduct, makeVendor } from '../factories'
import { createTestApp } from '../test-app'

describe('the rate limiter inside the app', () => {
  it('keeps no key for views of products that do not exist', async () => {
    let limiter: ReturnType<typeof memoryRateLimiter> | undefined
    const ctx = await createTestApp({}, { limiter: (clock) => (limiter = memoryRateLimiter(clock)) })
    try {
      for (let i = 0; i < 200; i++) {
        const res = await ctx.app.inject({
          method: 'POST',
          url: `/api/products/made-up-${i}/views`,
          remoteAddress: '10.8.0.1',
        })
        expect(res.statusCode).toBe(404)
      }
      expect(limiter!.size()).toBe(0)
    } finally {
      await ctx.close()
    }
  })

  it('during a Redis outage refuses sign-in with a clear 503 and still counts product views', async () => {
    // Nothing listens on port 1: the shared counters cannot be read or written.
    const ctx = await createTestApp(
      {},
      { limiter: () => redisRateLimiter('redis://127.0.0.1:1', { commandTimeoutMs: 200 }) },
    )
    try {
      const customer = await makeCustomer(ctx.db)
      const login = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/customer/login',
        payload: { email: customer.email, password: TEST_PASSWORD },
      })
      expect(login.statusCode).toBe(503)
      expect(login.headers['retry-after']).toBe('60')
      expect(login.json().error).toEqual({
        code: 'UNAVAILABLE',
        message: 'This is briefly unavailable. Please try again in a minute.',
      })

      const vendor = await makeVendor(ctx.db)
      const category = await makeCategory(ctx.db)
      const product = await makeProduct(ctx.db, { vendorId: vendor.id, categoryId: category.id })
      const view = await ctx.app.inject({ method: 'POST', url: `/api/products/${product.slug}/views` })
      expect(view.statusCode).toBe(204)
      const [day] = await ctx.db.select().from(productViewsDaily).where(eq(productViewsDaily.productId, product.id))
      expect(day!.views).toBe(1)
    } finally {
      await ctx.close()
    }
  })
})
