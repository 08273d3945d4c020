import { useEffect, useRef, useState } from 'react'
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form'
import type { PinLookup, PinPlace } from '@haat/shared/addresses/pin'
import { PIN_PATTERN } from '@haat/shared/india'
import { api, isApiError } from './api-client'

type AddressForm<T extends FieldValues> = Pick<
  UseFormReturn<T>,
  'watch' | 'getValues' | 'setValue' | 'setError' | 'clearErrors'
>

/**
 * Fills an address form's city and state from its PIN code (India Post's directory, through
 * GET /api/pincodes/:pin) as soon as 6 digits are typed, and says at once when India Post has no
 * such PIN. Each new PIN replaces the city and the state (a city kept from an earlier PIN made
 * addresses such as "…New Delhi, Maharashtra 400002"); the PIN the form opened with leaves them as
 * they are. Answers the PIN's places when it serves several districts, for the form to offer as a
 * choice (the first is filled in). The server checks every address again when it is sent.
 */
export function usePinAutofill<T extends FieldValues>(
  form: AddressForm<T>,
  names: { pin: Path<T>; city: Path<T>; state: Path<T> },
): PinPlace[] {
  const pin = form.watch(names.pin) as unknown
  // The form's methods are stable; the names are the caller's constants.
  const { getValues, setValue, setError, clearErrors } = form
  // The PIN whose city and state the form holds: at first the one it opened with.
  const [openedWith] = useState(() => String((getValues(names.pin) as unknown) ?? '').trim())
  const filledFor = useRef(openedWith)
  const [choices, setChoices] = useState<{ pin: string; places: PinPlace[] } | null>(null)

  useEffect(() => {
    const typed = typeof pin === 'string' ? pin.trim() : ''
    if (!PIN_PATTERN.test(typed) || typed === filledFor.current) return
    const controller = new AbortController()
    api
      .get<PinLookup>(`/api/pincodes/${typed}`, { signal: controller.signal })
      .then(({ places }) => {
        filledFor.current = typed
        clearErrors(names.pin)
        const fill = (name: Path<T>, value: string) =>
          setValue(name, value as PathValue<T, Path<T>>, { shouldValidate: true, shouldDirty: true })
        const first = places[0]
        if (first) {
          fill(names.city, first.district)
          fill(names.state, first.state)
        }
        const distinct = places.filter(
          (place, index) =>
            places.findIndex((other) => other.district === place.district && other.state === place.state) === index,
        )
        setChoices({ pin: typed, places: distinct })
      })
      .catch((error: unknown) => {
        if (isApiError(error) && error.status === 404) setError(names.pin, { type: 'pin', message: error.message })
        // Offline or the server away: nothing is filled in, and the server checks the PIN on sending.
      })
    return () => controller.abort()
  }, [pin, names.pin, names.city, names.state, setValue, setError, clearErrors])

  const current = typeof pin === 'string' ? pin.trim() : ''
  return choices && choices.pin === current && choices.places.length > 1 ? choices.places : []
}
