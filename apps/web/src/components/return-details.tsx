import { variantLabel } from '@haat/shared/catalog/variant-label'
import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { RETURN_STATUS_LABELS, type ReturnStatus, returnReasonLabel } from '@haat/shared/orders/return-rules'
import type { ReturnRequest } from '@haat/shared/orders/returns'
import { REFUND_STATUS_LABELS } from '@haat/shared/orders/refund'
import { formatDate, formatDateTime, formatPrice } from '../lib/format'
import { Badge, type BadgeTone } from './ui/badge'
import { LineThumbnail } from './ui/line-thumbnail'
import { TrackingNumber } from './ui/tracking-number'
import { ResponsiveImage } from './ui/responsive-image'
import { textIn, useTranslateText } from '../lib/use-translate-text'
import { noteAboutTheCustomer } from '@haat/shared/orders/tracking-notes'

const TONES: Record<ReturnStatus, BadgeTone> = {
  requested: 'yellow',
  approved: 'blue',
  rejected: 'red',
  picked_up: 'blue',
  received: 'green',
  disputed: 'yellow',
  declined: 'red',
}

export function ReturnStatusBadge({ status }: { status: ReturnStatus }) {
  const translate = useTranslateText()
  return <Badge tone={TONES[status]}>{translate(RETURN_STATUS_LABELS[status])}</Badge>
}

/**
 * Where the money is, in one line (the customer's and the admin's view; a seller gets no refund), in the
 * language of `i18n`: each combination is a whole sentence, so a translation can order its parts.
 */
function refundLine(ret: ReturnRequest, i18n: I18n): string | null {
  const { refund } = ret
  if (!refund) return null
  const amount = formatPrice(refund.amountPaise)
  const { upiId, reference } = refund
  if (refund.status === 'processed') {
    const date = formatDate(refund.processedAt ?? refund.createdAt, i18n)
    if (upiId) {
      return reference
        ? i18n._(msg`${amount} refunded to UPI ID ${upiId} on ${date} (reference ${reference}).`)
        : i18n._(msg`${amount} refunded to UPI ID ${upiId} on ${date}.`)
    }
    return reference
      ? i18n._(msg`${amount} refunded on ${date} (reference ${reference}).`)
      : i18n._(msg`${amount} refunded on ${date}.`)
  }
  const status = textIn(i18n, REFUND_STATUS_LABELS[refund.status])
  return upiId ? i18n._(msg`${status}: ${amount} to UPI ID ${upiId}.`) : i18n._(msg`${status}: ${amount}.`)
}

/**
 * A return request as everyone involved sees it: its items, why, the photos, the pickup, what the
 * seller and Haat said, the money and every step. The viewer's actions go in `children`.
 */
export function ReturnDetails({
  ret,
  reader = 'customer',
  children,
}: {
  ret: ReturnRequest
  /** Who reads it: notes written to the customer ("your UPI ID") speak of "the customer" to the others. */
  reader?: 'customer' | 'seller' | 'admin'
  children?: React.ReactNode
}) {
  const { t, i18n } = useLingui()
  // Events are stored in English (packages/shared/src/orders/tracking-notes.ts).
  const translateText = useTranslateText()
  const translate = reader === 'customer' ? translateText : (text: string) => translateText(noteAboutTheCustomer(text))
  const money = refundLine(ret, i18n)
  const seller = ret.vendor.businessName
  const amount = formatPrice(ret.amountPaise)
  const upiId = ret.upiId
  return (
    <div className="space-y-3 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold text-stone-900">
          <Trans>
            Return to {seller} · {amount}
          </Trans>
        </p>
        <ReturnStatusBadge status={ret.status} />
      </div>
      <ul className="divide-y divide-stone-100">
        {ret.lines.map((line) => (
          <li key={line.lineId} className="flex items-center gap-3 py-2">
            <LineThumbnail image={line.image} />
            <div className="min-w-0">
              <p className="font-medium break-words text-stone-900">{line.name}</p>
              <p className="text-stone-600">
                {line.quantity} × {formatPrice(line.unitPricePaise)}
                {variantLabel(line) ? ` · ${variantLabel(line)}` : ''}
              </p>
            </div>
          </li>
        ))}
      </ul>
      <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[9rem_minmax(0,1fr)]">
        <dt className="text-stone-500">
          <Trans>Reason</Trans>
        </dt>
        <dd className="text-stone-900">
          {textIn(i18n, returnReasonLabel(ret.reason))}
          {ret.comment ? <span className="block break-words text-stone-600">“{ret.comment}”</span> : null}
        </dd>
        {ret.status === 'requested' ? (
          <>
            <dt className="text-stone-500">
              <Trans>Seller answers by</Trans>
            </dt>
            <dd>{formatDateTime(ret.respondBy, i18n)}</dd>
          </>
        ) : null}
        {ret.rejectReason ? (
          <>
            <dt className="text-stone-500">
              <Trans>Seller’s reason</Trans>
            </dt>
            <dd className="break-words">{ret.rejectReason}</dd>
          </>
        ) : null}
        {ret.courierName && ret.trackingNumber ? (
          <>
            <dt className="text-stone-500">
              <Trans>Pickup</Trans>
            </dt>
            <dd>
              {ret.courierName} ·{' '}
              <TrackingNumber
                courierName={ret.courierName}
                trackingNumber={ret.trackingNumber}
                trackingUrl={ret.trackingUrl}
              />
            </dd>
          </>
        ) : null}
        {ret.damageNote ? (
          <>
            <dt className="text-stone-500">
              <Trans>Damage reported</Trans>
            </dt>
            <dd className="break-words">{ret.damageNote}</dd>
          </>
        ) : null}
        {ret.resolutionNote ? (
          <>
            <dt className="text-stone-500">
              <Trans>Haat’s decision</Trans>
            </dt>
            <dd className="break-words">{ret.resolutionNote}</dd>
          </>
        ) : null}
        {upiId && !ret.refund ? (
          <>
            <dt className="text-stone-500">
              <Trans>Refund to</Trans>
            </dt>
            <dd>
              <Trans>UPI ID {upiId}</Trans>
            </dd>
          </>
        ) : null}
        {money ? (
          <>
            <dt className="text-stone-500">
              <Trans>Refund</Trans>
            </dt>
            <dd>{money}</dd>
          </>
        ) : null}
      </dl>
      {ret.photos.length > 0 ? (
        <ul aria-label={t`Photos`} className="flex flex-wrap gap-2">
          {ret.photos.map((photo, index) => {
            const number = index + 1
            return (
              <li key={photo.id}>
                <a
                  href={photo.variants.at(-1)?.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="block size-20 overflow-hidden rounded-lg bg-stone-100"
                >
                  <ResponsiveImage image={photo} alt={t`Photo ${number}`} displayWidth={80} className="size-full" />
                </a>
              </li>
            )
          })}
        </ul>
      ) : null}
      {ret.events.length > 0 ? (
        <ol aria-label={t`Return updates`} className="space-y-1 border-t border-stone-100 pt-2 text-xs text-stone-600">
          {ret.events.map((event, index) => (
            <li key={`${event.at}-${index}`}>
              <time dateTime={event.at}>{formatDateTime(event.at, i18n)}</time> ·{' '}
              <strong>{translate(event.status)}</strong>
              {event.note ? ` · ${translate(event.note)}` : ''}
            </li>
          ))}
        </ol>
      ) : null}
      {children}
    </div>
  )
}
