import { z } from 'zod'
import { fill } from '../texts'

/** Field rules shared by every account form and the server that checks them again. */
export const PASSWORD_MIN = 8
export const PasswordSchema = z
  .string()
  .min(PASSWORD_MIN, fill(/*i18n*/ 'Password must be at least {min} characters long.', { min: PASSWORD_MIN }))
  .max(128, /*i18n*/ 'Password must be at most 128 characters long.')

export const EmailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, /*i18n*/ 'E-mail address is too long.')
  .pipe(z.email(/*i18n*/ 'Enter a valid e-mail address.'))

export const NameSchema = z.string().trim().min(1, /*i18n*/ 'Name is required.').max(100, /*i18n*/ 'Name is too long.')

/** A required text field; `label` is the field's name as the form shows it, marked for translation where it is given. */
export const requiredText = (label: string, max = 200) =>
  z
    .string()
    .trim()
    .min(1, fill(/*i18n*/ '{label} is required.', { label }))
    .max(max, fill(/*i18n*/ '{label} is too long.', { label }))
