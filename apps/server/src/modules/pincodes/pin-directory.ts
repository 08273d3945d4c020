import { readFileSync } from 'node:fs'
import { cityNotAtPinMessage, type PinPlace, pinNotInStateMessage, unknownPinMessage } from '@haat/shared/addresses/pin'
import type { IndianState } from '@haat/shared/india'
import { AppError } from '../../lib/app-error'

/**
 * India Post's PIN directory as Haat ships it (pin-directory.json, made by
 * scripts/make-pin-directory.mjs): each PIN code with its district(s) and state(s). Read from disk
 * once, on the first lookup. Beside this file in the source tree, beside main.js in the build
 * (build.mjs copies it).
 */
type DirectoryFile = { states: IndianState[]; districts: string[]; pins: Record<string, [number, number][]> }

let directory: Map<string, PinPlace[]> | undefined
/** Every city name the directory knows (normalised), and those of each PIN's first 3 digits (its sorting district). */
let cityNames: { all: Set<string>; byArea: Map<string, Set<string>> } | undefined

function load(): Map<string, PinPlace[]> {
  const file = JSON.parse(readFileSync(new URL('./pin-directory.json', import.meta.url), 'utf8')) as DirectoryFile
  const places = new Map<string, PinPlace[]>()
  for (const [pin, pairs] of Object.entries(file.pins)) {
    places.set(
      pin,
      pairs.map(([state, district]) => ({ state: must(file.states[state]), district: must(file.districts[district]) })),
    )
  }
  return places
}

/**
 * Well-known city names India Post's districts do not carry: former names still in everyday use,
 * and the big cities a district is called otherwise. Keyed by the directory's district.
 */
const OTHER_CITY_NAMES: Record<string, readonly string[]> = {
  'Bengaluru Urban': ['Bangalore'],
  'Bengaluru Rural': ['Bangalore'],
  Mumbai: ['Bombay'],
  'Mumbai Suburban': ['Bombay'],
  Thane: ['Navi Mumbai'],
  Raigad: ['Navi Mumbai'],
  Kolkata: ['Calcutta'],
  Chennai: ['Madras'],
  Gurugram: ['Gurgaon'],
  Pune: ['Poona'],
  Ernakulam: ['Kochi', 'Cochin'],
  Thiruvananthapuram: ['Trivandrum'],
  Kozhikode: ['Calicut'],
  Thrissur: ['Trichur'],
  Mysuru: ['Mysore'],
  Vadodara: ['Baroda'],
  Prayagraj: ['Allahabad'],
  Varanasi: ['Banaras', 'Benares'],
  'Gautam Buddha Nagar': ['Noida', 'Greater Noida'],
  Hyderabad: ['Secunderabad'],
  'Ranga Reddy': ['Hyderabad'],
  'Medchal Malkajgiri': ['Hyderabad', 'Secunderabad'],
  Pondicherry: ['Puducherry'],
  Visakhapatanam: ['Visakhapatnam', 'Vizag'],
}

/** Words around a district's name that a city is written without ("Bengaluru Urban" → "bengaluru"). */
const DISTRICT_WORDS = /\b(urban|rural|suburban|district|north|south|east|west|central|city)\b/g

/** A city as compared: lower case, letters and digits only, single spaces. */
function normalCity(text: string): string {
  return text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
}

/** The names a district goes by: itself, without "Urban" and the like, and OTHER_CITY_NAMES. */
function namesOfDistrict(district: string): string[] {
  const own = normalCity(district)
  const bare = own.replace(DISTRICT_WORDS, ' ').replace(/\s+/g, ' ').trim()
  return [own, ...(bare ? [bare] : []), ...(OTHER_CITY_NAMES[district] ?? []).map(normalCity)]
}

function loadCityNames(): NonNullable<typeof cityNames> {
  directory ??= load()
  const all = new Set<string>()
  const byArea = new Map<string, Set<string>>()
  for (const [pin, places] of directory) {
    const area = byArea.get(pin.slice(0, 3)) ?? new Set<string>()
    byArea.set(pin.slice(0, 3), area)
    for (const place of places) {
      for (const name of namesOfDistrict(place.district)) {
        all.add(name)
        area.add(name)
      }
    }
  }
  return { all, byArea }
}

function must<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('pin-directory.json refers to a state or district it does not list')
  return value
}

/** The places a PIN code serves, or undefined when India Post has no such PIN. */
export function lookUpPin(pin: string): PinPlace[] | undefined {
  directory ??= load()
  return directory.get(pin.trim())
}

/**
 * Whether an address's PIN code exists and lies in its state: 'unknown' for a PIN India Post does
 * not have, 'other-state' (with the PIN's states) for one elsewhere.
 */
export function checkPinInState(
  pin: string,
  state: string,
): { result: 'ok' } | { result: 'unknown' } | { result: 'other-state'; states: IndianState[] } {
  const places = lookUpPin(pin)
  if (!places) return { result: 'unknown' }
  if (places.some((place) => place.state === state)) return { result: 'ok' }
  return { result: 'other-state', states: [...new Set(places.map((place) => place.state))] }
}

/**
 * Refuses an address whose PIN code India Post does not have, or whose PIN lies in another state
 * than the one chosen: a VALIDATION error on `path` (the PIN field's name in the request body).
 */
export function assertPinInState(address: { pin: string; state: string }, path = 'pin'): void {
  const check = checkPinInState(address.pin, address.state)
  if (check.result === 'ok') return
  const message =
    check.result === 'unknown'
      ? unknownPinMessage(address.pin)
      : pinNotInStateMessage(address.pin, check.states, address.state)
  throw new AppError('VALIDATION', message, { details: [{ path, message }] })
}

/**
 * Whether an address's city can be where its PIN code is. The directory knows districts, not every
 * town, so a city it does not know at all ("Hosur", "Salt Lake") is taken as typed; a city it
 * knows (a district, "Bengaluru" for "Bengaluru Urban", or a well-known name such as "Kochi")
 * must be one of the PIN's or of the PINs sharing its first 3 digits (a metro's suburbs in the
 * next district still write the metro). Case, spaces and punctuation do not count. 'other-place'
 * comes with the PIN's districts; an unknown PIN is checkPinInState's to refuse.
 */
export function checkCityAtPin(
  pin: string,
  city: string,
): { result: 'ok' } | { result: 'other-place'; districts: string[] } {
  const places = lookUpPin(pin)
  const typed = normalCity(city)
  if (!places || !typed) return { result: 'ok' }
  cityNames ??= loadCityNames()
  if (!cityNames.all.has(typed)) return { result: 'ok' }
  const own = places.flatMap((place) => namesOfDistrict(place.district))
  if (own.includes(typed) || cityNames.byArea.get(pin.trim().slice(0, 3))?.has(typed)) return { result: 'ok' }
  return { result: 'other-place', districts: [...new Set(places.map((place) => place.district))] }
}

/**
 * Refuses an address whose city the directory places away from its PIN code (a city kept from an
 * earlier PIN: "New Delhi" with 400002): a VALIDATION error on `path` (the city field's name).
 */
export function assertCityAtPin(address: { pin: string; city: string }, path = 'city'): void {
  const check = checkCityAtPin(address.pin, address.city)
  if (check.result === 'ok') return
  const message = cityNotAtPinMessage(address.pin.trim(), check.districts, address.city.trim())
  throw new AppError('VALIDATION', message, { details: [{ path, message }] })
}
