import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useRef, useState } from 'react'
import { useLocation, useNavigate, useSearchParams } from 'react-router'
import type { LoginBody } from '@haat/shared/accounts/customer'
import { Spinner } from '../../../components/ui/spinner'
import { loginPathFor, returnPathFrom } from '../../../lib/safe-redirect'
import { useCustomerLogin } from '../api/customer-login'
import { useSession } from '../../../api/session/get-session'
import { AuthCard } from '../components/auth-card'
import { SignInForm } from '../components/sign-in-form'
import { TextLink } from '../components/text-link'

/** /login (docs/spec.md §2): success goes to /profile, or back to the same-site page in `?next=`. */
export function LoginPage() {
  const { t } = useLingui()
  const { session, isPending: isSessionPending } = useSession()
  const [searchParams] = useSearchParams()
  const redirectTo = returnPathFrom(searchParams)
  const navigate = useNavigate()
  const location = useLocation()
  const login = useCustomerLogin()
  // Signing in here also sets the session: only a customer who arrived signed in is sent back.
  const [hasSubmitted, setHasSubmitted] = useState(false)
  const isAlreadySignedIn = !isSessionPending && session.customer !== null && !hasSubmitted
  // React Router gives the first location of a session the key "default": nothing to go back to.
  const hasHistory = location.key !== 'default'
  // Leave once: StrictMode runs effects twice, and going back twice would skip a page.
  const hasLeft = useRef(false)

  useEffect(() => {
    if (!isAlreadySignedIn || hasLeft.current) return
    hasLeft.current = true
    if (redirectTo) void navigate(redirectTo, { replace: true })
    else if (hasHistory) void navigate(-1)
    else void navigate('/profile', { replace: true })
  }, [isAlreadySignedIn, redirectTo, hasHistory, navigate])

  const signIn = async (values: LoginBody) => {
    setHasSubmitted(true)
    await login.mutateAsync(values)
    await navigate(redirectTo ?? '/profile', { replace: true })
  }

  if (isAlreadySignedIn) {
    return (
      <div className="flex justify-center px-4 py-16">
        <Spinner label={t`You are already signed in. Taking you back…`} showLabel />
      </div>
    )
  }

  return (
    <AuthCard
      title={t`Customer Login`}
      description={
        // Sent here from the cart: say why, so the shopper knows the cart is not lost.
        redirectTo?.startsWith('/checkout')
          ? t`Sign in to continue to checkout.`
          : t`Sign in to track orders, save addresses and check out faster.`
      }
      footer={
        <>
          <p>
            <Trans>
              Don&apos;t have an account?{' '}
              <TextLink to={redirectTo ? loginPathFor(redirectTo, '/register') : '/register'}>Register</TextLink>
            </Trans>
          </p>
          <p>
            <Trans>
              Selling on Haat? <TextLink to="/vendor-login">Seller Login</TextLink>
            </Trans>
          </p>
        </>
      }
    >
      <SignInForm
        onSignIn={signIn}
        invalidCredentials={t`Invalid credentials. Please check your email and password.`}
        forgotPasswordTo="/forgot-password"
      />
    </AuthCard>
  )
}
