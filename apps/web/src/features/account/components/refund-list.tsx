import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { REFUND_STATUS_LABELS, REFUND_TIME, type Refund } from '@haat/shared/orders/refund'
import { Badge, type BadgeTone } from '../../../components/ui/badge'
import { formatDate, formatPrice } from '../../../lib/format'
import { textIn, useTranslateText } from '../../../lib/use-translate-text'

const TONE: Record<Refund['status'], BadgeTone> = {
  requested: 'yellow',
  processing: 'blue',
  processed: 'green',
  failed: 'red',
}

/** Where each refund is, and when the money should arrive, in the language of `i18n`. */
function refundNote(refund: Refund, i18n: I18n): string {
  const refundTime = textIn(i18n, REFUND_TIME)
  switch (refund.status) {
    case 'processed': {
      const refundedOn = formatDate(refund.processedAt ?? refund.createdAt, i18n)
      return i18n._(msg`Refunded on ${refundedOn}. Your bank shows it within ${refundTime}.`)
    }
    case 'failed':
      return i18n._(msg`Our payment partner could not finish it yet. We are on it and will e-mail you.`)
    default: {
      const startedOn = formatDate(refund.createdAt, i18n)
      return i18n._(msg`Started on ${startedOn}. Expect it in ${refundTime} to your card or account.`)
    }
  }
}

/** The order's refunds, on the customer's order page under the payment. */
export function RefundList({ refunds }: { refunds: readonly Refund[] }) {
  const { t, i18n } = useLingui()
  const translate = useTranslateText()
  if (refunds.length === 0) return null
  return (
    <div className="mt-4 border-t border-stone-200 pt-4">
      <h3 className="text-sm font-semibold text-stone-900">
        <Trans>Refunds</Trans>
      </h3>
      <ul aria-label={t`Refunds`} className="mt-2 space-y-3 text-sm">
        {refunds.map((refund) => (
          <li key={refund.id}>
            <div className="flex items-center justify-between gap-3">
              <span className="font-medium text-stone-900">{formatPrice(refund.amountPaise)}</span>
              <Badge tone={TONE[refund.status]}>{translate(REFUND_STATUS_LABELS[refund.status])}</Badge>
            </div>
            <p className="mt-1 text-stone-600">{refundNote(refund, i18n)}</p>
          </li>
        ))}
      </ul>
    </div>
  )
}
