import { Trans, useLingui } from '@lingui/react/macro'
import { useForm, useWatch } from 'react-hook-form'
import { zodResolver } from '../../../lib/zod-resolver'
import { toast } from '../../../lib/toast'
import { UpdateProfileBody, type CustomerProfile } from '@haat/shared/accounts/customer'
import { PendingEmailNotice } from '../../../components/pending-email-notice'
import { Button } from '../../../components/ui/button'
import { TextField } from '../../../components/ui/text-field'
import { isApiError } from '../../../lib/api-client'
import { errorMessage } from '../../../lib/api-error-message'
import { setServerFieldErrors } from '../../../lib/form-errors'
import { useUpdateAccount } from '../api/update-account'
import { EmailField, MobileField } from '../../../components/ui/preset-fields'

const FIELDS = ['name', 'email', 'phone', 'currentPassword'] as const

interface AccountDetailsFormProps {
  profile: CustomerProfile
  /** The name or e-mail changed: the session (header, other screens) should be re-read. */
  onSaved: () => void
}

/** Account tab: name, e-mail and mobile number, saved with PATCH /api/account. */
export function AccountDetailsForm({ profile, onSaved }: AccountDetailsFormProps) {
  const updateAccount = useUpdateAccount(profile.id)
  const { t } = useLingui()
  const {
    register,
    handleSubmit,
    setError,
    reset,
    control,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(UpdateProfileBody),
    defaultValues: { name: profile.name, email: profile.email, phone: profile.phone ?? '', currentPassword: '' },
  })
  // A new e-mail needs the current password (checked by the server) and a click on the link sent to it.
  const emailChanged = (useWatch({ control, name: 'email' }) ?? '').trim().toLowerCase() !== profile.email.toLowerCase()

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await updateAccount.mutateAsync(emailChanged ? values : { ...values, currentPassword: undefined })
      // Show what the server kept (a mobile number is stored as +91…).
      reset({ name: saved.name, email: saved.email, phone: saved.phone ?? '', currentPassword: '' })
      const email = saved.pendingEmail
      if (emailChanged && email)
        toast.success(t`Account Updated`, {
          description: t`We sent a link to ${email}. Your e-mail changes once you open it.`,
        })
      else toast.success(t`Account Updated`)
      onSaved()
    } catch (error) {
      if (isApiError(error) && error.code === 'EMAIL_TAKEN') {
        setError('email', { type: 'server', message: error.message }, { shouldFocus: true })
      } else {
        setServerFieldErrors(error, setError, FIELDS)
      }
      toast.error(t`Update Failed`, {
        description: errorMessage(error, t`There was an error updating your account.`),
      })
    }
  })

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2">
      <TextField
        label={t`Full name`}
        autoComplete="name"
        className="sm:col-span-2"
        error={errors.name?.message}
        {...register('name')}
      />
      <EmailField error={errors.email?.message} {...register('email')} />
      {emailChanged ? (
        <TextField
          label={t`Current password`}
          type="password"
          autoComplete="current-password"
          className="sm:col-span-2"
          hint={t`Needed to change your e-mail. We then send a link to the new address; the change happens when you open it.`}
          error={errors.currentPassword?.message}
          {...register('currentPassword')}
        />
      ) : null}
      <MobileField error={errors.phone?.message} {...register('phone')} />
      {profile.pendingEmail ? (
        <div className="sm:col-span-2">
          <PendingEmailNotice email={profile.pendingEmail} />
        </div>
      ) : null}
      <div className="sm:col-span-2">
        <Button type="submit" disabled={isSubmitting} className="w-full sm:w-auto">
          {isSubmitting ? <Trans>Saving...</Trans> : <Trans>Save changes</Trans>}
        </Button>
      </div>
    </form>
  )
}
