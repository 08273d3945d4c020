import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { useFormContext } from 'react-hook-form'
import { BUSINESS_TYPES, type BusinessType, type UpdateVendorBody } from '@haat/shared/accounts/vendor'
import { usePinAutofill } from '../lib/use-pin-autofill'
import { SelectField } from './ui/select-field'
import { TextField } from './ui/text-field'
import { EmailField, MobileField, PinCodeField, StateField } from './ui/preset-fields'

const ADDRESS_NAMES = { pin: 'pin', city: 'city', state: 'state' } as const

/** BUSINESS_TYPE_LABELS (the admins' English names) in the page's language. */
const BUSINESS_TYPE_NAMES: Record<BusinessType, MessageDescriptor> = {
  proprietorship: msg`Proprietorship`,
  partnership: msg`Partnership`,
  llp: msg`LLP`,
  private_limited: msg`Private Limited`,
  public_limited: msg`Public Limited`,
  one_person_company: msg`One Person Company`,
  huf: msg`HUF`,
}

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
 * A seller's business and contact fields (docs/spec.md §2, Seller registration), shared by the
 * application (/vendor-register) and the store settings (/vendor/settings) so both ask the same
 * way under the same rules. Renders inside a react-hook-form `FormProvider`. Where payouts go is
 * the application's UPI ID, then Store Settings' own form.
 */
export function VendorBusinessFields() {
  const { t } = useLingui()
  const form = useFormContext<UpdateVendorBody>()
  const {
    register,
    formState: { errors },
  } = form
  usePinAutofill(form, ADDRESS_NAMES)
  const businessTypeOptions = BUSINESS_TYPES.map((value) => ({ value, label: t(BUSINESS_TYPE_NAMES[value]) }))
  return (
    <>
      <FormSection title={t`Business Information`}>
        <TextField
          label={t`Business name`}
          autoComplete="organization"
          className="sm:col-span-2"
          error={errors.businessName?.message}
          {...register('businessName')}
        />
        <SelectField
          label={t`Business type`}
          placeholder={t`Choose a business type`}
          options={businessTypeOptions}
          error={errors.businessType?.message}
          {...register('businessType')}
        />
        <TextField
          label={t`GSTIN (optional)`}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck="false"
          maxLength={15}
          hint={t`15 characters, e.g. 27AAPFU0939F1ZV`}
          error={errors.gstin?.message}
          {...register('gstin')}
        />
        <TextField
          label={t`PAN`}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck="false"
          maxLength={10}
          hint={t`10 characters, e.g. AAPFU0939F; the same as in your GSTIN`}
          error={errors.pan?.message}
          {...register('pan')}
        />
      </FormSection>

      <FormSection title={t`Contact Information`}>
        <TextField
          label={t`Owner name`}
          autoComplete="name"
          error={errors.ownerName?.message}
          {...register('ownerName')}
        />
        <EmailField error={errors.email?.message} {...register('email')} />
        <MobileField error={errors.phone?.message} {...register('phone')} />
        <TextField
          label={t`Business address`}
          autoComplete="street-address"
          error={errors.address?.message}
          {...register('address')}
        />
        {/* The PIN first: it fills in the city and the state. */}
        <PinCodeField error={errors.pin?.message} {...register('pin')} />
        <TextField label={t`City`} autoComplete="address-level2" error={errors.city?.message} {...register('city')} />
        <StateField error={errors.state?.message} {...register('state')} />
      </FormSection>
    </>
  )
}
