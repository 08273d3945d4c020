import type { ComponentProps, ReactNode } from 'react'
import { INDIAN_STATES } from '@haat/shared/india'
import { SelectField } from './select-field'
import { TextField } from './text-field'

// The fields Indian addresses and contacts use everywhere (sign-up, seller application, address
// book, checkout), each with its keyboard, autofill and hint set once.

type TextProps = Omit<ComponentProps<typeof TextField>, 'label'> & { label?: ReactNode }

export function EmailField({ label = 'E-mail', ...props }: TextProps) {
  return <TextField label={label} type="email" autoComplete="email" inputMode="email" {...props} />
}

export function MobileField({ label = 'Mobile number', ...props }: TextProps) {
  return <TextField label={label} type="tel" autoComplete="tel" hint="10 digits, e.g. 98765 43210" {...props} />
}

export function PinCodeField({ label = 'PIN code', ...props }: TextProps) {
  return <TextField label={label} inputMode="numeric" autoComplete="postal-code" maxLength={6} {...props} />
}

export function StateField(props: Omit<ComponentProps<typeof SelectField>, 'label' | 'options' | 'placeholder'>) {
  return (
    <SelectField
      label="State"
      placeholder="Choose a state"
      options={INDIAN_STATES}
      autoComplete="address-level1"
      {...props}
    />
  )
}

/** A password being chosen (sign-up, a new password): the browser may suggest a strong one. */
export function NewPasswordField({ label = 'Password', ...props }: TextProps) {
  return <TextField label={label} type="password" autoComplete="new-password" {...props} />
}
