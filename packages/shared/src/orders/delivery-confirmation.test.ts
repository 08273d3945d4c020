import { describe, expect, it } from 'vitest'
import { DELIVERY_HOLDING_MS, deliveryConfirmation } from './delivery-confirmation'

const deliveredAt = new Date('2026-03-05T10:00:00.000Z')
const reported = { deliveredAt, confirmedAt: null, confirmedBy: null, disputedAt: null }
const at = (ms: number) => new Date(deliveredAt.getTime() + ms)

describe('deliveryConfirmation', () => {
  it('is nothing before the seller marks the part delivered', () => {
    expect(deliveryConfirmation({ ...reported, deliveredAt: null }, at(0))).toBeNull()
  })

  it("is only the seller's report until the holding period ends, then confirmed by it", () => {
    expect(deliveryConfirmation(reported, at(DELIVERY_HOLDING_MS - 1))).toMatchObject({
      state: 'reported',
      confirmsAt: at(DELIVERY_HOLDING_MS),
      confirmedAt: null,
    })
    expect(deliveryConfirmation(reported, at(DELIVERY_HOLDING_MS))).toMatchObject({
      state: 'confirmed',
      by: 'holding_period',
      confirmedAt: at(DELIVERY_HOLDING_MS),
    })
  })

  it('is confirmed when someone says so, whenever that is', () => {
    const confirmed = { ...reported, confirmedAt: at(60_000), confirmedBy: 'customer' as const }
    expect(deliveryConfirmation(confirmed, at(120_000))).toMatchObject({ state: 'confirmed', by: 'customer' })
  })

  it('"not received" stops the clock until someone confirms', () => {
    const disputed = { ...reported, disputedAt: at(60_000) }
    expect(deliveryConfirmation(disputed, at(10 * DELIVERY_HOLDING_MS))).toMatchObject({
      state: 'disputed',
      confirmedAt: null,
    })
    const settled = { ...disputed, confirmedAt: at(5 * DELIVERY_HOLDING_MS), confirmedBy: 'admin' as const }
    expect(deliveryConfirmation(settled, at(10 * DELIVERY_HOLDING_MS))).toMatchObject({
      state: 'confirmed',
      by: 'admin',
      confirmedAt: at(5 * DELIVERY_HOLDING_MS),
    })
  })
})
