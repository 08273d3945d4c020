import { useRef, useState } from 'react'
import type { AdminSecondFactorResponse } from '@haat/shared/accounts/second-factor'
import { useNavigate } from 'react-router'
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

  const [step, setStep] = useState<'verify' | 'enroll' | null>(null)
  const secondFactor = useAdminSecondFactor()
  const signedIn = useRef<AdminSecondFactorResponse['admin'] | null>(null)

  const signIn = async ({ email, password }: LoginBody) => {
    const result = await login.mutateAsync({ email, password })
    // Every administrator answers a second factor before the session opens.
    if ('secondFactor' in result) setStep(result.secondFactor)
    else await navigate('/admin', { replace: true })
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
