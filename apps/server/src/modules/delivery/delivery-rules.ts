import type { PinPlace } from '@haat/shared/addresses/pin'
import type { SellerDelivery } from '@haat/shared/delivery/delivery'
import type { IndianState } from '@haat/shared/india'

/**
 * When a parcel reaches a PIN (docs/decisions/036-delivery-dates.md): the seller's dispatch days,
 * then the courier's transit days for the zone between the seller's PIN and the buyer's, counted
 * in business days (no Sundays, no national or courier holidays), from today in India.
 */
export type Zone =
  'same_city' | 'same_state' | 'metro' | 'rest_of_india' | 'north_east' | 'jammu_kashmir' | 'ladakh_islands'

/** A courier's surface transit days by zone, as India's national couriers quote them. */
export const TRANSIT_DAYS: Record<Zone, number> = {
  same_city: 1,
  same_state: 2,
  metro: 3,
  rest_of_india: 5,
  north_east: 7,
  jammu_kashmir: 6,
  ladakh_islands: 9,
}

const NORTH_EAST: readonly IndianState[] = [
  'Arunachal Pradesh',
  'Assam',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Sikkim',
  'Tripura',
]
const LADAKH_AND_ISLANDS: readonly IndianState[] = ['Ladakh', 'Andaman and Nicobar Islands', 'Lakshadweep']

/** The six metros and their neighbours couriers serve as one city (districts as India Post names them). */
const METROS: readonly { name: string; states?: readonly IndianState[]; districts: readonly string[] }[] = [
  { name: 'Delhi NCR', states: ['Delhi'], districts: ['Gurugram', 'Gautam Buddha Nagar', 'Ghaziabad', 'Faridabad'] },
  { name: 'Mumbai', districts: ['Mumbai', 'Mumbai Suburban', 'Thane'] },
  { name: 'Bengaluru', districts: ['Bengaluru Urban'] },
  { name: 'Chennai', districts: ['Chennai'] },
  { name: 'Kolkata', districts: ['Kolkata'] },
  { name: 'Hyderabad', districts: ['Hyderabad', 'Medchal Malkajgiri', 'Ranga Reddy'] },
]

const metroOf = (place: PinPlace) =>
  METROS.find((metro) => metro.states?.includes(place.state) || metro.districts.includes(place.district))?.name

/** The courier's zone from the seller's place to the buyer's. */
export function zoneOf(from: PinPlace, to: PinPlace): Zone {
  const fromMetro = metroOf(from)
  const toMetro = metroOf(to)
  if ((from.state === to.state && from.district === to.district) || (fromMetro && fromMetro === toMetro)) {
    return 'same_city'
  }
  if (from.state === to.state) return 'same_state'
  if (LADAKH_AND_ISLANDS.includes(to.state)) return 'ladakh_islands'
  if (to.state === 'Jammu and Kashmir') return 'jammu_kashmir'
  if (NORTH_EAST.includes(to.state)) return 'north_east'
  if (fromMetro && toMetro) return 'metro'
  return 'rest_of_india'
}

/** The three national holidays (month-day), on which couriers do not deliver. */
const NATIONAL_HOLIDAYS = ['01-26', '08-15', '10-02']
/** The festival days India's couriers close (Holi, Diwali), by year: add each year's as it is announced. */
const COURIER_HOLIDAYS = new Set(['2026-03-04', '2026-11-08', '2026-11-09', '2027-03-22', '2027-10-29', '2027-10-30'])

/** Orders placed after this hour in India are dispatched from the next business day. */
const DISPATCH_CUTOFF_HOUR = 14

const IST_OFFSET_MS = 330 * 60_000
const dayOf = (date: Date) => date.toISOString().slice(0, 10)
const nextDay = (day: string) => dayOf(new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000))

/** A day couriers work: not a Sunday, not a national or courier holiday. `day` is YYYY-MM-DD. */
export function isBusinessDay(day: string): boolean {
  if (new Date(`${day}T00:00:00Z`).getUTCDay() === 0) return false
  return !NATIONAL_HOLIDAYS.includes(day.slice(5)) && !COURIER_HOLIDAYS.has(day)
}

/** The business day `count` business days after `day` (0: `day` itself if it is one, else the next). */
export function addBusinessDays(day: string, count: number): string {
  let current = day
  while (!isBusinessDay(current)) current = nextDay(current)
  for (let left = count; left > 0; left--) {
    current = nextDay(current)
    while (!isBusinessDay(current)) current = nextDay(current)
  }
  return current
}

/**
 * The day in India a parcel ordered at `now` arrives: dispatched `dispatchDays` business days
 * from the order (from the next business day after the cut-off), then `TRANSIT_DAYS[zone]` more.
 */
export function deliveryDate(now: Date, dispatchDays: number, zone: Zone): string {
  const india = new Date(now.getTime() + IST_OFFSET_MS)
  const today = dayOf(india)
  const start = isBusinessDay(today) && india.getUTCHours() < DISPATCH_CUTOFF_HOUR ? today : nextDay(today)
  const dispatched = addBusinessDays(start, dispatchDays)
  return addBusinessDays(dispatched, TRANSIT_DAYS[zone])
}

const startsWithAny = (pin: string, prefixes: readonly string[]) => prefixes.some((prefix) => pin.startsWith(prefix))

/** Whether the seller delivers to `pin` (in `state`): its area, less its exclusions. */
export function deliversTo(settings: SellerDelivery, pin: string, state: IndianState): boolean {
  if (startsWithAny(pin, settings.excludedPinPrefixes)) return false
  if (settings.area === 'states') return settings.states.includes(state)
  if (settings.area === 'pins') return startsWithAny(pin, settings.pinPrefixes)
  return true
}

/** Whether the seller takes cash on delivery at `pin` (where it delivers). */
export function takesCashAt(settings: SellerDelivery, pin: string): boolean {
  return settings.cod && !startsWithAny(pin, settings.codExcludedPinPrefixes)
}
