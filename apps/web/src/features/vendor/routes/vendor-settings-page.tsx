import { Trans, useLingui } from '@lingui/react/macro'
import { FormProvider, useForm, useWatch } from 'react-hook-form'
import { zodResolver } from '../../../lib/zod-resolver'
import { toast } from '../../../lib/toast'
import { UpdateVendorBody, type VendorProfile } from '@haat/shared/accounts/vendor'
import { PendingEmailNotice } from '../../../components/pending-email-notice'
import { ChangePasswordForm } from '../../../components/change-password-form'
import { VendorBusinessFields } from '../../../components/vendor-business-fields'
import { Button } from '../../../components/ui/button'
import { PageHeader } from '../../../components/ui/page-header'
import { TextField } from '../../../components/ui/text-field'
import { isApiError } from '../../../lib/api-client'
import { errorMessage } from '../../../lib/api-error-message'
import { setServerFieldErrors } from '../../../lib/form-errors'
import { useVendorProfile } from '../../../api/vendor-profile/get-vendor-profile'
import { useChangeVendorPassword, useUpdateStoreSettings } from '../api/store-settings'
import { useVendorArea } from '../hooks/use-vendor-area'
import { SecondFactorSettings } from '../components/second-factor-settings'
import { DeliverySettingsForm } from '../components/delivery-settings-form'
import { PayoutAccountForm } from '../components/payout-account-form'
import { useDeliverySettings } from '../api/delivery-settings'
import { QueryFallback } from '../../../components/query-boundary'

const FIELDS = [
  'businessName',
  'businessType',
  'gstin',
  'pan',
  'ownerName',
  'email',
  'phone',
  'address',
  'city',
  'state',
  'pin',
  'customerCare',
  'grievanceOfficer',
  'currentPassword',
] as const

/** The form's values as the server keeps them (GSTIN empty when there is none). */
function toValues(profile: VendorProfile): UpdateVendorBody {
  return {
    businessName: profile.businessName,
    businessType: profile.businessType,
    gstin: profile.gstin ?? '',
    pan: profile.pan ?? '',
    ownerName: profile.ownerName,
    email: profile.email,
    phone: profile.phone,
    address: profile.address,
    city: profile.city,
    state: profile.state as UpdateVendorBody['state'],
    pin: profile.pin,
    customerCare: profile.customerCare ?? '',
    grievanceOfficer: profile.grievanceOfficer ?? '',
  }
}

function StoreDetailsForm({ profile }: { profile: VendorProfile }) {
  const { t } = useLingui()
  const update = useUpdateStoreSettings()
  const form = useForm({ resolver: zodResolver(UpdateVendorBody), defaultValues: toValues(profile) })
  const {
    handleSubmit,
    setError,
    reset,
    register,
    control,
    formState: { isSubmitting, isDirty, errors },
  } = form
  // The e-mail signs the seller in: changing it needs the current password (checked by the
  // server), and a new e-mail only counts once its link is opened.
  const emailChanged = useWatch({ control, name: 'email' }).trim().toLowerCase() !== profile.email.toLowerCase()

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await update.mutateAsync(emailChanged ? values : { ...values, currentPassword: undefined })
      // Show what the server kept (a mobile number is stored as +91…, a GSTIN in capitals).
      reset(toValues(saved))
      const pendingEmail = saved.pendingEmail
      if (emailChanged && pendingEmail)
        toast.success(t`Store settings saved`, {
          description: t`We sent a link to ${pendingEmail}. Your e-mail changes once you open it.`,
        })
      else toast.success(t`Store settings saved`)
    } catch (error) {
      if (isApiError(error) && error.code === 'EMAIL_TAKEN') {
        setError('email', { type: 'server', message: error.message }, { shouldFocus: true })
      } else {
        setServerFieldErrors(error, setError, FIELDS)
      }
      toast.error(t`Could not save the store settings`, { description: errorMessage(error, t`Please try again.`) })
    }
  })

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={onSubmit} className="space-y-6">
        <VendorBusinessFields />
        <PendingEmailNotice email={profile.pendingEmail} />
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-1 text-base font-semibold text-stone-900">
            <Trans>Shown to shoppers on your product pages</Trans>
          </legend>
          <TextField
            label={t`Customer care number`}
            maxLength={200}
            autoComplete="tel"
            hint={t`Optional. The number shoppers call about your products.`}
            error={errors.customerCare?.message}
            {...register('customerCare')}
          />
          <TextField
            label={t`Grievance officer`}
            maxLength={200}
            hint={t`Optional. Name, designation and phone or e-mail of who handles complaints.`}
            error={errors.grievanceOfficer?.message}
            {...register('grievanceOfficer')}
          />
        </fieldset>
        {emailChanged ? (
          <TextField
            label={t`Password to confirm the new e-mail`}
            type="password"
            autoComplete="current-password"
            hint={t`You sign in with your e-mail, so changing it needs your current password. We then send a link to the new address.`}
            error={errors.currentPassword?.message}
            {...register('currentPassword')}
          />
        ) : null}
        <p className="text-sm text-stone-600">
          <Trans>A new business name is recorded for the Haat team, who may check it before the next payout.</Trans>
        </p>
        <Button type="submit" disabled={isSubmitting || !isDirty} className="w-full sm:w-auto">
          {isSubmitting ? t`Saving...` : t`Save changes`}
        </Button>
      </form>
    </FormProvider>
  )
}

/** /vendor/settings: the store's business, contact and banking details, delivery, and the password. */
export function VendorSettingsPage() {
  const { t } = useLingui()
  const { vendor } = useVendorArea()
  const settings = useVendorProfile()
  const changePassword = useChangeVendorPassword()
  const delivery = useDeliverySettings(vendor.id)

  let details
  if (!settings.isSuccess) {
    details = (
      <QueryFallback
        query={settings}
        loading={t`Loading store settings…`}
        errorTitle={t`Could not load your store settings`}
      />
    )
  } else {
    details = <StoreDetailsForm profile={settings.data} />
  }

  return (
    <div className="space-y-8">
      <PageHeader
        title={t`Store Settings`}
        description={t`Your business details as customers and the Haat team see them.`}
      />
      <section aria-labelledby="store-details" className="rounded-2xl border border-stone-200 bg-white p-4 sm:p-6">
        <h2 id="store-details" className="sr-only">
          <Trans>Store details</Trans>
        </h2>
        {details}
      </section>
      <section aria-labelledby="store-payouts" className="rounded-2xl border border-stone-200 bg-white p-4 sm:p-6">
        <h2 id="store-payouts" className="mb-1 text-lg font-semibold text-stone-900">
          <Trans>Payouts</Trans>
        </h2>
        <p className="mb-4 text-sm text-stone-600">
          <Trans>Where Haat sends what your sales earn: a UPI ID or a bank account.</Trans>
        </p>
        {settings.isSuccess ? <PayoutAccountForm payout={settings.data.payout} /> : null}
      </section>
      <section aria-labelledby="store-delivery" className="rounded-2xl border border-stone-200 bg-white p-4 sm:p-6">
        <h2 id="store-delivery" className="mb-1 text-lg font-semibold text-stone-900">
          <Trans>Delivery</Trans>
        </h2>
        <p className="mb-4 text-sm text-stone-600">
          <Trans>Shoppers see by when you deliver to their PIN code, and whether they can pay in cash.</Trans>
        </p>
        {delivery.isSuccess ? (
          <DeliverySettingsForm vendorId={vendor.id} settings={delivery.data} />
        ) : (
          <QueryFallback
            query={delivery}
            loading={t`Loading delivery settings…`}
            errorTitle={t`Could not load your delivery settings`}
          />
        )}
      </section>
      <section aria-labelledby="store-password" className="rounded-2xl border border-stone-200 bg-white p-4 sm:p-6">
        <h2 id="store-password" className="mb-4 text-lg font-semibold text-stone-900">
          <Trans>Change password</Trans>
        </h2>
        <ChangePasswordForm changePassword={changePassword.mutateAsync} />
      </section>
      <section aria-labelledby="store-two-step" className="rounded-2xl border border-stone-200 bg-white p-4 sm:p-6">
        <h2 id="store-two-step" className="mb-4 text-lg font-semibold text-stone-900">
          <Trans>Two-step verification</Trans>
        </h2>
        <SecondFactorSettings vendorId={vendor.id} />
      </section>
    </div>
  )
}
