import { useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { TotpSetup } from '@haat/shared/accounts/second-factor'
import { RecoveryCodesPanel } from '../../../components/second-factor/recovery-codes-panel'
import { TotpSetupPanel } from '../../../components/second-factor/totp-setup-panel'
import { Button } from '../../../components/ui/button'
import { FormAlert } from '../../../components/ui/form-alert'
import { Spinner } from '../../../components/ui/spinner'
import { TextField } from '../../../components/ui/text-field'
import { errorMessage } from '../../../lib/api-error-message'
import {
  useConfirmSecondFactor,
  useDisableSecondFactor,
  useSecondFactorStatus,
  useStartSecondFactorSetup,
} from '../api/second-factor'

type Step =
  | { name: 'idle' }
  | { name: 'password' }
  | { name: 'scan'; setup: TotpSetup }
  | { name: 'codes'; codes: string[] }
  | { name: 'disable' }

/** Seller settings: two-step verification, off by default; on, sign-in also asks for a code. */
export function SecondFactorSettings({ vendorId }: { vendorId: string }) {
  const { t, i18n } = useLingui()
  const status = useSecondFactorStatus(vendorId)
  const start = useStartSecondFactorSetup()
  const confirm = useConfirmSecondFactor(vendorId)
  const disable = useDisableSecondFactor(vendorId)
  const [step, setStep] = useState<Step>({ name: 'idle' })
  const [password, setPassword] = useState('')
  const [code, setCode] = useState('')
  const [error, setError] = useState<string | null>(null)

  const reset = (next: Step) => {
    setStep(next)
    setPassword('')
    setCode('')
    setError(null)
  }
  const run = async (action: () => Promise<void>) => {
    setError(null)
    try {
      await action()
    } catch (caught) {
      setError(errorMessage(caught, t`That did not work. Please try again.`, i18n))
    }
  }

  if (status.isPending) return <Spinner label={t`Loading two-step verification…`} />
  if (status.isError)
    return <FormAlert tone="error">{errorMessage(status.error, t`Could not load this setting.`, i18n)}</FormAlert>
  if (step.name === 'codes')
    return <RecoveryCodesPanel codes={step.codes} onDone={() => reset({ name: 'idle' })} doneLabel={t`Done`} />

  const alert = error ? <FormAlert tone="error">{error}</FormAlert> : null
  const passwordField = (
    <TextField
      label={t`Current password`}
      type="password"
      autoComplete="current-password"
      value={password}
      onChange={(e) => setPassword(e.target.value)}
    />
  )
  const codeField = (
    <TextField
      label={t`6-digit code`}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={7}
      value={code}
      onChange={(e) => setCode(e.target.value)}
    />
  )

  if (step.name === 'password') {
    return (
      <form
        className="space-y-4"
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          void run(async () => reset({ name: 'scan', setup: await start.mutateAsync(password) }))
        }}
      >
        {alert}
        {passwordField}
        <div className="flex gap-2">
          <Button type="submit" disabled={start.isPending}>
            <Trans>Continue</Trans>
          </Button>
          <Button type="button" variant="ghost" onClick={() => reset({ name: 'idle' })}>
            <Trans>Cancel</Trans>
          </Button>
        </div>
      </form>
    )
  }
  if (step.name === 'scan') {
    return (
      <form
        className="space-y-4"
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          void run(async () => reset({ name: 'codes', codes: (await confirm.mutateAsync(code)).recoveryCodes }))
        }}
      >
        <TotpSetupPanel setup={step.setup} />
        {alert}
        {codeField}
        <div className="flex gap-2">
          <Button type="submit" disabled={confirm.isPending}>
            <Trans>Turn on</Trans>
          </Button>
          <Button type="button" variant="ghost" onClick={() => reset({ name: 'idle' })}>
            <Trans>Cancel</Trans>
          </Button>
        </div>
      </form>
    )
  }
  if (step.name === 'disable') {
    return (
      <form
        className="space-y-4"
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          void run(async () => {
            await disable.mutateAsync({ currentPassword: password, code })
            reset({ name: 'idle' })
          })
        }}
      >
        <p className="text-sm text-stone-700">
          <Trans>Turning it off means your password alone signs in to your seller account.</Trans>
        </p>
        {alert}
        {passwordField}
        {codeField}
        <div className="flex gap-2">
          <Button type="submit" disabled={disable.isPending}>
            <Trans>Turn off</Trans>
          </Button>
          <Button type="button" variant="ghost" onClick={() => reset({ name: 'idle' })}>
            <Trans>Cancel</Trans>
          </Button>
        </div>
      </form>
    )
  }
  return status.data.enabled ? (
    <div className="space-y-3">
      <p className="text-sm text-stone-700">
        <Trans>
          <strong>On.</strong> Signing in asks for a code from your authenticator app.
        </Trans>
      </p>
      <Button variant="secondary" onClick={() => reset({ name: 'disable' })}>
        <Trans>Turn off two-step verification</Trans>
      </Button>
    </div>
  ) : (
    <div className="space-y-3">
      <p className="text-sm text-stone-700">
        <Trans>
          <strong>Off.</strong> Add a code from your phone to every sign-in, so a stolen password alone cannot open your
          store.
        </Trans>
      </p>
      <Button onClick={() => reset({ name: 'password' })}>
        <Trans>Turn on two-step verification</Trans>
      </Button>
    </div>
  )
}
