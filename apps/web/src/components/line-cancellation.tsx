import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { LineCancellation } from '@haat/shared/orders/cancellation'

// Whole phrases, not "Cancelled by {who}": Hindi says who with its own ending (आपने, सेलर ने).
const BY_YOU = msg`Cancelled by you`
const BY_SELLER = msg`Cancelled by the seller`
const BY_CUSTOMER = msg`Cancelled by the customer`
const BY_ADMIN = msg`Cancelled by an admin`
const BY_HAAT = msg`Cancelled by Haat`

/** Who cancelled, in the words of whoever reads it. */
const BY = {
  customer: { customer: BY_YOU, vendor: BY_SELLER, admin: BY_HAAT, system: BY_HAAT },
  vendor: { customer: BY_CUSTOMER, vendor: BY_YOU, admin: BY_HAAT, system: BY_HAAT },
  admin: { customer: BY_CUSTOMER, vendor: BY_SELLER, admin: BY_ADMIN, system: BY_HAAT },
} as const

/** "Cancelled by you · Changed my mind": who cancelled the line and why, in the reader's words. */
export function LineCancellationNote({
  cancellation,
  viewer,
}: {
  cancellation: LineCancellation
  viewer: 'customer' | 'vendor' | 'admin'
}) {
  const { t } = useLingui()
  const by = BY[viewer][cancellation.by]
  return (
    <p className="text-sm font-medium text-red-800">
      {t(by)} · {cancellation.reasonLabel}
      {cancellation.note ? <span className="font-normal text-stone-600"> ({cancellation.note})</span> : null}
    </p>
  )
}

/** "Cancel item" beside a line that may still be cancelled; the dialog asks the rest. */
export function CancelLineButton({ name, onClick }: { name: string; onClick: () => void }) {
  const { t } = useLingui()
  return (
    <button
      type="button"
      aria-label={t`Cancel item: ${name}`}
      className="mt-1 text-sm font-medium text-red-700 underline underline-offset-2 hover:text-red-800"
      onClick={onClick}
    >
      <Trans>Cancel item</Trans>
    </button>
  )
}
