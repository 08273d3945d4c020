import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useNavigate, useSearchParams } from 'react-router'
import { z } from 'zod'
import { RegisterCustomerBody } from '@haat/shared/accounts/customer'
import { Button } from '../../../components/ui/button'
import { CheckboxField } from '../../../components/ui/checkbox-field'
import { FormAlert } from '../../../components/ui/form-alert'
import { TextField } from '../../../components/ui/text-field'
import { isApiError } from '../../../lib/api-client'
import { errorMessage } from '../../../lib/api-error-message'
import { setServerFieldErrors } from '../../../lib/form-errors'
import { useRegisterCustomer } from '../api/register-customer'
import { AuthCard } from '../components/auth-card'
import { TermsLink } from '../components/terms-link'
import { TextLink } from '../components/text-link'
import { EmailField, MobileField, NewPasswordField } from '../../../components/ui/preset-fields'
import { loginPathFor, returnPathFrom } from '../../../lib/safe-redirect'

const RegisterForm = RegisterCustomerBody.extend({
  confirmPassword: z.string().min(1, 'Please confirm your password.'),
  // A plain boolean here so the box can start unticked; the body still sends `true`.
  acceptTerms: z.boolean().refine(Boolean, 'Please accept the terms and privacy policy.'),
}).refine((values) => values.password === values.confirmPassword, {
  message: 'Passwords do not match',
  path: ['confirmPassword'],
})

const SERVER_FIELDS = ['name', 'email', 'phone', 'password'] as const

/** /register (docs/spec.md §2): a new customer is signed in and goes to /profile, or back to `?next=`. */
export function RegisterPage() {
  const navigate = useNavigate()
  const [searchParams] = useSearchParams()
  const returnTo = returnPathFrom(searchParams)
  const registerCustomer = useRegisterCustomer()
  const [formError, setFormError] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(RegisterForm),
    defaultValues: { name: '', email: '', phone: '', password: '', confirmPassword: '', acceptTerms: false },
  })

  const onSubmit = handleSubmit(async ({ confirmPassword: _confirm, ...values }) => {
    setFormError(null)
    try {
      await registerCustomer.mutateAsync({ ...values, acceptTerms: true })
    } catch (error) {
      if (isApiError(error) && error.code === 'EMAIL_TAKEN') {
        setError('email', { type: 'server', message: error.message }, { shouldFocus: true })
      } else {
        setServerFieldErrors(error, setError, SERVER_FIELDS)
      }
      setFormError(errorMessage(error, 'Signup failed'))
      return
    }
    await navigate(returnTo ?? '/profile', { replace: true })
  })

  return (
    <AuthCard
      title="Create your account"
      description="Shop from sellers across India, save addresses and track every order."
      footer={
        <>
          <p>
            Already have an account?{' '}
            <TextLink to={returnTo ? loginPathFor(returnTo) : '/login'}>Customer Login</TextLink>
          </p>
          <p>
            Want to sell on Haat? <TextLink to="/vendor-register">Become a Seller</TextLink>
          </p>
        </>
      }
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        {formError ? <FormAlert tone="error">{formError}</FormAlert> : null}
        <TextField label="Full name" autoComplete="name" error={errors.name?.message} {...register('name')} />
        <EmailField error={errors.email?.message} {...register('email')} />
        <MobileField error={errors.phone?.message} {...register('phone')} />
        <NewPasswordField hint="At least 8 characters." error={errors.password?.message} {...register('password')} />
        <NewPasswordField
          label="Confirm password"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <CheckboxField
          label={
            <>
              I accept the <TermsLink to="/terms">Terms of Service</TermsLink> and the{' '}
              <TermsLink to="/privacy">Privacy Policy</TermsLink>
            </>
          }
          error={errors.acceptTerms?.message}
          {...register('acceptTerms')}
        />
        <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? 'Creating account...' : 'Create account'}
        </Button>
      </form>
    </AuthCard>
  )
}
