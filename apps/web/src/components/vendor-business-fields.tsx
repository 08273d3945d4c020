import type { ReactNode } from 'react'
import { useFormContext } from 'react-hook-form'
import { BUSINESS_TYPE_LABELS, BUSINESS_TYPES, type UpdateVendorBody } from '@haat/shared/accounts/vendor'
import { usePinAutofill } from '../lib/use-pin-autofill'
import { SelectField } from './ui/select-field'
import { TextField } from './ui/text-field'
import { EmailField, MobileField, PinCodeField, StateField } from './ui/preset-fields'

const ADDRESS_NAMES = { pin: 'pin', city: 'city', state: 'state' } as const

const BUSINESS_TYPE_OPTIONS = BUSINESS_TYPES.map((value) => ({ value, label: BUSINESS_TYPE_LABELS[value] }))

/** A titled group of a long form; fields sit in two columns from 640 px. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-4 border-t border-stone-200 pt-5 first:border-t-0 first:pt-0">
      <legend className="float-left mb-4 w-full text-lg font-semibold text-stone-900">{title}</legend>
      <div className="clear-both grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  )
}

/**
 * A seller's business, contact and banking fields (docs/spec.md §2, Seller registration), shared by the
 * application (/vendor-register) and the store settings (/vendor/settings) so both ask the same
 * way under the same rules. Renders inside a react-hook-form `FormProvider`.
 */
export function VendorBusinessFields() {
  const form = useFormContext<UpdateVendorBody>()
  const {
    register,
    formState: { errors },
  } = form
  usePinAutofill(form, ADDRESS_NAMES)
  return (
    <>
      <FormSection title="Business Information">
        <TextField
          label="Business name"
          autoComplete="organization"
          className="sm:col-span-2"
          error={errors.businessName?.message}
          {...register('businessName')}
        />
        <SelectField
          label="Business type"
          placeholder="Choose a business type"
          options={BUSINESS_TYPE_OPTIONS}
          error={errors.businessType?.message}
          {...register('businessType')}
        />
        <TextField
          label="GSTIN (optional)"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={15}
          hint="15 characters, e.g. 27AAPFU0939F1ZV"
          error={errors.gstin?.message}
          {...register('gstin')}
        />
        <TextField
          label="PAN"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={10}
          hint="10 characters, e.g. AAPFU0939F; the same as in your GSTIN"
          error={errors.pan?.message}
          {...register('pan')}
        />
      </FormSection>

      <FormSection title="Contact Information">
        <TextField
          label="Owner name"
          autoComplete="name"
          error={errors.ownerName?.message}
          {...register('ownerName')}
        />
        <EmailField error={errors.email?.message} {...register('email')} />
        <MobileField error={errors.phone?.message} {...register('phone')} />
        <TextField
          label="Business address"
          autoComplete="street-address"
          error={errors.address?.message}
          {...register('address')}
        />
        {/* The PIN first: it fills in the city and the state. */}
        <PinCodeField error={errors.pin?.message} {...register('pin')} />
        <TextField label="City" autoComplete="address-level2" error={errors.city?.message} {...register('city')} />
        <StateField error={errors.state?.message} {...register('state')} />
      </FormSection>

      <FormSection title="Banking Information">
        <TextField
          label="UPI ID"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          hint="Your payouts go here, e.g. yourname@okaxis"
          error={errors.upiId?.message}
          {...register('upiId')}
        />
      </FormSection>
    </>
  )
}
