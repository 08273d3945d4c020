import { useEffect, useState } from 'react'
import { FormProvider, useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useNavigate } from 'react-router'
import { toast } from '../../../lib/toast'
import { z } from 'zod'
import { checkPanAgainstGstin, VendorApplicationFields } from '@haat/shared/accounts/vendor'
import { FormSection, VendorBusinessFields } from '../../../components/vendor-business-fields'
import { Button } from '../../../components/ui/button'
import { CheckboxField } from '../../../components/ui/checkbox-field'
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
import { NewPasswordField } from '../../../components/ui/preset-fields'

const ApplicationForm = VendorApplicationFields.extend({
  confirmPassword: z.string().min(1, 'Please confirm your password.'),
  // A plain boolean here so the box can start unticked; the body still sends `true`.
  acceptTerms: z.boolean().refine(Boolean, 'Please accept the seller terms and privacy policy.'),
})
  .superRefine(checkPanAgainstGstin)
  .refine((values) => values.password === values.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  })
type ApplicationValues = z.input<typeof ApplicationForm>

const EMPTY: ApplicationValues = {
  businessName: '',
  // The selects start on their "Choose…" option; the schema names an empty choice.
  businessType: '' as ApplicationValues['businessType'],
  gstin: '',
  pan: '',
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
  'pan',
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

/**
 * /vendor-register (docs/spec.md §2): the seller application. Field errors are caught here before
 * sending; a refusal from the server goes to /failed (docs/spec.md §8), and Go Back finds the form filled in.
 */
export function VendorRegisterPage() {
  const navigate = useNavigate()
  const registerVendor = useRegisterVendor()
  const [draft] = useState(() => readApplicationDraft<ApplicationValues>())
  const form = useForm({ resolver: zodResolver(ApplicationForm), defaultValues: { ...EMPTY, ...draft?.values } })
  const {
    register,
    handleSubmit,
    setError,
    getValues,
    formState: { errors, isSubmitting },
  } = form

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
      <FormProvider {...form}>
        <form noValidate onSubmit={onSubmit} className="space-y-6">
          <VendorBusinessFields />

          <FormSection title="Account Security">
            <NewPasswordField
              hint="At least 8 characters."
              error={errors.password?.message}
              {...register('password')}
            />
            <NewPasswordField
              label="Confirm password"
              error={errors.confirmPassword?.message}
              {...register('confirmPassword')}
            />
          </FormSection>

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
      </FormProvider>
    </AuthCard>
  )
}
