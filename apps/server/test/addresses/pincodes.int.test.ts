import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PinLookup } from '@haat/shared/addresses/pin'
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
