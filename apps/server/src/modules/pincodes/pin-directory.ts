import { readFileSync } from 'node:fs'
import { type PinPlace, pinNotInStateMessage, unknownPinMessage } from '@haat/shared/addresses/pin'
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
