import { useEffect, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useLocation, useNavigate, useSearchParams } from 'react-router'
import { LoginBody } from '@haat/shared/accounts/customer'
import { Button } from '../../../components/ui/button'
import { CheckboxField } from '../../../components/ui/checkbox-field'
import { FormAlert } from '../../../components/ui/form-alert'
import { Spinner } from '../../../components/ui/spinner'
import { TextField } from '../../../components/ui/text-field'
import { isApiError } from '../../../lib/api-client'
import { errorMessage } from '../../../lib/api-error-message'
import { safeRedirectPath } from '../../../lib/safe-redirect'
import { useCustomerLogin } from '../api/customer-login'
import { useSession } from '../../../api/session/get-session'
import { AuthCard } from '../components/auth-card'
import { TextLink } from '../components/text-link'

/** /login (docs/spec.md §2): success goes to /profile, or back to the same-site page in `?redirect=`. */
export function LoginPage() {
  const { session, isPending: isSessionPending } = useSession()
  const [searchParams] = useSearchParams()
  const redirectTo = safeRedirectPath(searchParams.get('redirect'))
  const navigate = useNavigate()
  const location = useLocation()
  const login = useCustomerLogin()
  const [formError, setFormError] = useState<string | null>(null)
  // Signing in here also sets the session: only a customer who arrived signed in is sent back.
  const [hasSubmitted, setHasSubmitted] = useState(false)
  const isAlreadySignedIn = !isSessionPending && session.customer !== null && !hasSubmitted
  // React Router gives the first location of a session the key "default": nothing to go back to.
  const hasHistory = location.key !== 'default'
  // Leave once: StrictMode runs effects twice, and going back twice would skip a page.
  const hasLeft = useRef(false)

  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(LoginBody), defaultValues: { email: '', password: '', rememberMe: false } })

  useEffect(() => {
    if (!isAlreadySignedIn || hasLeft.current) return
    hasLeft.current = true
    if (redirectTo) void navigate(redirectTo, { replace: true })
    else if (hasHistory) void navigate(-1)
    else void navigate('/profile', { replace: true })
  }, [isAlreadySignedIn, redirectTo, hasHistory, navigate])

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null)
    setHasSubmitted(true)
    try {
      await login.mutateAsync(values)
    } catch (error) {
      setFormError(
        isApiError(error) && error.code === 'INVALID_CREDENTIALS'
          ? 'Invalid credentials. Please check your email and password.'
          : errorMessage(error, 'Login failed. Please try again.'),
      )
      return
    }
    await navigate(redirectTo ?? '/profile', { replace: true })
  })

  if (isAlreadySignedIn) {
    return (
      <div className="flex justify-center px-4 py-16">
        <Spinner label="You are already signed in. Taking you back…" showLabel />
      </div>
    )
  }

  return (
    <AuthCard
      title="Customer Login"
      description="Sign in to track orders, save addresses and check out faster."
      footer={
        <>
          <p>
            Don&apos;t have an account? <TextLink to="/register">Register</TextLink>
          </p>
          <p>
            Selling on Haat? <TextLink to="/vendor-login">Seller Login</TextLink>
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
          <TextLink to="/forgot-password">Forgot Password</TextLink>
        </div>
        <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? 'Signing in...' : 'Sign in'}
        </Button>
      </form>
    </AuthCard>
  )
}
