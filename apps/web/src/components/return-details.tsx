import { RETURN_STATUS_LABELS, type ReturnStatus, returnReasonLabel } from '@haat/shared/orders/return-rules'
import type { ReturnRequest } from '@haat/shared/orders/returns'
import { REFUND_STATUS_LABELS } from '@haat/shared/orders/refund'
import { formatDate, formatDateTime, formatPrice } from '../lib/format'
import { Badge, type BadgeTone } from './ui/badge'
import { LineThumbnail } from './ui/line-thumbnail'
import { TrackingNumber } from './ui/tracking-number'
import { ResponsiveImage } from './ui/responsive-image'

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
  return <Badge tone={TONES[status]}>{RETURN_STATUS_LABELS[status]}</Badge>
}

/** Where the money is, in one line (the customer's and the admin's view; a seller gets no refund). */
function refundLine(ret: ReturnRequest): string | null {
  const { refund } = ret
  if (!refund) return null
  const to = refund.upiId ? ` to UPI ID ${refund.upiId}` : ''
  if (refund.status === 'processed') {
    return `${formatPrice(refund.amountPaise)} refunded${to} on ${formatDate(refund.processedAt ?? refund.createdAt)}${
      refund.reference ? ` (reference ${refund.reference})` : ''
    }.`
  }
  return `${REFUND_STATUS_LABELS[refund.status]}: ${formatPrice(refund.amountPaise)}${to}.`
}

/**
 * A return request as everyone involved sees it: its items, why, the photos, the pickup, what the
 * seller and Haat said, the money and every step. The viewer's actions go in `children`.
 */
export function ReturnDetails({ ret, children }: { ret: ReturnRequest; children?: React.ReactNode }) {
  const money = refundLine(ret)
  return (
    <div className="space-y-3 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold text-stone-900">
          Return to {ret.vendor.businessName} · {formatPrice(ret.amountPaise)}
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
                {line.color || line.size ? ` · ${[line.color, line.size].filter(Boolean).join(', ')}` : ''}
              </p>
            </div>
          </li>
        ))}
      </ul>
      <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[9rem_minmax(0,1fr)]">
        <dt className="text-stone-500">Reason</dt>
        <dd className="text-stone-900">
          {returnReasonLabel(ret.reason)}
          {ret.comment ? <span className="block break-words text-stone-600">“{ret.comment}”</span> : null}
        </dd>
        {ret.status === 'requested' ? (
          <>
            <dt className="text-stone-500">Seller answers by</dt>
            <dd>{formatDateTime(ret.respondBy)}</dd>
          </>
        ) : null}
        {ret.rejectReason ? (
          <>
            <dt className="text-stone-500">Seller’s reason</dt>
            <dd className="break-words">{ret.rejectReason}</dd>
          </>
        ) : null}
        {ret.courierName && ret.trackingNumber ? (
          <>
            <dt className="text-stone-500">Pickup</dt>
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
            <dt className="text-stone-500">Damage reported</dt>
            <dd className="break-words">{ret.damageNote}</dd>
          </>
        ) : null}
        {ret.resolutionNote ? (
          <>
            <dt className="text-stone-500">Haat’s decision</dt>
            <dd className="break-words">{ret.resolutionNote}</dd>
          </>
        ) : null}
        {ret.upiId && !ret.refund ? (
          <>
            <dt className="text-stone-500">Refund to</dt>
            <dd>UPI ID {ret.upiId}</dd>
          </>
        ) : null}
        {money ? (
          <>
            <dt className="text-stone-500">Refund</dt>
            <dd>{money}</dd>
          </>
        ) : null}
      </dl>
      {ret.photos.length > 0 ? (
        <ul aria-label="Photos" className="flex flex-wrap gap-2">
          {ret.photos.map((photo, index) => (
            <li key={photo.id}>
              <a
                href={photo.variants.at(-1)?.url}
                target="_blank"
                rel="noopener noreferrer"
                className="block size-20 overflow-hidden rounded-lg bg-stone-100"
              >
                <ResponsiveImage image={photo} alt={`Photo ${index + 1}`} displayWidth={80} className="size-full" />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {ret.events.length > 0 ? (
        <ol aria-label="Return updates" className="space-y-1 border-t border-stone-100 pt-2 text-xs text-stone-600">
          {ret.events.map((event, index) => (
            <li key={`${event.at}-${index}`}>
              <time dateTime={event.at}>{formatDateTime(event.at)}</time> · <strong>{event.status}</strong>
              {event.note ? ` · ${event.note}` : ''}
            </li>
          ))}
        </ol>
      ) : null}
      {children}
    </div>
  )
}
