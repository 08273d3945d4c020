import type { LineCancellation } from '@haat/shared/orders/cancellation'

/** Who cancelled, in the words of whoever reads it. */
const BY = {
  customer: { customer: 'you', vendor: 'the seller', admin: 'Haat', system: 'Haat' },
  vendor: { customer: 'the customer', vendor: 'you', admin: 'Haat', system: 'Haat' },
  admin: { customer: 'the customer', vendor: 'the seller', admin: 'an admin', system: 'Haat' },
} as const

/** "Cancelled by you · Changed my mind": who cancelled the line and why, in the reader's words. */
export function LineCancellationNote({
  cancellation,
  viewer,
}: {
  cancellation: LineCancellation
  viewer: 'customer' | 'vendor' | 'admin'
}) {
  const by = BY[viewer][cancellation.by]
  return (
    <p className="text-sm font-medium text-red-800">
      Cancelled by {by} · {cancellation.reasonLabel}
      {cancellation.note ? <span className="font-normal text-stone-600"> ({cancellation.note})</span> : null}
    </p>
  )
}

/** "Cancel item" beside a line that may still be cancelled; the dialog asks the rest. */
export function CancelLineButton({ name, onClick }: { name: string; onClick: () => void }) {
  return (
    <button
      type="button"
      aria-label={`Cancel item: ${name}`}
      className="mt-1 text-sm font-medium text-red-700 underline underline-offset-2 hover:text-red-800"
      onClick={onClick}
    >
      Cancel item
    </button>
  )
}
