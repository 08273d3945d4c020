import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '../../../lib/zod-resolver'
import { LoginBody } from '@haat/shared/accounts/customer'
import { Button } from '../../../components/ui/button'
import { CheckboxField } from '../../../components/ui/checkbox-field'
import { FormAlert } from '../../../components/ui/form-alert'
import { TextField } from '../../../components/ui/text-field'
import { isApiError } from '../../../lib/api-client'
import { errorMessage } from '../../../lib/api-error-message'
import { TextLink } from './text-link'
import { EmailField } from '../../../components/ui/preset-fields'

interface SignInFormProps {
  /** Sends the e-mail and password; throws the server's error (INVALID_CREDENTIALS, RATE_LIMITED…). */
  onSignIn: (values: LoginBody) => Promise<void>
  /** What a wrong e-mail or password says: each role's words from docs/spec.md §8. */
  invalidCredentials: string
  /** Where Forgot Password leads; customers and sellers also get Remember me. Admins get neither. */
  forgotPasswordTo?: string
  /** A message to open with, e.g. that a two-step sign-in expired. */
  notice?: string | null
}

/** The one sign-in form of the customer, seller and admin login pages. */
export function SignInForm({ onSignIn, invalidCredentials, forgotPasswordTo, notice = null }: SignInFormProps) {
  const { t } = useLingui()
  const [formError, setFormError] = useState<string | null>(notice)
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(LoginBody), defaultValues: { email: '', password: '', rememberMe: false } })

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null)
    try {
      await onSignIn(values)
    } catch (error) {
      setFormError(
        isApiError(error) && error.code === 'INVALID_CREDENTIALS'
          ? invalidCredentials
          : errorMessage(error, t`Login failed. Please try again.`),
      )
    }
  })

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      {formError ? <FormAlert tone="error">{formError}</FormAlert> : null}
      <EmailField error={errors.email?.message} {...register('email')} />
      <TextField
        label={t`Password`}
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      {forgotPasswordTo ? (
        <div className="flex flex-wrap items-center justify-between gap-x-4">
          <CheckboxField label={t`Remember me`} {...register('rememberMe')} />
          <TextLink to={forgotPasswordTo}>
            <Trans>Forgot Password</Trans>
          </TextLink>
        </div>
      ) : null}
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? <Trans>Signing in...</Trans> : <Trans>Sign in</Trans>}
      </Button>
    </form>
  )
}
