import { Trans, useLingui } from '@lingui/react/macro'
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
  const { t } = useLingui()
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
      <AuthCard title={t`Two-step verification`} description={t`Your seller account is protected with a second step.`}>
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
            setNotice(t`Your sign-in has expired. Please sign in again.`)
          }}
        />
      </AuthCard>
    )
  }

  return (
    <AuthCard
      title={t`Seller Login`}
      description={t`Manage your products and orders in the Seller Centre.`}
      footer={
        <>
          <p>
            <Trans>
              New to selling on Haat? <TextLink to="/vendor-register">Become a Seller</TextLink>
            </Trans>
          </p>
          <p>
            <Trans>
              Shopping instead? <TextLink to="/login">Customer Login</TextLink>
            </Trans>
          </p>
        </>
      }
    >
      <SignInForm
        onSignIn={signIn}
        invalidCredentials={t`Invalid credentials`}
        forgotPasswordTo="/forgot-password-vendor"
        notice={notice}
      />
    </AuthCard>
  )
}
