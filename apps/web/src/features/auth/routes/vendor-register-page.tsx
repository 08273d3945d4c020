import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useMemo, useState } from 'react'
import { FormProvider, useForm } from 'react-hook-form'
import { zodResolver } from '../../../lib/zod-resolver'
import { useNavigate } from 'react-router'
import { toast } from '../../../lib/toast'
import { z } from 'zod'
import { checkPanAgainstGstin, type VendorApplicationBody, VendorApplicationFields } from '@haat/shared/accounts/vendor'
import { FormSection, VendorBusinessFields } from '../../../components/vendor-business-fields'
import { Button } from '../../../components/ui/button'
import { TextField } from '../../../components/ui/text-field'
import { CheckboxField } from '../../../components/ui/checkbox-field'
import { isApiError } from '../../../lib/api-client'
import { useConfirmVendorApplication } from '../api/confirm-vendor-application'
import { useRegisterVendor } from '../api/register-vendor'
import { APPLICATION_SUBMITTED_TEXT } from '../components/application-submitted'
import { AuthCard } from '../components/auth-card'
import { RegistrationCodeStep } from '../components/registration-code-step'
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

/** The form's own checks, with their messages in the page's language. */
const applicationForm = (text: { confirmPassword: string; acceptTerms: string; mismatch: string }) =>
  VendorApplicationFields.extend({
    confirmPassword: z.string().min(1, text.confirmPassword),
    // A plain boolean here so the box can start unticked; the body still sends `true`.
    acceptTerms: z.boolean().refine(Boolean, text.acceptTerms),
  })
    .superRefine(checkPanAgainstGstin)
    .refine((values) => values.password === values.confirmPassword, {
      message: text.mismatch,
      path: ['confirmPassword'],
    })
type ApplicationValues = z.input<ReturnType<typeof applicationForm>>

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
 * /vendor-register (docs/spec.md §2): the seller application, then the code mailed to its e-mail
 * (docs/decisions/042-verify-first-sign-up.md), which makes it. Field errors are caught here before
 * sending; a refusal of the form from the server goes to /failed (docs/spec.md §8), and Go Back
 * finds the form filled in; a wrong code is said beside its field.
 */
export function VendorRegisterPage() {
  const { t } = useLingui()
  const navigate = useNavigate()
  const registerVendor = useRegisterVendor()
  const confirmApplication = useConfirmVendorApplication()
  /** What was sent and the address the code went to: the page shows the code step while it is set. */
  const [pending, setPending] = useState<{ email: string; body: VendorApplicationBody } | null>(null)
  const [draft] = useState(() => readApplicationDraft<ApplicationValues>())
  const schema = useMemo(
    () =>
      applicationForm({
        confirmPassword: t`Please confirm your password.`,
        acceptTerms: t`Please accept the seller terms and privacy policy.`,
        mismatch: t`Passwords do not match`,
      }),
    [t],
  )
  const form = useForm({ resolver: zodResolver(schema), defaultValues: { ...EMPTY, ...draft?.values } })
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
    const body = { ...values, acceptTerms: true as const }
    try {
      const { email } = await registerVendor.mutateAsync(body)
      setPending({ email, body })
    } catch (error) {
      const status = isApiError(error) ? error.status : 0
      const message = error instanceof Error && error.message ? error.message : t`Signup failed`
      const details = isApiError(error) ? (error.details ?? []) : []
      saveSignupFailure({ status, message, details })
      const typed = getValues()
      const values: Partial<Record<DraftField, unknown>> = {}
      for (const field of DRAFT_FIELDS) values[field] = typed[field]
      saveApplicationDraft<ApplicationValues>({ values: values as Partial<ApplicationValues>, fieldErrors: details })
      await navigate('/failed')
    }
  })

  if (pending) {
    return (
      <AuthCard title={t`Check your e-mail`}>
        <RegistrationCodeStep
          email={pending.email}
          purpose="application"
          confirm={(code) => confirmApplication.mutateAsync({ email: pending.email, code })}
          onResend={async () => {
            await registerVendor.mutateAsync(pending.body)
          }}
          onEdit={() => setPending(null)}
          onConfirmed={async () => {
            clearSignupFailure()
            toast.success(t`Application Submitted`, { description: t(APPLICATION_SUBMITTED_TEXT) })
            await navigate('/success', { replace: true })
          }}
        />
      </AuthCard>
    )
  }

  return (
    <AuthCard
      title={t`Become a Seller`}
      width="wide"
      description={t`Reach customers across India. Tell us about your business; our team reviews every application.`}
      footer={
        <p>
          <Trans>
            Already applied? <TextLink to="/vendor-login">Seller Login</TextLink>
          </Trans>
        </p>
      }
    >
      <FormProvider {...form}>
        <form noValidate onSubmit={onSubmit} className="space-y-6">
          <VendorBusinessFields />
          <FormSection title={t`Banking Information`}>
            <TextField
              label={t`UPI ID`}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck="false"
              hint={t`Your payouts go here, e.g. yourname@okaxis`}
              error={errors.upiId?.message}
              {...register('upiId')}
            />
          </FormSection>

          <FormSection title={t`Account Security`}>
            <NewPasswordField
              hint={t`At least 8 characters.`}
              error={errors.password?.message}
              {...register('password')}
            />
            <NewPasswordField
              label={t`Confirm password`}
              error={errors.confirmPassword?.message}
              {...register('confirmPassword')}
            />
          </FormSection>

          <CheckboxField
            label={
              <Trans>
                I accept the <TermsLink to="/seller-terms">Seller Terms</TermsLink> and the{' '}
                <TermsLink to="/privacy">Privacy Policy</TermsLink>
              </Trans>
            }
            error={errors.acceptTerms?.message}
            {...register('acceptTerms')}
          />
          <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={isSubmitting}>
            {isSubmitting ? <Trans>Submitting application...</Trans> : <Trans>Submit application</Trans>}
          </Button>
        </form>
      </FormProvider>
    </AuthCard>
  )
}
