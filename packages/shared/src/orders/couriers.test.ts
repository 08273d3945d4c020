import { describe, expect, it } from 'vitest'
import { KNOWN_COURIERS, courierTrackingUrl } from './couriers'

describe('courierTrackingUrl', () => {
  it('links every courier Haat knows', () => {
    for (const name of KNOWN_COURIERS) expect(courierTrackingUrl(name, 'AWB123'), name).toMatch(/^https:\/\//)
  })

  it('matches names in any case and spacing, and other names', () => {
    expect(courierTrackingUrl('BLUEDART', '123')).toContain('trackNo=123')
    expect(courierTrackingUrl('delhivery ', '99')).toBe('https://www.delhivery.com/track-v2/package/99')
    expect(courierTrackingUrl('Speed Post', 'EE1IN')).toContain('indiapost.gov.in')
  })

  it('escapes the tracking number and gives nothing for an unknown courier', () => {
    expect(courierTrackingUrl('Delhivery', 'a/b?c')).toBe('https://www.delhivery.com/track-v2/package/a%2Fb%3Fc')
    expect(courierTrackingUrl('Local Courier', '123')).toBeNull()
    expect(courierTrackingUrl(null, '123')).toBeNull()
  })
})
