import { useEffect, useRef } from 'react'
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form'
import type { PinLookup } from '@haat/shared/addresses/pin'
import { PIN_PATTERN } from '@haat/shared/india'
import { api, isApiError } from './api-client'

type AddressForm<T extends FieldValues> = Pick<
  UseFormReturn<T>,
  'watch' | 'getValues' | 'setValue' | 'setError' | 'clearErrors'
>

/**
 * Fills an address form's city and state from its PIN code (India Post's directory, through
 * GET /api/pincodes/:pin) as soon as 6 digits are typed, and says at once when India Post has no
 * such PIN. The city is filled only while empty or still what an earlier PIN filled in; the state
 * when the PIN lies in one. The server checks every address again (PIN in its state) when it is sent.
 */
export function usePinAutofill<T extends FieldValues>(
  form: AddressForm<T>,
  names: { pin: Path<T>; city: Path<T>; state: Path<T> },
): void {
  const pin = form.watch(names.pin) as unknown
  const filledCity = useRef<string | null>(null)
  // The form's methods are stable; the names are the caller's constants.
  const { getValues, setValue, setError, clearErrors } = form

  useEffect(() => {
    const typed = typeof pin === 'string' ? pin.trim() : ''
    if (!PIN_PATTERN.test(typed)) return
    const controller = new AbortController()
    api
      .get<PinLookup>(`/api/pincodes/${typed}`, { signal: controller.signal })
      .then(({ places }) => {
        clearErrors(names.pin)
        const fill = (name: Path<T>, value: string) =>
          setValue(name, value as PathValue<T, Path<T>>, { shouldValidate: true, shouldDirty: true })
        const states = [...new Set(places.map((place) => place.state))]
        if (states.length === 1 && states[0]) fill(names.state, states[0])
        const district = places[0]?.district
        const city = getValues(names.city) as unknown
        if (district && (!city || city === filledCity.current)) {
          fill(names.city, district)
          filledCity.current = district
        }
      })
      .catch((error: unknown) => {
        if (isApiError(error) && error.status === 404) setError(names.pin, { type: 'pin', message: error.message })
        // Offline or the server away: nothing is filled in, and the server checks the PIN on sending.
      })
    return () => controller.abort()
  }, [pin, names.pin, names.city, names.state, getValues, setValue, setError, clearErrors])
}
