import { Trans, useLingui } from '@lingui/react/macro'
import { useForm } from 'react-hook-form'
import { zodResolver } from '../../../lib/zod-resolver'
import { toast } from '../../../lib/toast'
import type { z } from 'zod'
import { AddressBody } from '@haat/shared/accounts/customer'
import { Button } from '../../../components/ui/button'
import { TextField } from '../../../components/ui/text-field'
import { errorMessage } from '../../../lib/api-error-message'
import { setServerFieldErrors } from '../../../lib/form-errors'
import { usePinAutofill } from '../../../lib/use-pin-autofill'
import { useAddAddress } from '../api/add-address'
import { PinCodeField, StateField } from '../../../components/ui/preset-fields'

const FIELDS = ['title', 'street', 'city', 'state', 'pin'] as const
const ADDRESS_NAMES = { pin: 'pin', city: 'city', state: 'state' } as const
type AddressValues = z.input<typeof AddressBody>

const EMPTY: AddressValues = {
  title: '',
  street: '',
  city: '',
  // The select starts on "Choose a state"; the schema names an empty choice.
  state: '' as AddressValues['state'],
  pin: '',
  country: 'India',
}

/** Adds a delivery address (India only: the country is fixed). */
export function AddressForm({ customerId }: { customerId: string }) {
  const addAddress = useAddAddress(customerId)
  const { t } = useLingui()
  const form = useForm({ resolver: zodResolver(AddressBody), defaultValues: EMPTY })
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = form
  usePinAutofill(form, ADDRESS_NAMES)

  const onSubmit = handleSubmit(async (values) => {
    try {
      await addAddress.mutateAsync(values)
      reset(EMPTY)
      toast.success(t`Address Saved`)
    } catch (error) {
      setServerFieldErrors(error, setError, FIELDS)
      toast.error(t`Could Not Save Address`, {
        description: errorMessage(error, t`There was an error saving the address. Please try again.`),
      })
    }
  })

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2">
      <TextField
        label={t`Address title`}
        hint={t`e.g. Home, Office`}
        autoComplete="off"
        error={errors.title?.message}
        {...register('title')}
      />
      <TextField
        label={t`Street address`}
        autoComplete="street-address"
        className="sm:col-span-2"
        error={errors.street?.message}
        {...register('street')}
      />
      {/* The PIN first: it fills in the city and the state. */}
      <PinCodeField error={errors.pin?.message} {...register('pin')} />
      <TextField label={t`City`} autoComplete="address-level2" error={errors.city?.message} {...register('city')} />
      <StateField error={errors.state?.message} {...register('state')} />
      <TextField label={t`Country`} value="India" readOnly autoComplete="country-name" />
      <div className="sm:col-span-2">
        <Button type="submit" disabled={isSubmitting} className="w-full sm:w-auto">
          {isSubmitting ? <Trans>Saving address...</Trans> : <Trans>Save address</Trans>}
        </Button>
      </div>
    </form>
  )
}
