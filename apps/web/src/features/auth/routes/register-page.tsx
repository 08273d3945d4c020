import { Trans, useLingui } from '@lingui/react/macro'
import { useMemo, useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '../../../lib/zod-resolver'
import { useNavigate, useSearchParams } from 'react-router'
import { z } from 'zod'
import { RegisterCustomerBody } from '@haat/shared/accounts/customer'
import { Button } from '../../../components/ui/button'
import { CheckboxField } from '../../../components/ui/checkbox-field'
import { FormAlert } from '../../../components/ui/form-alert'
import { TextField } from '../../../components/ui/text-field'
import { errorMessage } from '../../../lib/api-error-message'
import { setServerFieldErrors } from '../../../lib/form-errors'
import { useConfirmRegistration } from '../api/confirm-registration'
import { useRegisterCustomer } from '../api/register-customer'
import { AuthCard } from '../components/auth-card'
import { RegistrationCodeStep } from '../components/registration-code-step'
import { TermsLink } from '../components/terms-link'
import { TextLink } from '../components/text-link'
import { EmailField, MobileField, NewPasswordField } from '../../../components/ui/preset-fields'
import { loginPathFor, returnPathFrom } from '../../../lib/safe-redirect'

/** The form's own checks, with their messages in the page's language. */
const registerForm = (text: { confirmPassword: string; acceptTerms: string; mismatch: string }) =>
  RegisterCustomerBody.extend({
    confirmPassword: z.string().min(1, text.confirmPassword),
    // A plain boolean here so the box can start unticked; the body still sends `true`.
    acceptTerms: z.boolean().refine(Boolean, text.acceptTerms),
  }).refine((values) => values.password === values.confirmPassword, {
    message: text.mismatch,
    path: ['confirmPassword'],
  })

const SERVER_FIELDS = ['name', 'email', 'phone', 'password'] as const

/**
 * /register (docs/spec.md §2): the form, then the code mailed to the address (docs/decisions/042-verify-first-sign-up.md);
 * the new customer is then signed in and goes to /profile, or back to `?next=`. The form keeps what
 * was typed while the code is awaited, to send it again (a new code) or correct it.
 */
export function RegisterPage() {
  const { t } = useLingui()
  const navigate = useNavigate()
  const [searchParams] = useSearchParams()
  const returnTo = returnPathFrom(searchParams)
  const registerCustomer = useRegisterCustomer()
  const confirmRegistration = useConfirmRegistration()
  const [formError, setFormError] = useState<string | null>(null)
  /** What was sent and the address the code went to: the page shows the code step while it is set. */
  const [pending, setPending] = useState<{ email: string; body: RegisterCustomerBody } | null>(null)
  const schema = useMemo(
    () =>
      registerForm({
        confirmPassword: t`Please confirm your password.`,
        acceptTerms: t`Please accept the terms and privacy policy.`,
        mismatch: t`Passwords do not match`,
      }),
    [t],
  )
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(schema),
    defaultValues: { name: '', email: '', phone: '', password: '', confirmPassword: '', acceptTerms: false },
  })

  const onSubmit = handleSubmit(async ({ confirmPassword: _confirm, ...values }) => {
    setFormError(null)
    const body = { ...values, acceptTerms: true as const }
    try {
      const { email } = await registerCustomer.mutateAsync(body)
      setPending({ email, body })
    } catch (error) {
      setServerFieldErrors(error, setError, SERVER_FIELDS)
      setFormError(errorMessage(error, t`Signup failed`))
    }
  })

  if (pending) {
    return (
      <AuthCard title={t`Check your e-mail`}>
        <RegistrationCodeStep
          email={pending.email}
          purpose="account"
          confirm={(code) => confirmRegistration.mutateAsync({ email: pending.email, code })}
          onResend={async () => {
            await registerCustomer.mutateAsync(pending.body)
          }}
          onEdit={() => setPending(null)}
          onConfirmed={async () => {
            await navigate(returnTo ?? '/profile', { replace: true })
          }}
        />
      </AuthCard>
    )
  }

  return (
    <AuthCard
      title={t`Create your account`}
      description={t`Shop from sellers across India, save addresses and track every order.`}
      footer={
        <>
          <p>
            <Trans>
              Already have an account?{' '}
              <TextLink to={returnTo ? loginPathFor(returnTo) : '/login'}>Customer Login</TextLink>
            </Trans>
          </p>
          <p>
            <Trans>
              Want to sell on Haat? <TextLink to="/vendor-register">Become a Seller</TextLink>
            </Trans>
          </p>
        </>
      }
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        {formError ? <FormAlert tone="error">{formError}</FormAlert> : null}
        <TextField label={t`Full name`} autoComplete="name" error={errors.name?.message} {...register('name')} />
        <EmailField error={errors.email?.message} {...register('email')} />
        <MobileField error={errors.phone?.message} {...register('phone')} />
        <NewPasswordField hint={t`At least 8 characters.`} error={errors.password?.message} {...register('password')} />
        <NewPasswordField
          label={t`Confirm password`}
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <CheckboxField
          label={
            <Trans>
              I accept the <TermsLink to="/terms">Terms of Service</TermsLink> and the{' '}
              <TermsLink to="/privacy">Privacy Policy</TermsLink>
            </Trans>
          }
          error={errors.acceptTerms?.message}
          {...register('acceptTerms')}
        />
        <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? <Trans>Creating account...</Trans> : <Trans>Create account</Trans>}
        </Button>
      </form>
    </AuthCard>
  )
}
