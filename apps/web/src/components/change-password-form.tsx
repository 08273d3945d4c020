import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '../lib/zod-resolver'
import { toast } from '../lib/toast'
import { z } from 'zod'
import { ChangePasswordBody } from '@haat/shared/accounts/customer'
import { isApiError } from '../lib/api-client'
import { errorMessage } from '../lib/api-error-message'
import { setServerFieldErrors } from '../lib/form-errors'
import { Button } from './ui/button'
import { TextField } from './ui/text-field'
import { NewPasswordField } from './ui/preset-fields'

const MISMATCH = msg`New password and confirm password do not match.`
const FAILED = msg`There was an error changing your password. Please check your current password.`
const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' }

interface ChangePasswordFormProps {
  /** The account's change-password call; it rejects with INVALID_CREDENTIALS on a wrong current password. */
  changePassword: (body: ChangePasswordBody) => Promise<unknown>
}

/**
 * Change the password (customer Settings tab, seller Store Settings): the server checks the
 * current one and ends the account's other sessions.
 */
export function ChangePasswordForm({ changePassword }: ChangePasswordFormProps) {
  const { t } = useLingui()
  const schema = useMemo(
    () => ChangePasswordBody.extend({ confirmPassword: z.string().min(1, t`Please confirm your new password.`) }),
    [t],
  )
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(schema), defaultValues: EMPTY })

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword, confirmPassword }) => {
    if (newPassword !== confirmPassword) {
      const mismatch = t(MISMATCH)
      setError('confirmPassword', { type: 'mismatch', message: mismatch }, { shouldFocus: true })
      toast.error(t`Password Mismatch`, { description: mismatch })
      return
    }
    try {
      await changePassword({ currentPassword, newPassword })
      reset(EMPTY)
      toast.success(t`Password Changed`, {
        description: t`Other devices signed in to your account have been signed out.`,
      })
    } catch (error) {
      if (isApiError(error) && error.code === 'INVALID_CREDENTIALS') {
        setError(
          'currentPassword',
          { type: 'server', message: t`Current password is incorrect.` },
          { shouldFocus: true },
        )
        toast.error(t`Password Change Failed`, { description: t(FAILED) })
        return
      }
      setServerFieldErrors(error, setError, ['currentPassword', 'newPassword'])
      toast.error(t`Password Change Failed`, { description: errorMessage(error, t(FAILED)) })
    }
  })

  return (
    <form noValidate onSubmit={onSubmit} className="max-w-md space-y-4">
      <TextField
        label={t`Current password`}
        type="password"
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...register('currentPassword')}
      />
      <NewPasswordField
        label={t`New password`}
        hint={t`At least 8 characters.`}
        error={errors.newPassword?.message}
        {...register('newPassword')}
      />
      <NewPasswordField
        label={t`Confirm new password`}
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <Button type="submit" disabled={isSubmitting} className="w-full sm:w-auto">
        {isSubmitting ? <Trans>Changing password...</Trans> : <Trans>Change password</Trans>}
      </Button>
    </form>
  )
}
