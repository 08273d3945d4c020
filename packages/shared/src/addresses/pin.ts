import { z } from 'zod'
import { IndianStateSchema, PinSchema } from '../india'

/** Where a PIN code is, from India Post's directory: usually one district, near borders a few. */
export const PinPlace = z.object({ district: z.string(), state: IndianStateSchema })
export type PinPlace = z.infer<typeof PinPlace>

/** GET /api/pincodes/:pin: the places a PIN code serves. */
export const PinLookup = z.object({ pin: z.string(), places: z.array(PinPlace) })
export type PinLookup = z.infer<typeof PinLookup>

export const PinParam = z.object({ pin: PinSchema })

/** Said when a 6-digit PIN code is not in India Post's directory. */
export const unknownPinMessage = (pin: string) => `${pin} is not a PIN code in India Post's directory.`

/** Said when a real PIN code lies in another state than the one chosen. */
export const pinNotInStateMessage = (pin: string, states: readonly string[], chosen: string) =>
  `PIN code ${pin} is in ${states.join(' or ')}, not ${chosen}.`
