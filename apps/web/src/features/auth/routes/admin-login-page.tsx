import { useEffect, useRef, useState } from 'react'
import type { AdminSecondFactorResponse } from '@haat/shared/accounts/second-factor'
import { useLocation, useNavigate } from 'react-router'
import type { LoginBody } from '@haat/shared/accounts/customer'
import { useAdminLogin } from '../api/admin-login'
import { useAdminSecondFactor } from '../api/second-factor'
import { SecondFactorStep } from '../components/second-factor-step'
import { AuthCard } from '../components/auth-card'
import { SignInForm } from '../components/sign-in-form'
import { TextLink } from '../components/text-link'

/** /admin/login: e-mail and password, checked by the server (docs/decisions/007-admin-accounts.md). */
export function AdminLoginPage() {
  const navigate = useNavigate()
  const login = useAdminLogin()
  const [notice, setNotice] = useState<string | null>(null)

  const location = useLocation()
  const linkToken = enrolmentTokenIn(location.hash)
  // Opened from the enrolment link mailed at the first sign-in (#enrol=…), on arrival or pasted
  // into this very page: straight to the key (state adjusted while rendering, not in an effect).
  const [enrolmentToken, setEnrolmentToken] = useState('')
  const [step, setStep] = useState<'verify' | 'enroll' | 'mailed' | null>(null)
  if (linkToken && linkToken !== enrolmentToken) {
    setEnrolmentToken(linkToken)
    setStep('enroll')
  }
  // Taken off the address, so the token is not kept in the history.
  useEffect(() => {
    if (location.hash) void navigate({ pathname: location.pathname, search: location.search }, { replace: true })
  }, [location.hash, location.pathname, location.search, navigate])
  const secondFactor = useAdminSecondFactor()
  const signedIn = useRef<AdminSecondFactorResponse['admin'] | null>(null)

  const signIn = async ({ email, password }: LoginBody) => {
    const result = await login.mutateAsync({ email, password })
    // Every administrator answers a second factor before the session opens.
    if ('secondFactor' in result) setStep(result.secondFactor === 'enroll' ? 'mailed' : result.secondFactor)
    else await navigate('/admin', { replace: true })
  }

  if (step === 'mailed') {
    return (
      <AuthCard
        title="Check your e-mail"
        description="Two-step verification is not set up for this account yet."
        footer={<TextLink to="/">Back to the shop</TextLink>}
      >
        <div className="space-y-3 text-sm text-stone-700">
          <p>
            We have e-mailed you a link to set it up. Open it in this browser within 10 minutes: the key for your
            authenticator app is shown only there, so a password alone cannot set it up.
          </p>
          <p>If no e-mail arrives, sign in again for a new link.</p>
        </div>
      </AuthCard>
    )
  }

  if (step) {
    return (
      <AuthCard
        title="Two-step verification"
        description="For Haat administrators."
        footer={<TextLink to="/">Back to the shop</TextLink>}
      >
        <SecondFactorStep
          mode={step}
          enrolmentToken={enrolmentToken}
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
            setNotice('Your sign-in has expired. Please sign in again.')
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
      <SignInForm onSignIn={signIn} invalidCredentials="Invalid credentials." notice={notice} />
    </AuthCard>
  )
}

const enrolmentTokenIn = (hash: string) => /^#enrol=([\w-]+)$/.exec(hash)?.[1] ?? ''
