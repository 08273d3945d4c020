import { Trans, useLingui } from '@lingui/react/macro'
import { type Resolver, useForm, useWatch } from 'react-hook-form'
import { zodResolver } from '../../../lib/zod-resolver'
import { maskedAccount, type PayoutDestination, SetPayoutAccountBody } from '@haat/shared/accounts/payout-account'
import { Button } from '../../../components/ui/button'
import { labelClasses } from '../../../components/ui/field-classes'
import { TextField } from '../../../components/ui/text-field'
import { errorMessage } from '../../../lib/api-error-message'
import { cn } from '../../../lib/cn'
import { setServerFieldErrors } from '../../../lib/form-errors'
import { toast } from '../../../lib/toast'
import { useIfscBank, useSetPayoutAccount } from '../api/payout-account'

type Values = {
  kind: 'upi' | 'bank_account'
  upiId: string
  holderName: string
  accountNumber: string
  accountNumberAgain: string
  ifsc: string
  currentPassword: string
}
const FIELDS = [
  'kind',
  'upiId',
  'holderName',
  'accountNumber',
  'accountNumberAgain',
  'ifsc',
  'currentPassword',
] as const

/** The saved destination as the form starts: the account number is never shown again, only its last 4 digits. */
function toValues(payout: PayoutDestination): Values {
  return {
    kind: payout.kind,
    upiId: payout.kind === 'upi' ? payout.upiId : '',
    holderName: payout.kind === 'bank_account' ? payout.holderName : '',
    accountNumber: '',
    accountNumberAgain: '',
    ifsc: payout.kind === 'bank_account' ? payout.ifsc : '',
    currentPassword: '',
  }
}

/** Under the IFSC: the bank it belongs to, from the directory the server ships. */
function IfscBankNote({ ifsc }: { ifsc: string }) {
  const bank = useIfscBank(ifsc)
  const { t } = useLingui()
  if (!bank.isSuccess || bank.data.ifsc !== ifsc.trim().toUpperCase()) {
    return t`11 characters, on your cheque book or passbook, like HDFC0001234.`
  }
  return bank.data.bank ?? t`This IFSC's bank is not in our directory: please check it.`
}

const UpiNow = ({ upiId }: { upiId: string }) => <Trans>Payouts now go to the UPI ID {upiId}.</Trans>
const BankNow = ({ account, ifsc, holder }: { account: string; ifsc: string; holder: string }) => (
  <Trans>
    Payouts now go to the bank account {account} (IFSC {ifsc}) of {holder}.
  </Trans>
)
const SavedEnding = ({ last4 }: { last4: string }) => <Trans>The saved one ends in {last4}.</Trans>

/**
 * Where the seller's payouts go (Settings → Payouts): a UPI ID or a bank account, the number typed
 * twice. Saving needs the current password and mails the seller a notice; the saved account is
 * shown by its last 4 digits only.
 */
export function PayoutAccountForm({ payout }: { payout: PayoutDestination }) {
  const { t } = useLingui()
  const save = useSetPayoutAccount()
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    // The body is a union by `kind`: the form holds both kinds' fields, the schema checks the chosen one's.
    resolver: zodResolver(SetPayoutAccountBody) as unknown as Resolver<Values>,
    defaultValues: toValues(payout),
  })
  const kind = useWatch({ control, name: 'kind' })
  const ifsc = useWatch({ control, name: 'ifsc' })

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(values)
      reset(toValues(saved.payout))
      toast.success(t`Payout account saved`, { description: t`We e-mailed you a notice of the change.` })
    } catch (error) {
      setServerFieldErrors(error, setError, FIELDS)
      toast.error(t`Could not save the payout account`, { description: errorMessage(error, t`Please try again.`) })
    }
  })

  const choices = [
    { value: 'upi' as const, label: t`UPI` },
    { value: 'bank_account' as const, label: t`Bank account` },
  ]
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <p className="text-sm text-stone-700">
        {payout.kind === 'upi' ? (
          <UpiNow upiId={payout.upiId} />
        ) : (
          <BankNow account={maskedAccount(payout.last4)} ifsc={payout.ifsc} holder={payout.holderName} />
        )}
      </p>
      <fieldset>
        <legend className={labelClasses}>
          <Trans>Pay me by</Trans>
        </legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {choices.map((choice) => (
            <label
              key={choice.value}
              className={cn(
                'flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border px-3 text-sm has-focus-visible:ring-2 has-focus-visible:ring-brand-700',
                kind === choice.value ? 'border-brand-700 bg-brand-50' : 'border-stone-200 bg-white',
              )}
            >
              <input type="radio" value={choice.value} className="size-4 accent-brand-700" {...register('kind')} />
              {choice.label}
            </label>
          ))}
        </div>
      </fieldset>
      {kind === 'upi' ? (
        <TextField
          label={t`UPI ID`}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck="false"
          hint={t`Your payouts go here, e.g. yourname@okaxis`}
          error={errors.upiId?.message}
          {...register('upiId')}
        />
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t`Account holder's name`}
            autoComplete="off"
            hint={t`As the bank has it.`}
            className="sm:col-span-2"
            error={errors.holderName?.message}
            {...register('holderName')}
          />
          <TextField
            label={t`Account number`}
            inputMode="numeric"
            autoComplete="off"
            hint={payout.kind === 'bank_account' ? <SavedEnding last4={payout.last4} /> : undefined}
            error={errors.accountNumber?.message}
            {...register('accountNumber')}
          />
          <TextField
            label={t`Account number again`}
            inputMode="numeric"
            autoComplete="off"
            error={errors.accountNumberAgain?.message}
            {...register('accountNumberAgain')}
          />
          <TextField
            label={t`IFSC`}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck="false"
            maxLength={11}
            hint={<IfscBankNote ifsc={ifsc} />}
            error={errors.ifsc?.message}
            {...register('ifsc')}
          />
        </div>
      )}
      <TextField
        label={t`Current password`}
        type="password"
        autoComplete="current-password"
        hint={t`Payouts go here, so changing it needs your password. We e-mail you a notice.`}
        error={errors.currentPassword?.message}
        {...register('currentPassword')}
      />
      <Button type="submit" disabled={isSubmitting} className="w-full sm:w-auto">
        {isSubmitting ? t`Saving...` : t`Save payout account`}
      </Button>
    </form>
  )
}
