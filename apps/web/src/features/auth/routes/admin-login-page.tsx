import { useRef, useState } from 'react'
import type { AdminSecondFactorResponse } from '@haat/shared/accounts/second-factor'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useNavigate } from 'react-router'
import { LoginBody } from '@haat/shared/accounts/customer'
import { Button } from '../../../components/ui/button'
import { FormAlert } from '../../../components/ui/form-alert'
import { TextField } from '../../../components/ui/text-field'
import { isApiError } from '../../../lib/api-client'
import { errorMessage } from '../../../lib/api-error-message'
import { useAdminLogin } from '../api/admin-login'
import { useAdminSecondFactor } from '../api/second-factor'
import { SecondFactorStep } from '../components/second-factor-step'
import { AuthCard } from '../components/auth-card'
import { TextLink } from '../components/text-link'

const AdminLoginForm = LoginBody.pick({ email: true, password: true })

/** /admin/login: e-mail and password, checked by the server (docs/decisions/007-admin-accounts.md). */
export function AdminLoginPage() {
  const navigate = useNavigate()
  const login = useAdminLogin()
  const [formError, setFormError] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(AdminLoginForm), defaultValues: { email: '', password: '' } })

  const [step, setStep] = useState<'verify' | 'enroll' | null>(null)
  const secondFactor = useAdminSecondFactor()
  const signedIn = useRef<AdminSecondFactorResponse['admin'] | null>(null)

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null)
    try {
      const result = await login.mutateAsync(values)
      // Every administrator answers a second factor before the session opens.
      if ('secondFactor' in result) {
        setStep(result.secondFactor)
        return
      }
    } catch (error) {
      setFormError(
        isApiError(error) && error.code === 'INVALID_CREDENTIALS'
          ? 'Invalid credentials.'
          : errorMessage(error, 'Login failed. Please try again.'),
      )
      return
    }
    await navigate('/admin', { replace: true })
  })

  if (step) {
    return (
      <AuthCard
        title="Two-step verification"
        description="For Haat administrators."
        footer={<TextLink to="/">Back to the shop</TextLink>}
      >
        <SecondFactorStep
          mode={step}
          submit={async (answer) => {
            const result = await secondFactor.mutateAsync(answer)
            signedIn.current = result.admin
            return result
          }}
          onSignedIn={() => {
            if (signedIn.current) secondFactor.markAdminSignedIn(signedIn.current)
            void navigate('/admin', { replace: true })
          }}
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
      title="Admin Login"
      description="For Haat administrators."
      footer={<TextLink to="/">Back to the shop</TextLink>}
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
        <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? 'Signing in...' : 'Sign in'}
        </Button>
      </form>
    </AuthCard>
  )
}
