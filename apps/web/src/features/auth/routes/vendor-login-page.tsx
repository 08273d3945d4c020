import { useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import type { LoginBody } from '@haat/shared/accounts/customer'
import { useVendorLogin } from '../api/vendor-login'
import { useVendorSecondFactor } from '../api/second-factor'
import { SecondFactorStep } from '../components/second-factor-step'
import { AuthCard } from '../components/auth-card'
import { SignInForm } from '../components/sign-in-form'
import { TextLink } from '../components/text-link'

/** /vendor-login (docs/spec.md §2): approved sellers go to /vendor; pending and rejected ones to /not-approved. */
export function VendorLoginPage() {
  const navigate = useNavigate()
  const login = useVendorLogin()
  const [notice, setNotice] = useState<string | null>(null)

  const [step, setStep] = useState<'verify' | 'enroll' | null>(null)
  const signedInStatus = useRef('approved')
  const secondFactor = useVendorSecondFactor()
  const goOn = (status: string) => navigate(status === 'approved' ? '/vendor' : '/not-approved', { replace: true })

  const signIn = async (values: LoginBody) => {
    const result = await login.mutateAsync(values)
    if ('secondFactor' in result) setStep(result.secondFactor)
    else await goOn(result.vendor.status)
  }

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
            setNotice('Your sign-in has expired. Please sign in again.')
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
      <SignInForm
        onSignIn={signIn}
        invalidCredentials="Invalid credentials"
        forgotPasswordTo="/forgot-password-vendor"
        notice={notice}
      />
    </AuthCard>
  )
}
