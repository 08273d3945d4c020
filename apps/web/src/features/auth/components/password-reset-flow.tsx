import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useMemo, useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '../../../lib/zod-resolver'
import { z } from 'zod'
import { PasswordSchema } from '@haat/shared/accounts/fields'
import { RequestOtpBody, RESET_TEXT, VerifyOtpBody } from '@haat/shared/accounts/password-reset'
import { Button } from '../../../components/ui/button'
import { FormAlert } from '../../../components/ui/form-alert'
import { TextField } from '../../../components/ui/text-field'
import { errorMessage } from '../../../lib/api-error-message'
import { useCompletePasswordReset } from '../api/complete-password-reset'
import { useRequestResetOtp, type ResetAccountKind } from '../api/request-reset-otp'
import { useVerifyResetOtp } from '../api/verify-reset-otp'
import { AuthCard } from './auth-card'
import { TextLink } from './text-link'
import { EmailField, NewPasswordField } from '../../../components/ui/preset-fields'

type Step = 'email' | 'otp' | 'password'
interface Message {
  tone: 'success' | 'error'
  text: string
}

const STEP_NUMBER: Record<Step, number> = { email: 1, otp: 2, password: 3 }

const OtpForm = VerifyOtpBody.pick({ otp: true })
/** `mismatch`: RESET_TEXT.mismatch in the page's language. */
const newPasswordForm = (mismatch: string) =>
  z
    .object({ password: PasswordSchema, confirmPassword: z.string() })
    .refine((values) => values.password === values.confirmPassword, {
      message: mismatch,
      path: ['confirmPassword'],
    })

/**
 * The server's answers (RESET_TEXT, docs/spec.md §8) in the page's language: a known English
 * answer, or none, shows its translation; any other text is shown as the server wrote it.
 */
const RESET_MESSAGES = {
  otpSent: msg`If an account exists for that e-mail, a 6-digit OTP has been sent. Please check your inbox.`,
  verified: msg`OTP verified successfully. You can now set your new password.`,
  reset: msg`Your password has been successfully reset. You can now log in.`,
}
const isStandardAnswer = (message: string, known: string) => !message || message === known

interface StepProps {
  kind: ResetAccountKind
  onError: (text: string) => void
}

function EmailStep({
  kind,
  defaultEmail,
  onSent,
  onError,
}: StepProps & { defaultEmail: string; onSent: (email: string, message: string) => void }) {
  const { t } = useLingui()
  const requestOtp = useRequestResetOtp(kind)
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(RequestOtpBody), defaultValues: { email: defaultEmail } })

  const onSubmit = handleSubmit(async ({ email }) => {
    try {
      const { message } = await requestOtp.mutateAsync(email)
      onSent(email, isStandardAnswer(message, RESET_TEXT.otpSent) ? t(RESET_MESSAGES.otpSent) : message)
    } catch (error) {
      onError(errorMessage(error, t`Failed to send OTP. Please try again.`))
    }
  })

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <EmailField
        hint={t`We'll send a 6-digit OTP to this address.`}
        error={errors.email?.message}
        {...register('email')}
      />
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? <Trans>Sending OTP...</Trans> : <Trans>Send OTP</Trans>}
      </Button>
    </form>
  )
}

function OtpStep({
  kind,
  email,
  onVerified,
  onRequestNew,
  onError,
}: StepProps & { email: string; onVerified: (resetToken: string, message: string) => void; onRequestNew: () => void }) {
  const { t } = useLingui()
  const verifyOtp = useVerifyResetOtp(kind)
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(OtpForm), defaultValues: { otp: '' } })

  const onSubmit = handleSubmit(async ({ otp }) => {
    try {
      const { resetToken, message } = await verifyOtp.mutateAsync({ email, otp })
      onVerified(resetToken, isStandardAnswer(message, RESET_TEXT.verified) ? t(RESET_MESSAGES.verified) : message)
    } catch (error) {
      onError(errorMessage(error, t`OTP verification failed. Please try again.`))
    }
  })

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <TextField
        label={t`OTP`}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        // Focus follows the step: the code is what to type next.
        autoFocus
        hint={t`The 6-digit code sent to ${email}. It is valid for 10 minutes.`}
        error={errors.otp?.message}
        className="[&_input]:text-center [&_input]:font-mono [&_input]:text-xl [&_input]:tracking-[0.5em]"
        {...register('otp')}
      />
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? <Trans>Verifying OTP...</Trans> : <Trans>Verify OTP</Trans>}
      </Button>
      <p className="text-center text-sm text-stone-600">
        <Trans>
          Didn&apos;t get it, or has it expired?{' '}
          <button
            type="button"
            onClick={onRequestNew}
            className="font-semibold text-brand-800 underline-offset-2 hover:underline"
          >
            Request a new OTP
          </button>
        </Trans>
      </p>
    </form>
  )
}

function NewPasswordStep({
  kind,
  resetToken,
  onReset,
  onStartOver,
  onError,
}: StepProps & { resetToken: string; onReset: (message: string) => void; onStartOver: () => void }) {
  const { t } = useLingui()
  const completeReset = useCompletePasswordReset(kind)
  const schema = useMemo(() => newPasswordForm(t`Passwords do not match.`), [t])
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(schema), defaultValues: { password: '', confirmPassword: '' } })

  const onSubmit = handleSubmit(async ({ password }) => {
    try {
      const { message } = await completeReset.mutateAsync({ resetToken, password })
      onReset(isStandardAnswer(message, RESET_TEXT.reset) ? t(RESET_MESSAGES.reset) : message)
    } catch (error) {
      onError(errorMessage(error, t`Failed to reset password. Please try again.`))
    }
  })

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <NewPasswordField
        label={t`New password`}
        autoFocus
        hint={t`At least 8 characters.`}
        error={errors.password?.message}
        {...register('password')}
      />
      <NewPasswordField
        label={t`Confirm new password`}
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? <Trans>Resetting password...</Trans> : <Trans>Reset Password</Trans>}
      </Button>
      <p className="text-center text-sm text-stone-600">
        <button
          type="button"
          onClick={onStartOver}
          className="font-semibold text-brand-800 underline-offset-2 hover:underline"
        >
          <Trans>Start over with a new OTP</Trans>
        </button>
      </p>
    </form>
  )
}

const DESCRIPTIONS: Record<Step, MessageDescriptor> = {
  email: msg`Enter the e-mail address of your account and we will send you a one-time password (OTP).`,
  otp: msg`Enter the OTP from the e-mail we just sent.`,
  password: msg`Choose a new password.`,
}

/**
 * The three-step reset (docs/spec.md §2, 4): e-mail → OTP → new password, then back to step 1 with every
 * field cleared. The OTP is checked on the server, which hands back the grant step 3 needs.
 */
export function PasswordResetFlow({ kind, title }: { kind: ResetAccountKind; title: string }) {
  const [step, setStep] = useState<Step>('email')
  // Each step's form mounts with its step, so leaving a step clears what was typed in it;
  // only the e-mail is carried (into step 2, and back to step 1 when asking for a new code).
  const [email, setEmail] = useState('')
  const [resetToken, setResetToken] = useState('')
  const [message, setMessage] = useState<Message | null>(null)
  const { t } = useLingui()
  const stepNumber = STEP_NUMBER[step]

  const showError = (text: string) => setMessage({ tone: 'error', text })
  const startOver = () => {
    setResetToken('')
    setMessage(null)
    setStep('email')
  }

  return (
    <AuthCard
      title={title}
      description={
        <>
          <span className="font-semibold text-stone-800">
            <Trans>Step {stepNumber} of 3.</Trans>
          </span>{' '}
          {t(DESCRIPTIONS[step])}
        </>
      }
    >
      <div className="space-y-4">
        {message ? <FormAlert tone={message.tone}>{message.text}</FormAlert> : null}

        {step === 'email' ? (
          <EmailStep
            kind={kind}
            defaultEmail={email}
            onError={showError}
            onSent={(sentTo, text) => {
              setEmail(sentTo)
              setMessage({ tone: 'success', text })
              setStep('otp')
            }}
          />
        ) : null}

        {step === 'otp' ? (
          <OtpStep
            kind={kind}
            email={email}
            onError={showError}
            onRequestNew={startOver}
            onVerified={(token, text) => {
              setResetToken(token)
              setMessage({ tone: 'success', text })
              setStep('password')
            }}
          />
        ) : null}

        {step === 'password' ? (
          <NewPasswordStep
            kind={kind}
            resetToken={resetToken}
            onError={showError}
            onStartOver={startOver}
            onReset={(text) => {
              setEmail('')
              setResetToken('')
              setMessage({ tone: 'success', text })
              setStep('email')
            }}
          />
        ) : null}

        <p className="border-t border-stone-100 pt-4 text-center text-sm">
          <TextLink to={kind === 'vendor' ? '/vendor-login' : '/login'}>
            <Trans>Back to login</Trans>
          </TextLink>
        </p>
      </div>
    </AuthCard>
  )
}
