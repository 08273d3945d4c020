import { describe, expect, it } from 'vitest'
import { KNOWN_COURIERS, awbProblem, courierTrackingUrl, normaliseAwb } from './couriers'

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

describe('awbProblem', () => {
  it("accepts a tracking number in its courier's format, with the spaces and case a seller copies", () => {
    expect(awbProblem('Delhivery', '1234567890123')).toBeNull()
    expect(awbProblem('Blue Dart', '123 456 789 01')).toBeNull()
    expect(awbProblem('speed post', 'ee123456789in')).toBeNull()
    // A courier Haat does not know: letters and digits, 6 to 30.
    expect(awbProblem('Local Courier', 'LC-000123')).toBeNull()
    expect(normaliseAwb(' ee 1234 56789 in ')).toBe('EE123456789IN')
  })

  it('refuses what cannot be the courier’s, saying its format', () => {
    expect(awbProblem('Delhivery', 'DL1234567890IN')).toBe(
      'A Delhivery tracking number is 10 to 15 digits. Check it on the courier’s receipt.',
    )
    expect(awbProblem('bluedart', '1234567890')).toContain('A Blue Dart tracking number is 11 digits.')
    expect(awbProblem('India Post', 'EE12345678IN')).toContain('2 letters, 9 digits and IN')
    expect(awbProblem('Local Courier', 'AB1')).toContain('6 to 30 letters and digits')
    expect(awbProblem('Local Courier', 'AB1 23;DROP')).not.toBeNull()
  })
})
