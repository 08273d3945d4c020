import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { z } from 'zod'
import { EmailSchema } from '@haat/shared/accounts/fields'
import { MobileSchema, PinSchema, INDIAN_STATES } from '@haat/shared/india'
import type { PlaceOrderBody } from '@haat/shared/orders/order'

export const MISSING_SHIPPING_FIELDS = msg`Please fill in all required shipping fields.`

/** The shipping form as typed; `addressId` is the chosen saved address ('' for none). */
export interface ShippingFormValues {
  addressId: string
  name: string
  email: string
  phone: string
  street: string
  city: string
  state: string
  pin: string
  notes: string
  saveAddress: boolean
}

/** The fields of the address itself: typing in any of them drops the chosen saved address (docs/spec.md §2). */
export const ADDRESS_FIELDS = ['street', 'city', 'state', 'pin'] as const

const REQUIRED = [
  ['name', msg`Full name`],
  ['email', msg`E-mail`],
  ['phone', msg`Phone`],
  ['street', msg`Street address`],
  ['city', msg`City`],
  ['state', msg`State`],
  ['pin', msg`PIN code`],
] as const satisfies readonly (readonly [keyof ShippingFormValues, MessageDescriptor])[]

/** The required fields of these values: the address's own only when no saved address is chosen. */
const requiredFor = (values: ShippingFormValues) =>
  values.addressId ? REQUIRED.filter(([field]) => !(ADDRESS_FIELDS as readonly string[]).includes(field)) : REQUIRED

/** Fields left empty (the docs/spec.md §5 required-field check). */
export function missingShippingFields(values: ShippingFormValues): (keyof ShippingFormValues)[] {
  return requiredFor(values)
    .filter(([field]) => values[field].toString().trim() === '')
    .map(([field]) => field)
}

/**
 * The values going on to Payment: with a saved address chosen, its street, city, state and PIN
 * (the new-address fields stay empty on screen: a new address starts empty).
 */
export function withSavedAddress(
  values: ShippingFormValues,
  address: Pick<ShippingFormValues, (typeof ADDRESS_FIELDS)[number]> | undefined,
): ShippingFormValues {
  if (!values.addressId || !address) return values
  const { street, city, state, pin } = address
  return { ...values, street, city, state, pin }
}

/** The form's values on coming back from Payment: the new-address fields empty when a saved address was chosen. */
export function formValuesOf(values: ShippingFormValues): ShippingFormValues {
  return values.addressId ? { ...values, street: '', city: '', state: '', pin: '' } : values
}

/**
 * Required fields, then the shared Indian formats (docs/decisions/022-indian-formats.md): the same rules the server
 * checks, so a bad PIN, phone or e-mail is named next to its field before anything is sent. Its own messages are in
 * the language of `i18n` (the shared formats' messages are English).
 */
export const shippingFormSchema = (i18n: I18n) =>
  z
    .object({
      addressId: z.string(),
      name: z.string(),
      email: z.string(),
      phone: z.string(),
      street: z.string(),
      city: z.string(),
      state: z.string(),
      pin: z.string(),
      notes: z.string().max(500, { error: () => i18n._(msg`Delivery notes are at most 500 characters.`) }),
      saveAddress: z.boolean(),
    })
    .superRefine((values, ctx) => {
      for (const [field, descriptor] of requiredFor(values)) {
        if (values[field].trim() === '') {
          const label = i18n._(descriptor)
          ctx.addIssue({ code: 'custom', path: [field], message: i18n._(msg`${label} is required.`) })
        }
      }
      const check = (field: 'email' | 'phone' | 'pin', schema: z.ZodType) => {
        if (values[field].trim() === '') return
        const result = schema.safeParse(values[field])
        if (!result.success) {
          ctx.addIssue({
            code: 'custom',
            path: [field],
            message: result.error.issues[0]?.message ?? i18n._(msg`Not valid.`),
          })
        }
      }
      check('email', EmailSchema)
      check('phone', MobileSchema)
      check('pin', PinSchema)
      if (values.state && !(INDIAN_STATES as readonly string[]).includes(values.state)) {
        ctx.addIssue({ code: 'custom', path: ['state'], message: i18n._(msg`Choose a state or union territory.`) })
      }
    })

/** The `shipping` and address part of POST /api/orders from valid form values. */
export function toOrderShipping(
  values: ShippingFormValues,
): Pick<PlaceOrderBody, 'shipping' | 'addressId' | 'saveAddress'> {
  const notes = values.notes.trim()
  return {
    shipping: {
      name: values.name.trim(),
      email: values.email.trim(),
      phone: values.phone.trim(),
      street: values.street.trim(),
      city: values.city.trim(),
      state: values.state as PlaceOrderBody['shipping']['state'],
      pin: values.pin.trim(),
      ...(notes ? { notes } : {}),
    },
    ...(values.addressId ? { addressId: values.addressId } : {}),
    saveAddress: values.addressId ? false : values.saveAddress,
  }
}
