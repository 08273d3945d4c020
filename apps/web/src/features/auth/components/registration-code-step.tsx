import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '../../../lib/zod-resolver'
import { ConfirmRegistrationBody } from '@haat/shared/accounts/registration'
import { Button } from '../../../components/ui/button'
import { FormAlert } from '../../../components/ui/form-alert'
import { TextField } from '../../../components/ui/text-field'
import { errorMessage } from '../../../lib/api-error-message'
import { setServerFieldErrors } from '../../../lib/form-errors'

const CodeForm = ConfirmRegistrationBody.pick({ code: true })

interface RegistrationCodeStepProps {
  email: string
  /** What the code finishes: a customer's account or a seller's application (the button says it). */
  purpose: 'account' | 'application'
  /** Sends the code; throws the server's refusal (beside the field when it names `code`). */
  confirm: (code: string) => Promise<unknown>
  /** Sends the kept form again: the server mails a new code. Throws its error (RATE_LIMITED…). */
  onResend: () => Promise<void>
  /** Back to the form, with what was typed, to correct the e-mail or anything else. */
  onEdit: () => void
  onConfirmed: () => Promise<void>
}

/**
 * The second step of /register and /vendor-register (docs/decisions/042-verify-first-sign-up.md):
 * the 6-digit code mailed to the address. It reads the same whether or not the address already
 * had an account.
 */
export function RegistrationCodeStep({
  email,
  purpose,
  confirm,
  onResend,
  onEdit,
  onConfirmed,
}: RegistrationCodeStepProps) {
  const { t } = useLingui()
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null)
  const [resending, setResending] = useState(false)
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(CodeForm), defaultValues: { code: '' } })

  const onSubmit = handleSubmit(async ({ code }) => {
    setMessage(null)
    try {
      await confirm(code)
    } catch (error) {
      // Wrong, expired or voided codes are said beside the field; anything else above the form.
      if (!setServerFieldErrors(error, setError, ['code'])) {
        setMessage({ tone: 'error', text: errorMessage(error, t`Signup failed`) })
      }
      return
    }
    await onConfirmed()
  })

  const resend = async () => {
    setMessage(null)
    setResending(true)
    try {
      await onResend()
      setMessage({ tone: 'success', text: t`A new code is on its way to ${email}. Only the newest code works.` })
    } catch (error) {
      setMessage({ tone: 'error', text: errorMessage(error, t`Could not send a new code. Please try again.`) })
    } finally {
      setResending(false)
    }
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      {message ? <FormAlert tone={message.tone}>{message.text}</FormAlert> : null}
      <p className="text-sm text-stone-700">
        <Trans>
          We sent a 6-digit code to <strong className="break-all">{email}</strong>. Enter it below to finish signing up.
          If this e-mail already has a Haat account, we sent a note there instead: sign in or reset your password.
        </Trans>
      </p>
      <TextField
        label={t`6-digit code`}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        // Focus follows the step: the code is what to type next.
        autoFocus
        hint={t`The code is valid for 24 hours.`}
        error={errors.code?.message}
        className="[&_input]:text-center [&_input]:font-mono [&_input]:text-xl [&_input]:tracking-[0.5em]"
        {...register('code')}
      />
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? (
          <Trans>Confirming...</Trans>
        ) : purpose === 'account' ? (
          <Trans>Confirm and create account</Trans>
        ) : (
          <Trans>Confirm and submit application</Trans>
        )}
      </Button>
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <Button type="button" variant="ghost" size="sm" onClick={() => void resend()} disabled={resending}>
          {resending ? <Trans>Sending a new code...</Trans> : <Trans>Send a new code</Trans>}
        </Button>
        <Button type="button" variant="ghost" size="sm" onClick={onEdit}>
          <Trans>Change e-mail or details</Trans>
        </Button>
      </div>
    </form>
  )
}
