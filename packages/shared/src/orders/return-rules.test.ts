import { describe, expect, it } from 'vitest'
import { addBusinessDays, isBusinessDay, returnDeadline, returnReasonLabel } from './return-rules'

describe('business days', () => {
  it('count Monday to Saturday in India, not Sundays or national holidays', () => {
    // Friday 4 Dec 2026, 11:00 IST.
    const friday = new Date('2026-12-04T05:30:00Z')
    expect(addBusinessDays(friday, 1).toISOString()).toBe('2026-12-05T05:30:00.000Z')
    expect(addBusinessDays(friday, 2).toISOString()).toBe('2026-12-07T05:30:00.000Z')
    // Sunday 23:00 IST is still Sunday in India (Monday in no time zone that matters here).
    expect(isBusinessDay(new Date('2026-12-06T17:30:00Z'))).toBe(false)
    expect(isBusinessDay(new Date('2026-12-06T18:30:00Z'))).toBe(true)
    // Thursday 1 Oct → Friday 2 Oct (Gandhi Jayanti) skipped → Saturday 3 Oct.
    expect(addBusinessDays(new Date('2026-10-01T06:00:00Z'), 1).toISOString()).toBe('2026-10-03T06:00:00.000Z')
  })
})

describe('the return window', () => {
  it('ends at the end of the Nth day after delivery, in India', () => {
    // Delivered 22 Nov 2026 at 23:00 IST.
    const delivered = new Date('2026-11-22T17:30:00Z')
    expect(returnDeadline(delivered, 7)?.toISOString()).toBe('2026-11-29T18:29:59.999Z')
    expect(returnDeadline(delivered, 0)).toBeNull()
  })

  it('names the reasons in the customer’s words', () => {
    expect(returnReasonLabel('size_fit')).toBe('Size or fit')
    expect(returnReasonLabel('made-up')).toBe('Other')
  })
})
