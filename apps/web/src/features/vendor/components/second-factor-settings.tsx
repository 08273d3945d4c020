import { useState } from 'react'
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
      setError(errorMessage(caught, 'That did not work. Please try again.'))
    }
  }

  if (status.isPending) return <Spinner label="Loading two-step verification…" />
  if (status.isError)
    return <FormAlert tone="error">{errorMessage(status.error, 'Could not load this setting.')}</FormAlert>
  if (step.name === 'codes')
    return <RecoveryCodesPanel codes={step.codes} onDone={() => reset({ name: 'idle' })} doneLabel="Done" />

  const alert = error ? <FormAlert tone="error">{error}</FormAlert> : null
  const passwordField = (
    <TextField
      label="Current password"
      type="password"
      autoComplete="current-password"
      value={password}
      onChange={(e) => setPassword(e.target.value)}
    />
  )
  const codeField = (
    <TextField
      label="6-digit code"
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
            Continue
          </Button>
          <Button type="button" variant="ghost" onClick={() => reset({ name: 'idle' })}>
            Cancel
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
            Turn on
          </Button>
          <Button type="button" variant="ghost" onClick={() => reset({ name: 'idle' })}>
            Cancel
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
          Turning it off means your password alone signs in to your seller account.
        </p>
        {alert}
        {passwordField}
        {codeField}
        <div className="flex gap-2">
          <Button type="submit" disabled={disable.isPending}>
            Turn off
          </Button>
          <Button type="button" variant="ghost" onClick={() => reset({ name: 'idle' })}>
            Cancel
          </Button>
        </div>
      </form>
    )
  }
  return status.data.enabled ? (
    <div className="space-y-3">
      <p className="text-sm text-stone-700">
        <strong>On.</strong> Signing in asks for a code from your authenticator app.
      </p>
      <Button variant="secondary" onClick={() => reset({ name: 'disable' })}>
        Turn off two-step verification
      </Button>
    </div>
  ) : (
    <div className="space-y-3">
      <p className="text-sm text-stone-700">
        <strong>Off.</strong> Add a code from your phone to every sign-in, so a stolen password alone cannot open your
        store.
      </p>
      <Button onClick={() => reset({ name: 'password' })}>Turn on two-step verification</Button>
    </div>
  )
}
