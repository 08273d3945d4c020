import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { ArrowLeft, CircleAlert } from 'lucide-react'
import { PageTitle } from '../../../components/page-title'
import { Button } from '../../../components/ui/button'
import { StatusPanel } from '../../../components/ui/status-panel'
import { readSignupFailure } from '../lib/vendor-signup-storage'

/** /failed: why the seller application was refused (docs/spec.md §8), from the copy kept in sessionStorage. */
export function SignupFailedPage() {
  const { t } = useLingui()
  const navigate = useNavigate()
  const location = useLocation()
  const [failure] = useState(readSignupFailure)
  const hasHistory = location.key !== 'default'
  const status = failure?.status ?? 0

  return (
    <div className="px-4 py-12 sm:py-16">
      <PageTitle title={t`Sign-up failed`} />
      <StatusPanel
        as="h1"
        tone="error"
        icon={<CircleAlert className="size-8 text-red-700" />}
        title={t`Sign-up failed`}
        action={
          <Button
            onClick={() => {
              if (hasHistory) void navigate(-1)
              else void navigate('/vendor-register', { replace: true })
            }}
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            <Trans>Go Back</Trans>
          </Button>
        }
      >
        {failure ? (
          <div className="space-y-2 text-left">
            <p className="font-semibold text-stone-900">
              {status > 0 ? <Trans>Signup failed (Status: {status})</Trans> : <Trans>Signup failed</Trans>}
            </p>
            {failure.message ? <p>{failure.message}</p> : null}
            {failure.details.length > 0 ? (
              <>
                <p className="font-semibold text-stone-900">
                  <Trans>Details:</Trans>
                </p>
                <ul className="space-y-1">
                  {failure.details.map((detail) => (
                    <li key={`${detail.path}:${detail.message}`}>{`- ${detail.path}: ${detail.message}`}</li>
                  ))}
                </ul>
              </>
            ) : null}
          </div>
        ) : (
          <p>
            <Trans>Your seller application could not be submitted. Please go back and try again.</Trans>
          </p>
        )}
      </StatusPanel>
    </div>
  )
}
