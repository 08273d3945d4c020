import { DEFAULT_SELLER_DELIVERY, type SellerDelivery } from '@haat/shared/delivery/delivery'
import { describe, expect, it } from 'vitest'
import {
  addBusinessDays,
  deliversTo,
  deliveryDate,
  isBusinessDay,
  takesCashAt,
  TRANSIT_DAYS,
  zoneOf,
} from './delivery-rules'
import { lookUpPin } from '../pincodes/pin-directory'

const place = (pin: string) => {
  const found = lookUpPin(pin)?.[0]
  if (!found) throw new Error(`no PIN ${pin}`)
  return found
}
/** An instant in India: "2026-11-27 10:00" IST. */
const india = (dayAndTime: string) => new Date(`${dayAndTime.replace(' ', 'T')}:00+05:30`)

describe('zoneOf', () => {
  it('knows the same city, across a metro’s districts too', () => {
    expect(zoneOf(place('560001'), place('560034'))).toBe('same_city')
    expect(zoneOf(place('400001'), place('400607'))).toBe('same_city') // Mumbai and Thane
    expect(zoneOf(place('110001'), place('201001'))).toBe('same_city') // New Delhi and Ghaziabad (NCR)
  })

  it('knows the same state, metro to metro and the rest of India', () => {
    expect(zoneOf(place('560001'), place('570001'))).toBe('same_state') // Bengaluru → Mysuru
    expect(zoneOf(place('560001'), place('400001'))).toBe('metro')
    expect(zoneOf(place('560001'), place('302001'))).toBe('rest_of_india') // → Jaipur
  })

  it('puts the North East, Jammu and Kashmir, Ladakh and the islands in their own zones', () => {
    expect(zoneOf(place('110001'), place('781001'))).toBe('north_east') // → Guwahati
    expect(zoneOf(place('110001'), place('190001'))).toBe('jammu_kashmir') // → Srinagar
    expect(zoneOf(place('110001'), place('194101'))).toBe('ladakh_islands') // → Leh
    expect(zoneOf(place('600001'), place('744101'))).toBe('ladakh_islands') // → Port Blair
    // Within the North East's own state it is the same state.
    expect(zoneOf(place('781001'), place('782001'))).toBe('same_state')
  })

  it('takes longer the further the zone', () => {
    expect(TRANSIT_DAYS.same_city).toBeLessThan(TRANSIT_DAYS.same_state)
    expect(TRANSIT_DAYS.same_state).toBeLessThan(TRANSIT_DAYS.rest_of_india)
    expect(TRANSIT_DAYS.rest_of_india).toBeLessThan(TRANSIT_DAYS.north_east)
    expect(TRANSIT_DAYS.north_east).toBeLessThan(TRANSIT_DAYS.ladakh_islands)
  })
})

describe('business days', () => {
  it('skips Sundays, the national holidays and the courier holidays', () => {
    expect(isBusinessDay('2026-11-27')).toBe(true) // a Friday
    expect(isBusinessDay('2026-11-29')).toBe(false) // a Sunday
    expect(isBusinessDay('2027-01-26')).toBe(false) // Republic Day
    expect(isBusinessDay('2026-08-15')).toBe(false) // Independence Day
    expect(isBusinessDay('2026-10-02')).toBe(false) // Gandhi Jayanti
    expect(isBusinessDay('2026-11-09')).toBe(false) // Diwali's day after
  })

  it('counts only business days', () => {
    expect(addBusinessDays('2026-11-27', 0)).toBe('2026-11-27')
    expect(addBusinessDays('2026-11-27', 1)).toBe('2026-11-28') // Saturday works
    expect(addBusinessDays('2026-11-27', 2)).toBe('2026-11-30') // past Sunday
    expect(addBusinessDays('2026-11-29', 0)).toBe('2026-11-30') // a Sunday starts on Monday
    expect(addBusinessDays('2027-01-25', 1)).toBe('2027-01-27') // past Republic Day
  })
})

describe('deliveryDate', () => {
  it('adds the dispatch days, then the zone’s transit days', () => {
    // Friday 10:00: dispatched Monday (Sat + Mon), then 5 business days (Tue–Sat).
    expect(deliveryDate(india('2026-11-27 10:00'), 2, 'rest_of_india')).toBe('2026-12-05')
    // Same city, ships today: the next business day.
    expect(deliveryDate(india('2026-11-27 10:00'), 0, 'same_city')).toBe('2026-11-28')
  })

  it('starts from the next business day after the 2 pm cut-off, or on a Sunday', () => {
    expect(deliveryDate(india('2026-11-27 15:00'), 0, 'same_city')).toBe('2026-11-30')
    expect(deliveryDate(india('2026-11-29 09:00'), 0, 'same_city')).toBe('2026-12-01')
  })

  it('works in India’s day, not UTC’s (20:00 UTC is already tomorrow in India)', () => {
    expect(deliveryDate(new Date('2026-11-26T20:00:00Z'), 0, 'same_city')).toBe(
      deliveryDate(india('2026-11-27 01:30'), 0, 'same_city'),
    )
  })
})

describe('a seller’s area and cash on delivery', () => {
  const seller = (over: Partial<SellerDelivery>): SellerDelivery => ({ ...DEFAULT_SELLER_DELIVERY, ...over })

  it('delivers everywhere by default, less its exclusions', () => {
    expect(deliversTo(seller({}), '194101', 'Ladakh')).toBe(true)
    expect(deliversTo(seller({ excludedPinPrefixes: ['194'] }), '194101', 'Ladakh')).toBe(false)
  })

  it('delivers to chosen states or PIN prefixes only', () => {
    const south = seller({ area: 'states', states: ['Karnataka', 'Kerala'] })
    expect(deliversTo(south, '560001', 'Karnataka')).toBe(true)
    expect(deliversTo(south, '110001', 'Delhi')).toBe(false)
    const bengaluru = seller({ area: 'pins', pinPrefixes: ['560', '5621'] })
    expect(deliversTo(bengaluru, '560034', 'Karnataka')).toBe(true)
    expect(deliversTo(bengaluru, '562106', 'Karnataka')).toBe(true)
    expect(deliversTo(bengaluru, '570001', 'Karnataka')).toBe(false)
  })

  it('takes cash where it says, not where it excludes it', () => {
    expect(takesCashAt(seller({}), '560001')).toBe(true)
    expect(takesCashAt(seller({ cod: false }), '560001')).toBe(false)
    expect(takesCashAt(seller({ codExcludedPinPrefixes: ['56'] }), '560001')).toBe(false)
    expect(takesCashAt(seller({ codExcludedPinPrefixes: ['56'] }), '110001')).toBe(true)
  })
})
