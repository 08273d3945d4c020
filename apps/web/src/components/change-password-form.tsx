import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { toast } from '../lib/toast'
import { z } from 'zod'
import { ChangePasswordBody } from '@haat/shared/accounts/customer'
import { isApiError } from '../lib/api-client'
import { errorMessage } from '../lib/api-error-message'
import { setServerFieldErrors } from '../lib/form-errors'
import { Button } from './ui/button'
import { TextField } from './ui/text-field'
import { NewPasswordField } from './ui/preset-fields'

const ChangePasswordValues = ChangePasswordBody.extend({
  confirmPassword: z.string().min(1, 'Please confirm your new password.'),
})

const MISMATCH = 'New password and confirm password do not match.'
const FAILED = 'There was an error changing your password. Please check your current password.'
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
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(ChangePasswordValues), defaultValues: EMPTY })

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword, confirmPassword }) => {
    if (newPassword !== confirmPassword) {
      setError('confirmPassword', { type: 'mismatch', message: MISMATCH }, { shouldFocus: true })
      toast.error('Password Mismatch', { description: MISMATCH })
      return
    }
    try {
      await changePassword({ currentPassword, newPassword })
      reset(EMPTY)
      toast.success('Password Changed', {
        description: 'Other devices signed in to your account have been signed out.',
      })
    } catch (error) {
      if (isApiError(error) && error.code === 'INVALID_CREDENTIALS') {
        setError(
          'currentPassword',
          { type: 'server', message: 'Current password is incorrect.' },
          { shouldFocus: true },
        )
        toast.error('Password Change Failed', { description: FAILED })
        return
      }
      setServerFieldErrors(error, setError, ['currentPassword', 'newPassword'])
      toast.error('Password Change Failed', { description: errorMessage(error, FAILED) })
    }
  })

  return (
    <form noValidate onSubmit={onSubmit} className="max-w-md space-y-4">
      <TextField
        label="Current password"
        type="password"
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...register('currentPassword')}
      />
      <NewPasswordField
        label="New password"
        hint="At least 8 characters."
        error={errors.newPassword?.message}
        {...register('newPassword')}
      />
      <NewPasswordField
        label="Confirm new password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <Button type="submit" disabled={isSubmitting} className="w-full sm:w-auto">
        {isSubmitting ? 'Changing password...' : 'Change password'}
      </Button>
    </form>
  )
}
