import { z } from 'zod'
import { IndianStateSchema, PinSchema } from '../india'
import { fill } from '../texts'

/** Where a PIN code is, from India Post's directory: usually one district, near borders a few. */
export const PinPlace = z.object({ district: z.string(), state: IndianStateSchema })
export type PinPlace = z.infer<typeof PinPlace>

/** GET /api/pincodes/:pin: the places a PIN code serves. */
export const PinLookup = z.object({ pin: z.string(), places: z.array(PinPlace) })
export type PinLookup = z.infer<typeof PinLookup>

export const PinParam = z.object({ pin: PinSchema })

/** Said when a 6-digit PIN code is not in India Post's directory. */
export const unknownPinMessage = (pin: string) =>
  fill(/*i18n*/ "{pin} is not a PIN code in India Post's directory.", { pin })

/**
 * Said when a real PIN code lies in another state than the one chosen. States are names, not
 * translated; a PIN code near a border may serve two (rarely more: "A or B or C"). The text with
 * two sorts before the one with one in the catalogues ({first} < {state}), so translating a text
 * tries it first: the one-state template would match it too, taking "A or B" as the state.
 */
export const pinNotInStateMessage = (pin: string, states: readonly string[], chosen: string) =>
  states.length > 1
    ? fill(/*i18n*/ 'PIN code {pin} is in {first} or {last}, not {chosen}.', {
        pin,
        first: states.slice(0, -1).join(' or '),
        last: states[states.length - 1] ?? '',
        chosen,
      })
    : fill(/*i18n*/ 'PIN code {pin} is in {state}, not {chosen}.', { pin, state: states[0] ?? '', chosen })

/**
 * Said when an address's city is a place India Post's directory puts elsewhere than its PIN code
 * (a city kept from an earlier PIN). Districts are names, not translated; "A or B" when several.
 */
export const cityNotAtPinMessage = (pin: string, districts: readonly string[], city: string) =>
  fill(/*i18n*/ 'PIN code {pin} is not in {city}: it is in {districts}.', {
    pin,
    city,
    districts: districts.join(' or '),
  })
