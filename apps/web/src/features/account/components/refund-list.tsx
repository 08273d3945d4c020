import { REFUND_STATUS_LABELS, REFUND_TIME, type Refund } from '@haat/shared/orders/refund'
import { Badge, type BadgeTone } from '../../../components/ui/badge'
import { formatDate, formatPrice } from '../../../lib/format'

const TONE: Record<Refund['status'], BadgeTone> = {
  requested: 'yellow',
  processing: 'blue',
  processed: 'green',
  failed: 'red',
}

/** Where each refund is, and when the money should arrive. */
function refundNote(refund: Refund): string {
  switch (refund.status) {
    case 'processed':
      return `Refunded on ${formatDate(refund.processedAt ?? refund.createdAt)}. Your bank shows it within ${REFUND_TIME}.`
    case 'failed':
      return 'Our payment partner could not finish it yet. We are on it and will e-mail you.'
    default:
      return `Started on ${formatDate(refund.createdAt)}. Expect it in ${REFUND_TIME} to your card or account.`
  }
}

/** The order's refunds, on the customer's order page under the payment. */
export function RefundList({ refunds }: { refunds: readonly Refund[] }) {
  if (refunds.length === 0) return null
  return (
    <div className="mt-4 border-t border-stone-200 pt-4">
      <h3 className="text-sm font-semibold text-stone-900">Refunds</h3>
      <ul aria-label="Refunds" className="mt-2 space-y-3 text-sm">
        {refunds.map((refund) => (
          <li key={refund.id}>
            <div className="flex items-center justify-between gap-3">
              <span className="font-medium text-stone-900">{formatPrice(refund.amountPaise)}</span>
              <Badge tone={TONE[refund.status]}>{REFUND_STATUS_LABELS[refund.status]}</Badge>
            </div>
            <p className="mt-1 text-stone-600">{refundNote(refund)}</p>
          </li>
        ))}
      </ul>
    </div>
  )
}
