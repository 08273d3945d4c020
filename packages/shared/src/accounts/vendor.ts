import { z } from 'zod'
import { GstinSchema, IndianStateSchema, isValidGstin, MobileSchema, PinSchema, UpiSchema } from '../india'
import { PayoutDestination } from './payout-account'
import { PAN_PATTERN, PanSchema, panOfGstin } from '../tax/gst'
import { EmailSchema, NameSchema, PasswordSchema, requiredText } from './fields'

/** The forms a business takes in India, as a seller registers (the SPEC's list was a foreign one). */
export const BUSINESS_TYPES = [
  'proprietorship',
  'partnership',
  'llp',
  'private_limited',
  'public_limited',
  'one_person_company',
  'huf',
] as const
export type BusinessType = (typeof BUSINESS_TYPES)[number]
export const BusinessTypeSchema = z.enum(BUSINESS_TYPES, { error: /*i18n*/ 'Choose a business type.' })

/** How each business type is named on forms and to the admins. */
export const BUSINESS_TYPE_LABELS: Record<BusinessType, string> = {
  proprietorship: 'Proprietorship',
  partnership: 'Partnership',
  llp: 'LLP',
  private_limited: 'Private Limited',
  public_limited: 'Public Limited',
  one_person_company: 'One Person Company',
  huf: 'HUF',
}

/** Optional GSTIN: an empty box means none. */
const OptionalGstin = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
  GstinSchema.optional(),
)

const VendorBusinessFields = {
  businessName: requiredText(/*i18n*/ 'Business name', 120),
  businessType: BusinessTypeSchema,
  gstin: OptionalGstin,
  /** Required of every seller: income-tax TDS (section 194-O) is withheld against it. */
  pan: PanSchema,
  ownerName: NameSchema,
  phone: MobileSchema,
  address: requiredText(/*i18n*/ 'Address', 300),
  city: requiredText(/*i18n*/ 'City', 100),
  state: IndianStateSchema,
  pin: PinSchema,
}

/** A GSTIN carries its holder's PAN (characters 3 to 12): the two must be the same business's. */
export function checkPanAgainstGstin(body: { pan: string; gstin?: string | undefined }, ctx: z.RefinementCtx) {
  // Only two well-formed numbers are compared; a malformed one has its own message.
  if (!body.gstin || !isValidGstin(body.gstin) || !PAN_PATTERN.test(body.pan)) return
  if (panOfGstin(body.gstin) !== body.pan) {
    ctx.addIssue({
      code: 'custom',
      path: ['pan'],
      message: /*i18n*/ 'The PAN does not match the GSTIN (its characters 3 to 12).',
    })
  }
}

/** A free-text contact line the seller may leave out. */
const ContactText = (tooLong: string) =>
  z
    .string()
    .trim()
    .max(200, tooLong)
    .nullable()
    .transform((value) => value || null)
    .optional()

/** The application's fields; the web form adds its own (confirm password) before the PAN check. */
export const VendorApplicationFields = z.object({
  ...VendorBusinessFields,
  /** Payouts go here until the seller gives a bank account in Store Settings. */
  upiId: UpiSchema,
  email: EmailSchema,
  password: PasswordSchema,
  acceptTerms: z.literal(true, { error: /*i18n*/ 'Please accept the seller terms and privacy policy.' }),
})

/** POST /api/auth/vendor/register: a seller's application. Approval is never taken from here. */
export const VendorApplicationBody = VendorApplicationFields.superRefine(checkPanAgainstGstin)
export type VendorApplicationBody = z.input<typeof VendorApplicationBody>

/**
 * PATCH /api/vendor/me: store settings, with the same rules as the application. The e-mail signs
 * the seller in, so changing it needs the current password (checked by the server). Where payouts
 * go has its own form and call (SetPayoutAccountBody).
 */
export const UpdateVendorBody = z
  .object({
    ...VendorBusinessFields,
    email: EmailSchema,
    // Consumer Protection (E-Commerce) Rules 2020, 5(3)(a), 6(5): shown on the seller's product
    // pages. Optional; blank clears, left out keeps.
    customerCare: ContactText(/*i18n*/ 'Customer care is at most 200 characters.'),
    grievanceOfficer: ContactText(/*i18n*/ 'Grievance officer is at most 200 characters.'),
    currentPassword: z.string().max(128).optional(),
  })
  .superRefine(checkPanAgainstGstin)
export type UpdateVendorBody = z.input<typeof UpdateVendorBody>

export const VendorStatus = z.enum(['pending', 'approved', 'rejected'])

/** The signed-in vendor's own account. */
export const VendorProfile = z.object({
  id: z.string(),
  email: z.string(),
  businessName: z.string(),
  businessType: BusinessTypeSchema,
  gstin: z.string().nullable(),
  /** Null for a seller that applied before PANs were asked for: it adds one in Store Settings. */
  pan: z.string().nullable(),
  ownerName: z.string(),
  phone: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  pin: z.string(),
  /** The customer-care number and grievance officer its product pages show (null: not given). */
  customerCare: z.string().nullable(),
  grievanceOfficer: z.string().nullable(),
  payout: PayoutDestination,
  /** A new sign-in e-mail waiting for the link mailed to it (only on /api/vendor/me). */
  pendingEmail: z.string().nullable().optional(),
  status: VendorStatus,
  rejectionReason: z.string().nullable(),
  createdAt: z.iso.datetime(),
})
export type VendorProfile = z.infer<typeof VendorProfile>
export const VendorAuthResponse = z.object({ vendor: VendorProfile })

export const AdminProfile = z.object({ id: z.string(), name: z.string(), email: z.string() })
export const AdminAuthResponse = z.object({ admin: AdminProfile })
