import { useEffect, useMemo, useRef, useState } from 'react'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useForm, useWatch } from 'react-hook-form'
import { zodResolver } from '../../../lib/zod-resolver'
import { toast } from '../../../lib/toast'
import { Button } from '../../../components/ui/button'
import { CheckboxField } from '../../../components/ui/checkbox-field'
import { FormAlert } from '../../../components/ui/form-alert'
import { Spinner } from '../../../components/ui/spinner'
import { TextField } from '../../../components/ui/text-field'
import { TextareaField } from '../../../components/ui/textarea-field'
import { useAccount } from '../../../api/account/get-account'
import { useAddresses } from '../../../api/account/get-addresses'
import {
  ADDRESS_FIELDS,
  formValuesOf,
  MISSING_SHIPPING_FIELDS,
  missingShippingFields,
  shippingFormSchema,
  withSavedAddress,
  type ShippingFormValues,
} from '../lib/shipping-form'
import { PinPlaceChoice } from './pin-place-choice'
import { SavedAddressCards } from './saved-address-cards'
import { StepHeading } from './step-heading'
import { PinCodeField, StateField } from '../../../components/ui/preset-fields'
import { usePinAutofill } from '../../../lib/use-pin-autofill'

const ADDRESS_NAMES = { pin: 'pin', city: 'city', state: 'state' } as const

/** A field the server refused (VALIDATION detail `shipping.pin` → field `pin`). */
export interface ServerFieldError {
  field: string
  message: string
}

const FORM_FIELDS = ['name', 'email', 'phone', 'street', 'city', 'state', 'pin', 'notes'] as const

interface ShippingStepProps {
  customerId: string
  serverErrors?: ServerFieldError[]
  /** What was typed before going on to Payment and back; prefilled from the account otherwise. */
  initialValues: ShippingFormValues | null
  onContinue: (values: ShippingFormValues) => void
}

/** Step 2: contact details and where to deliver (a saved address or a new one). */
export function ShippingStep({ customerId, initialValues, serverErrors = [], onContinue }: ShippingStepProps) {
  const profile = useAccount(customerId, { fresh: true })
  const addresses = useAddresses(customerId, { fresh: true })
  const [missing, setMissing] = useState(false)
  const prefilled = useRef(initialValues !== null)
  const { t, i18n } = useLingui()
  // Its messages are made at each check, in the language of that moment.
  const schema = useMemo(() => shippingFormSchema(i18n), [i18n])

  const form = useForm<ShippingFormValues>({
    resolver: zodResolver(schema),
    // A new address starts empty: a chosen saved address is sent by its id, never copied into the fields.
    defaultValues: initialValues
      ? formValuesOf(initialValues)
      : {
          addressId: '',
          name: '',
          email: '',
          phone: '',
          street: '',
          city: '',
          state: '',
          pin: '',
          notes: '',
          saveAddress: true,
        },
  })
  const { register, setValue, getValues, formState, handleSubmit, setError, clearErrors, control } = form
  const pinPlaces = usePinAutofill(form, ADDRESS_NAMES)

  // The server's word on fields sent (rare: the same rules run here first), shown next to them.
  useEffect(() => {
    for (const { field, message } of serverErrors) {
      const known = FORM_FIELDS.find((name) => name === field)
      if (known) setError(known, { type: 'server', message })
    }
  }, [serverErrors, setError])

  useEffect(() => {
    if (profile.isError) {
      toast.error(i18n._(msg`Error`), { description: i18n._(msg`Failed to load user information.`) })
    }
  }, [profile.isError, i18n])

  // Prefill once, when both answers are in, without overwriting what the customer already typed.
  useEffect(() => {
    if (prefilled.current || profile.isPending || addresses.isPending) return
    prefilled.current = true
    const fillIfEmpty = (field: keyof ShippingFormValues, value: string | null | undefined) => {
      if (value && !getValues(field)) setValue(field, value)
    }
    if (profile.data) {
      fillIfEmpty('name', profile.data.name)
      fillIfEmpty('email', profile.data.email)
      fillIfEmpty('phone', profile.data.phone?.replace(/^\+91/, ''))
    }
    const first = addresses.data?.[0]
    if (first && ADDRESS_FIELDS.every((field) => !getValues(field))) selectAddress(first.id)
    // selectAddress reads only the cached list; running once is the point.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [profile.isPending, addresses.isPending])

  function selectAddress(id: string) {
    if (!addresses.data?.some((candidate) => candidate.id === id)) return
    setValue('addressId', id)
    // The new address's fields are not needed now: what they said is no longer in the way.
    clearErrors([...ADDRESS_FIELDS])
  }

  const clearSelected = { onChange: () => setValue('addressId', '') }
  const addressId = useWatch({ control, name: 'addressId' })
  const [pinValue, cityValue, stateValue] = useWatch({ control, name: ['pin', 'city', 'state'] })
  const errors = formState.errors

  const submit = handleSubmit(
    (values) => {
      setMissing(false)
      const saved = addresses.data?.find((address) => address.id === values.addressId)
      onContinue(withSavedAddress(values, saved))
    },
    () => setMissing(missingShippingFields(getValues()).length > 0),
  )

  if (profile.isPending || addresses.isPending)
    return <Spinner label={t`Loading your details…`} showLabel className="py-10" />

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-labelledby="shipping-heading" className="space-y-6">
      <StepHeading id="shipping-heading" className="text-xl font-semibold text-stone-900">
        <Trans>Shipping details</Trans>
      </StepHeading>
      {missing ? <FormAlert tone="error">{t(MISSING_SHIPPING_FIELDS)}</FormAlert> : null}

      {addresses.data && addresses.data.length > 0 ? (
        <SavedAddressCards
          addresses={addresses.data}
          selectedId={addressId}
          registration={register('addressId', {
            onChange: (event: { target: { value: string } }) => selectAddress(event.target.value),
          })}
        />
      ) : null}

      <fieldset className="space-y-4">
        <legend className="text-base font-semibold text-stone-900">
          {addresses.data && addresses.data.length > 0 ? (
            <Trans>Or deliver to a new address</Trans>
          ) : (
            <Trans>Delivery address</Trans>
          )}
        </legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t`Full name`}
            autoComplete="name"
            error={errors.name?.message}
            {...register('name')}
            className="sm:col-span-2"
          />
          <TextField
            label={t`E-mail`}
            type="email"
            autoComplete="email"
            error={errors.email?.message}
            {...register('email')}
          />
          <TextField
            label={t`Phone`}
            type="tel"
            autoComplete="tel-national"
            inputMode="tel"
            hint={t`10-digit mobile number`}
            error={errors.phone?.message}
            {...register('phone')}
          />
          <TextField
            label={t`Street address`}
            autoComplete="street-address"
            error={errors.street?.message}
            {...register('street', clearSelected)}
            className="sm:col-span-2"
          />
          {/* The PIN first: it fills in the city and the state. */}
          <PinCodeField error={errors.pin?.message} {...register('pin', clearSelected)} />
          <TextField
            label={t`City`}
            autoComplete="address-level2"
            error={errors.city?.message}
            {...register('city', clearSelected)}
          />
          <StateField
            placeholder={t`Select a state`}
            error={errors.state?.message}
            {...register('state', clearSelected)}
          />
          {pinPlaces.length > 1 ? (
            <PinPlaceChoice
              places={pinPlaces}
              pin={pinValue.trim()}
              city={cityValue}
              state={stateValue}
              onChoose={(place) => {
                const validate = { shouldValidate: formState.isSubmitted }
                setValue('city', place.district, validate)
                setValue('state', place.state, validate)
              }}
              className="sm:col-span-2"
            />
          ) : null}
          <TextareaField
            label={t`Delivery notes (optional)`}
            rows={2}
            error={errors.notes?.message}
            {...register('notes')}
            className="sm:col-span-2"
          />
        </div>
        {/* A saved address is already saved: the choice only applies to a new one. */}
        {addressId === '' ? <CheckboxField label={t`Save this address`} {...register('saveAddress')} /> : null}
      </fieldset>

      <div className="flex justify-end">
        <Button type="submit" size="lg">
          <Trans>Continue to Payment</Trans>
        </Button>
      </div>
    </form>
  )
}
