import { useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useNavigate } from 'react-router'
import { LoginBody } from '@haat/shared/accounts/customer'
import { Button } from '../../../components/ui/button'
import { CheckboxField } from '../../../components/ui/checkbox-field'
import { FormAlert } from '../../../components/ui/form-alert'
import { TextField } from '../../../components/ui/text-field'
import { isApiError } from '../../../lib/api-client'
import { errorMessage } from '../../../lib/api-error-message'
import { useVendorLogin } from '../api/vendor-login'
import { useVendorSecondFactor } from '../api/second-factor'
import { SecondFactorStep } from '../components/second-factor-step'
import { AuthCard } from '../components/auth-card'
import { TextLink } from '../components/text-link'

/** /vendor-login (docs/spec.md §2): approved sellers go to /vendor; pending and rejected ones to /not-approved. */
export function VendorLoginPage() {
  const navigate = useNavigate()
  const login = useVendorLogin()
  const [formError, setFormError] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(LoginBody), defaultValues: { email: '', password: '', rememberMe: false } })

  const [step, setStep] = useState<'verify' | 'enroll' | null>(null)
  const signedInStatus = useRef('approved')
  const secondFactor = useVendorSecondFactor()
  const goOn = (status: string) => navigate(status === 'approved' ? '/vendor' : '/not-approved', { replace: true })

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null)
    let status: string
    try {
      const result = await login.mutateAsync(values)
      if ('secondFactor' in result) {
        setStep(result.secondFactor)
        return
      }
      status = result.vendor.status
    } catch (error) {
      setFormError(
        isApiError(error) && error.code === 'INVALID_CREDENTIALS'
          ? 'Invalid credentials'
          : errorMessage(error, 'Login failed. Please try again.'),
      )
      return
    }
    await goOn(status)
  })

  if (step) {
    return (
      <AuthCard title="Two-step verification" description="Your seller account is protected with a second step.">
        <SecondFactorStep
          mode={step}
          submit={async (answer) => {
            // Sellers set up their app in the seller centre, so no recovery codes come back here.
            signedInStatus.current = (await secondFactor.mutateAsync(answer)).vendor.status
            return {}
          }}
          onSignedIn={() => void goOn(signedInStatus.current)}
          onRestart={() => {
            setStep(null)
            setFormError('Your sign-in has expired. Please sign in again.')
          }}
        />
      </AuthCard>
    )
  }

  return (
    <AuthCard
      title="Seller Login"
      description="Manage your products and orders in the Seller Centre."
      footer={
        <>
          <p>
            New to selling on Haat? <TextLink to="/vendor-register">Become a Seller</TextLink>
          </p>
          <p>
            Shopping instead? <TextLink to="/login">Customer Login</TextLink>
          </p>
        </>
      }
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        {formError ? <FormAlert tone="error">{formError}</FormAlert> : null}
        <TextField
          label="E-mail"
          type="email"
          autoComplete="email"
          inputMode="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <div className="flex flex-wrap items-center justify-between gap-x-4">
          <CheckboxField label="Remember me" {...register('rememberMe')} />
          <TextLink to="/forgot-password-vendor">Forgot Password</TextLink>
        </div>
        <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? 'Signing in...' : 'Sign in'}
        </Button>
      </form>
    </AuthCard>
  )
}
