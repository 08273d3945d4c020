import { z } from 'zod'

/** Field rules shared by every account form and the server that checks them again. */
export const PASSWORD_MIN = 8
export const PasswordSchema = z
  .string()
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters long.`)
  .max(128, 'Password must be at most 128 characters long.')

export const EmailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, 'E-mail address is too long.')
  .pipe(z.email('Enter a valid e-mail address.'))

export const NameSchema = z.string().trim().min(1, 'Name is required.').max(100, 'Name is too long.')

export const requiredText = (label: string, max = 200) =>
  z.string().trim().min(1, `${label} is required.`).max(max, `${label} is too long.`)
