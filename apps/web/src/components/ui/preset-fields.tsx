import { useLingui } from '@lingui/react/macro'
import type { ComponentProps, ReactNode } from 'react'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { INDIAN_STATES, type IndianState } from '@haat/shared/india'
import { SelectField } from './select-field'
import { TextField } from './text-field'

// The fields Indian addresses and contacts use everywhere (sign-up, seller application, address
// book, checkout), each with its keyboard, autofill and hint set once.

type TextProps = Omit<ComponentProps<typeof TextField>, 'label'> & { label?: ReactNode }

export function EmailField({ label, ...props }: TextProps) {
  const { t } = useLingui()
  return <TextField label={label ?? t`E-mail`} type="email" autoComplete="email" inputMode="email" {...props} />
}

export function MobileField({ label, ...props }: TextProps) {
  const { t } = useLingui()
  return (
    <TextField
      label={label ?? t`Mobile number`}
      type="tel"
      autoComplete="tel"
      hint={t`10 digits, e.g. 98765 43210`}
      {...props}
    />
  )
}

export function PinCodeField({ label, ...props }: TextProps) {
  const { t } = useLingui()
  return (
    <TextField label={label ?? t`PIN code`} inputMode="numeric" autoComplete="postal-code" maxLength={6} {...props} />
  )
}

/** Each state's name in the page's language; the value sent stays the English name. */
const STATE_NAMES: Record<IndianState, MessageDescriptor> = {
  'Andhra Pradesh': msg`Andhra Pradesh`,
  'Arunachal Pradesh': msg`Arunachal Pradesh`,
  Assam: msg`Assam`,
  Bihar: msg`Bihar`,
  Chhattisgarh: msg`Chhattisgarh`,
  Goa: msg`Goa`,
  Gujarat: msg`Gujarat`,
  Haryana: msg`Haryana`,
  'Himachal Pradesh': msg`Himachal Pradesh`,
  Jharkhand: msg`Jharkhand`,
  Karnataka: msg`Karnataka`,
  Kerala: msg`Kerala`,
  'Madhya Pradesh': msg`Madhya Pradesh`,
  Maharashtra: msg`Maharashtra`,
  Manipur: msg`Manipur`,
  Meghalaya: msg`Meghalaya`,
  Mizoram: msg`Mizoram`,
  Nagaland: msg`Nagaland`,
  Odisha: msg`Odisha`,
  Punjab: msg`Punjab`,
  Rajasthan: msg`Rajasthan`,
  Sikkim: msg`Sikkim`,
  'Tamil Nadu': msg`Tamil Nadu`,
  Telangana: msg`Telangana`,
  Tripura: msg`Tripura`,
  'Uttar Pradesh': msg`Uttar Pradesh`,
  Uttarakhand: msg`Uttarakhand`,
  'West Bengal': msg`West Bengal`,
  'Andaman and Nicobar Islands': msg`Andaman and Nicobar Islands`,
  Chandigarh: msg`Chandigarh`,
  'Dadra and Nagar Haveli and Daman and Diu': msg`Dadra and Nagar Haveli and Daman and Diu`,
  Delhi: msg`Delhi`,
  'Jammu and Kashmir': msg`Jammu and Kashmir`,
  Ladakh: msg`Ladakh`,
  Lakshadweep: msg`Lakshadweep`,
  Puducherry: msg`Puducherry`,
}

/** The states as a select's options: shown in the page's language, sent as their English names. */
export function useStateOptions() {
  const { t } = useLingui()
  return INDIAN_STATES.map((state) => ({ value: state, label: t(STATE_NAMES[state]) }))
}

export function StateField({ placeholder, ...props }: Omit<ComponentProps<typeof SelectField>, 'label' | 'options'>) {
  const { t } = useLingui()
  return (
    <SelectField
      label={t`State`}
      placeholder={placeholder ?? t`Choose a state`}
      options={useStateOptions()}
      autoComplete="address-level1"
      {...props}
    />
  )
}

/** A password being chosen (sign-up, a new password): the browser may suggest a strong one. */
export function NewPasswordField({ label, ...props }: TextProps) {
  const { t } = useLingui()
  return <TextField label={label ?? t`Password`} type="password" autoComplete="new-password" {...props} />
}
