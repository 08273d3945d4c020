import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { toast } from 'sonner'
import { UpdateProfileBody, type CustomerProfile } from '@haat/shared/accounts/customer'
import { Button } from '../../../components/ui/button'
import { TextField } from '../../../components/ui/text-field'
import { isApiError } from '../../../lib/api-client'
import { errorMessage } from '../../../lib/api-error-message'
import { setServerFieldErrors } from '../../../lib/form-errors'
import { useUpdateAccount } from '../api/update-account'

const FIELDS = ['name', 'email', 'phone'] as const

interface AccountDetailsFormProps {
  profile: CustomerProfile
  /** The name or e-mail changed: the session (header, other screens) should be re-read. */
  onSaved: () => void
}

/** Account tab: name, e-mail and mobile number, saved with PATCH /api/account. */
export function AccountDetailsForm({ profile, onSaved }: AccountDetailsFormProps) {
  const updateAccount = useUpdateAccount(profile.id)
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(UpdateProfileBody),
    defaultValues: { name: profile.name, email: profile.email, phone: profile.phone ?? '' },
  })

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await updateAccount.mutateAsync(values)
      // Show what the server kept (a mobile number is stored as +91…).
      reset({ name: saved.name, email: saved.email, phone: saved.phone ?? '' })
      toast.success('Account Updated')
      onSaved()
    } catch (error) {
      if (isApiError(error) && error.code === 'EMAIL_TAKEN') {
        setError('email', { type: 'server', message: error.message }, { shouldFocus: true })
      } else {
        setServerFieldErrors(error, setError, FIELDS)
      }
      toast.error('Update Failed', { description: errorMessage(error, 'There was an error updating your account.') })
    }
  })

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2">
      <TextField
        label="Full name"
        autoComplete="name"
        className="sm:col-span-2"
        error={errors.name?.message}
        {...register('name')}
      />
      <TextField
        label="E-mail"
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label="Mobile number"
        type="tel"
        autoComplete="tel"
        hint="10 digits, e.g. 98765 43210"
        error={errors.phone?.message}
        {...register('phone')}
      />
      <div className="sm:col-span-2">
        <Button type="submit" disabled={isSubmitting} className="w-full sm:w-auto">
          {isSubmitting ? 'Saving...' : 'Save changes'}
        </Button>
      </div>
    </form>
  )
}
