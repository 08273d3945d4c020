import { describe, expect, it } from 'vitest'
import { indiaDay, shownViewsToday } from './product-views.service'

describe('indiaDay', () => {
  it.each([
    ['2026-11-22T18:29:59.999Z', '2026-11-22'], // 23:59:59 IST
    ['2026-11-22T18:30:00.000Z', '2026-11-23'], // midnight IST
    ['2026-11-22T00:00:00.000Z', '2026-11-22'], // 05:30 IST
    ['2026-12-31T19:00:00.000Z', '2027-01-01'],
    ['2028-02-28T20:00:00.000Z', '2028-02-29'],
  ])('%s is %s in India', (instant, day) => {
    expect(indiaDay(new Date(instant))).toBe(day)
  })
})

describe('shownViewsToday', () => {
  it('hides counts below 10', () => {
    expect(shownViewsToday(0)).toBeNull()
    expect(shownViewsToday(9)).toBeNull()
    expect(shownViewsToday(10)).toBe(10)
    expect(shownViewsToday(1234)).toBe(1234)
  })
})
