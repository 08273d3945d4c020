import { useEffect, useState, type ReactNode } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useNavigate } from 'react-router'
import { toast } from 'sonner'
import { z } from 'zod'
import { VendorApplicationBody } from '@haat/shared/accounts/vendor'
import { INDIAN_STATES } from '@haat/shared/india'
import { Button } from '../../../components/ui/button'
import { CheckboxField } from '../../../components/ui/checkbox-field'
import { SelectField } from '../../../components/ui/select-field'
import { TextField } from '../../../components/ui/text-field'
import { isApiError } from '../../../lib/api-client'
import { useRegisterVendor } from '../api/register-vendor'
import { APPLICATION_SUBMITTED_TEXT } from '../components/application-submitted'
import { AuthCard } from '../components/auth-card'
import { TermsLink } from '../components/terms-link'
import { TextLink } from '../components/text-link'
import {
  clearApplicationDraft,
  clearSignupFailure,
  readApplicationDraft,
  saveApplicationDraft,
  saveSignupFailure,
} from '../lib/vendor-signup-storage'

const ApplicationForm = VendorApplicationBody.extend({
  confirmPassword: z.string().min(1, 'Please confirm your password.'),
  // A plain boolean here so the box can start unticked; the body still sends `true`.
  acceptTerms: z.boolean().refine(Boolean, 'Please accept the seller terms and privacy policy.'),
}).refine((values) => values.password === values.confirmPassword, {
  message: 'Passwords do not match',
  path: ['confirmPassword'],
})
type ApplicationValues = z.input<typeof ApplicationForm>

const BUSINESS_TYPE_OPTIONS = [
  { value: 'individual', label: 'Individual / Sole proprietor' },
  { value: 'llc', label: 'LLC' },
  { value: 'corporation', label: 'Corporation' },
  { value: 'partnership', label: 'Partnership' },
]

const EMPTY: ApplicationValues = {
  businessName: '',
  // The selects start on their "Choose…" option; the schema names an empty choice.
  businessType: '' as ApplicationValues['businessType'],
  gstin: '',
  ownerName: '',
  email: '',
  phone: '',
  address: '',
  city: '',
  state: '' as ApplicationValues['state'],
  pin: '',
  upiId: '',
  password: '',
  confirmPassword: '',
  acceptTerms: false,
}

const DRAFT_FIELDS = [
  'businessName',
  'businessType',
  'gstin',
  'ownerName',
  'email',
  'phone',
  'address',
  'city',
  'state',
  'pin',
  'upiId',
] as const satisfies ReadonlyArray<keyof ApplicationValues>
type DraftField = (typeof DRAFT_FIELDS)[number]

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-4 border-t border-stone-200 pt-5 first:border-t-0 first:pt-0">
      <legend className="float-left mb-4 w-full text-lg font-semibold text-stone-900">{title}</legend>
      <div className="clear-both grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  )
}

/**
 * /vendor-register (SPEC 2): the seller application. Field errors are caught here before
 * sending; a refusal from the server goes to /failed (SPEC 8), and Go Back finds the form filled in.
 */
export function VendorRegisterPage() {
  const navigate = useNavigate()
  const registerVendor = useRegisterVendor()
  const [draft] = useState(() => readApplicationDraft<ApplicationValues>())
  const {
    register,
    handleSubmit,
    setError,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(ApplicationForm), defaultValues: { ...EMPTY, ...draft?.values } })

  // Back from /failed: the draft has been used; show the server's field messages again.
  useEffect(() => {
    clearApplicationDraft()
    for (const { path, message } of draft?.fieldErrors ?? []) {
      const field = DRAFT_FIELDS.find((name) => name === path)
      if (field) setError(field, { type: 'server', message })
    }
  }, [draft, setError])

  const onSubmit = handleSubmit(async ({ confirmPassword: _confirm, ...values }) => {
    try {
      await registerVendor.mutateAsync({ ...values, acceptTerms: true })
    } catch (error) {
      const status = isApiError(error) ? error.status : 0
      const message = error instanceof Error && error.message ? error.message : 'Signup failed'
      const details = isApiError(error) ? (error.details ?? []) : []
      saveSignupFailure({ status, message, details })
      const typed = getValues()
      const values: Partial<Record<DraftField, unknown>> = {}
      for (const field of DRAFT_FIELDS) values[field] = typed[field]
      saveApplicationDraft<ApplicationValues>({ values: values as Partial<ApplicationValues>, fieldErrors: details })
      await navigate('/failed')
      return
    }
    clearSignupFailure()
    toast.success('Application Submitted', { description: APPLICATION_SUBMITTED_TEXT })
    await navigate('/success', { replace: true })
  })

  return (
    <AuthCard
      title="Become a Seller"
      width="wide"
      description="Reach customers across India. Tell us about your business; our team reviews every application."
      footer={
        <p>
          Already applied? <TextLink to="/vendor-login">Seller Login</TextLink>
        </p>
      }
    >
      <form noValidate onSubmit={onSubmit} className="space-y-6">
        <Section title="Business Information">
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
        </Section>

        <Section title="Contact Information">
          <TextField
            label="Owner name"
            autoComplete="name"
            error={errors.ownerName?.message}
            {...register('ownerName')}
          />
          <TextField
            label="E-mail"
            type="email"
            autoComplete="email"
            inputMode="email"
            error={errors.email?.message}
            {...register('email')}
          />
          <TextField
            label="Mobile number"
            type="tel"
            autoComplete="tel"
            hint="10 digits, e.g. 98765 43210"
            error={errors.phone?.message}
            {...register('phone')}
          />
          <TextField
            label="Business address"
            autoComplete="street-address"
            error={errors.address?.message}
            {...register('address')}
          />
          <TextField label="City" autoComplete="address-level2" error={errors.city?.message} {...register('city')} />
          <SelectField
            label="State"
            placeholder="Choose a state"
            options={INDIAN_STATES}
            autoComplete="address-level1"
            error={errors.state?.message}
            {...register('state')}
          />
          <TextField
            label="PIN code"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={6}
            error={errors.pin?.message}
            {...register('pin')}
          />
        </Section>

        <Section title="Banking Information">
          <TextField
            label="UPI ID"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            hint="Your payouts go here, e.g. yourname@okaxis"
            error={errors.upiId?.message}
            {...register('upiId')}
          />
        </Section>

        <Section title="Account Security">
          <TextField
            label="Password"
            type="password"
            autoComplete="new-password"
            hint="At least 8 characters."
            error={errors.password?.message}
            {...register('password')}
          />
          <TextField
            label="Confirm password"
            type="password"
            autoComplete="new-password"
            error={errors.confirmPassword?.message}
            {...register('confirmPassword')}
          />
        </Section>

        <CheckboxField
          label={
            <>
              I accept the <TermsLink to="/seller-terms">Seller Terms</TermsLink> and the{' '}
              <TermsLink to="/privacy">Privacy Policy</TermsLink>
            </>
          }
          error={errors.acceptTerms?.message}
          {...register('acceptTerms')}
        />
        <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={isSubmitting}>
          {isSubmitting ? 'Submitting application...' : 'Submit application'}
        </Button>
      </form>
    </AuthCard>
  )
}
