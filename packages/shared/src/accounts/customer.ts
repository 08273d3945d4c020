import { z } from 'zod'
import { IndianStateSchema, MobileSchema, PinSchema } from '../india'
import { EmailSchema, NameSchema, PasswordSchema, requiredText } from './fields'

/** POST /api/auth/customer/register */
export const RegisterCustomerBody = z.object({
  name: NameSchema,
  email: EmailSchema,
  phone: MobileSchema,
  password: PasswordSchema,
  acceptTerms: z.literal(true, { error: /*i18n*/ 'Please accept the terms and privacy policy.' }),
})
export type RegisterCustomerBody = z.input<typeof RegisterCustomerBody>

/** POST /api/auth/{customer|vendor|admin}/login */
export const LoginBody = z.object({
  email: z.string().trim().toLowerCase().min(1, /*i18n*/ 'E-mail is required.').max(254),
  password: z.string().min(1, /*i18n*/ 'Password is required.').max(128),
  rememberMe: z.boolean().default(false),
})
export type LoginBody = z.input<typeof LoginBody>

/** The signed-in customer's own account (never a password hash). */
export const CustomerProfile = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  createdAt: z.iso.datetime(),
  /** A new sign-in e-mail waiting for the link mailed to it (only on /api/account). */
  pendingEmail: z.string().nullable().optional(),
})
export type CustomerProfile = z.infer<typeof CustomerProfile>

export const CustomerAuthResponse = z.object({ customer: CustomerProfile })

/** PATCH /api/account: a new e-mail needs the current password and takes effect from the mailed link. */
export const UpdateProfileBody = z.object({
  name: NameSchema,
  email: EmailSchema,
  phone: MobileSchema,
  currentPassword: z.string().max(128).optional(),
})
export type UpdateProfileBody = z.input<typeof UpdateProfileBody>

/** POST /api/account/password: the server checks the current password. */
export const ChangePasswordBody = z.object({
  currentPassword: z.string().min(1, /*i18n*/ 'Current password is required.').max(128),
  newPassword: PasswordSchema,
})
export type ChangePasswordBody = z.input<typeof ChangePasswordBody>

export const Address = z.object({
  id: z.string(),
  title: z.string(),
  street: z.string(),
  city: z.string(),
  state: z.string(),
  pin: z.string(),
  country: z.string(),
})
export type Address = z.infer<typeof Address>
export const AddressList = z.object({ data: z.array(Address) })

/** POST /api/account/addresses */
export const AddressBody = z.object({
  title: requiredText(/*i18n*/ 'Title', 50),
  street: requiredText(/*i18n*/ 'Street', 300),
  city: requiredText(/*i18n*/ 'City', 100),
  state: IndianStateSchema,
  pin: PinSchema,
  country: z.literal('India').default('India'),
})
export type AddressBody = z.input<typeof AddressBody>
