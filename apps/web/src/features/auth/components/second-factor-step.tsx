import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { Button } from '../../../components/ui/button'
import { FormAlert } from '../../../components/ui/form-alert'
import { Spinner } from '../../../components/ui/spinner'
import { TextField } from '../../../components/ui/text-field'
import { RecoveryCodesPanel } from '../../../components/second-factor/recovery-codes-panel'
import { TotpSetupPanel } from '../../../components/second-factor/totp-setup-panel'
import { isApiError } from '../../../lib/api-client'
import { errorMessage } from '../../../lib/api-error-message'
import { useAdminEnrolment } from '../api/second-factor'

type Answer = { code: string } | { recoveryCode: string }

interface SecondFactorStepProps {
  /** enroll: an administrator's first sign-in, which first sets up the authenticator app. */
  mode: 'verify' | 'enroll'
  /** enroll: the token of the link mailed to the administrator, which shows the key. */
  enrolmentToken?: string
  /** Sends the answer; resolves with recovery codes when it finished an enrolment. */
  submit: (answer: Answer) => Promise<{ recoveryCodes?: string[] | undefined }>
  /** The session is open: go on to the account's home. */
  onSignedIn: () => void
  /** The challenge ended (expired, too many wrong codes): back to e-mail and password. */
  onRestart: () => void
}

/** The second step of a sign-in: a code from the authenticator app, or a recovery code. */
export function SecondFactorStep({ mode, enrolmentToken = '', submit, onSignedIn, onRestart }: SecondFactorStepProps) {
  const { t } = useLingui()
  const [useRecovery, setUseRecovery] = useState(false)
  const [value, setValue] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [pending, setPending] = useState(false)
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null)

  if (recoveryCodes)
    return <RecoveryCodesPanel codes={recoveryCodes} onDone={onSignedIn} doneLabel={t`I have saved them, continue`} />

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault()
    setError(null)
    const typed = value.trim()
    if (!typed) {
      setError(
        useRecovery ? t`Enter one of your recovery codes.` : t`Enter the 6-digit code from your authenticator app.`,
      )
      return
    }
    setPending(true)
    try {
      const result = await submit(useRecovery ? { recoveryCode: typed } : { code: typed })
      if (result.recoveryCodes?.length) setRecoveryCodes(result.recoveryCodes)
      else onSignedIn()
    } catch (caught) {
      if (isApiError(caught) && caught.code === 'UNAUTHENTICATED') {
        onRestart()
        return
      }
      setError(errorMessage(caught, t`That did not work. Please try again.`))
    } finally {
      setPending(false)
    }
  }

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
      {mode === 'enroll' ? (
        <Enrolment token={enrolmentToken} />
      ) : (
        <p className="text-sm text-stone-700">
          <Trans>Open your authenticator app and enter the code it shows for Haat.</Trans>
        </p>
      )}
      {error ? <FormAlert tone="error">{error}</FormAlert> : null}
      {/* Two boxes, not one changing its attributes: a maximum length once set must not linger. */}
      {useRecovery ? (
        <TextField
          key="recovery-code"
          label={t`Recovery code`}
          autoComplete="off"
          autoCapitalize="characters"
          value={value}
          onChange={(e) => setValue(e.target.value)}
        />
      ) : (
        <TextField
          key="app-code"
          label={t`6-digit code`}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          value={value}
          onChange={(e) => setValue(e.target.value)}
        />
      )}
      <Button type="submit" size="lg" className="w-full" disabled={pending}>
        {pending ? <Trans>Checking...</Trans> : <Trans>Verify</Trans>}
      </Button>
      {mode === 'verify' ? (
        <button
          type="button"
          className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
          onClick={() => {
            setUseRecovery((on) => !on)
            setValue('')
            setError(null)
          }}
        >
          {useRecovery ? (
            <Trans>Use a code from the app instead</Trans>
          ) : (
            <Trans>Lost your phone? Use a recovery code</Trans>
          )}
        </button>
      ) : null}
    </form>
  )
}

/** First sign-in of an administrator: the key to add to the authenticator app. */
function Enrolment({ token }: { token: string }) {
  const { t } = useLingui()
  const enrolment = useAdminEnrolment(token)
  if (enrolment.isPending) return <Spinner label={t`Preparing your QR code…`} showLabel />
  if (enrolment.isError) {
    return (
      <FormAlert tone="error">
        {errorMessage(enrolment.error, t`Could not prepare the QR code. Please sign in again.`)}
      </FormAlert>
    )
  }
  return (
    <div className="space-y-2">
      <p className="text-sm font-medium text-stone-900">
        <Trans>Administrators sign in with two-step verification. Set it up now.</Trans>
      </p>
      <TotpSetupPanel setup={enrolment.data} />
    </div>
  )
}
