import { variantLabel } from '@haat/shared/catalog/variant-label'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'react-router'
import { useReturnPolicy } from '../../../lib/use-return-policy'
import type { Order, OrderLine, Shipment } from '@haat/shared/orders/order'
import { CancelLineButton, LineCancellationNote } from '../../../components/line-cancellation'
import { TaxDocumentLinks } from '../../../components/tax-document-links'
import { LineThumbnail } from '../../../components/ui/line-thumbnail'
import { TrackingNumber } from '../../../components/ui/tracking-number'
import { VendorOrderStatusBadge } from '../../../components/ui/vendor-order-status-badge'
import { cn } from '../../../lib/cn'
import { formatDate, formatDateTime, formatDay, formatPrice } from '../../../lib/format'
import { useTranslateText } from '../../../lib/use-translate-text'
import { DeliveryConfirmationPanel } from './delivery-confirmation-panel'
import { LineDeclarations } from './line-declarations'

interface ShipmentCardProps {
  orderNo: string
  shipment: Shipment
  lines: OrderLine[]
  viewer: Order['viewer']
  /** Opens the cancel dialog for one line; absent when the viewer cannot cancel. */
  onCancelLine?: ((lineId: string) => void) | undefined
}

/** One seller's part of the order: its status, courier and tracking, items and events. */
export function ShipmentCard({ orderNo, shipment, lines, viewer, onCancelLine }: ShipmentCardProps) {
  const headingId = `shipment-${shipment.vendor.id}`
  const { t, i18n } = useLingui()
  const returnPolicy = useReturnPolicy()
  // Events are stored in English (packages/shared/src/orders/tracking-notes.ts).
  const translate = useTranslateText()
  const seller = shipment.vendor.businessName
  const cashCollectedOn = shipment.cashCollectedAt ? formatDate(shipment.cashCollectedAt, i18n) : null
  // The day promised at checkout, while the part is still on its way.
  const onItsWay = !['delivered', 'cancelled'].includes(shipment.status)
  const deliveryBy = shipment.deliveryBy && onItsWay ? formatDay(shipment.deliveryBy, i18n) : null
  return (
    <section aria-labelledby={headingId} className="mt-4 rounded-xl border border-stone-200 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="text-sm font-semibold text-stone-900">
          <Trans>Sold by {seller}</Trans>
        </h3>
        <VendorOrderStatusBadge status={shipment.status} />
      </div>
      {shipment.courierName && shipment.trackingNumber ? (
        <p className="mt-1 text-sm text-stone-600">
          {shipment.courierName} · <Trans>Tracking number</Trans>{' '}
          <TrackingNumber
            courierName={shipment.courierName}
            trackingNumber={shipment.trackingNumber}
            trackingUrl={shipment.trackingUrl}
          />
        </p>
      ) : null}
      {deliveryBy ? (
        <p className="mt-1 text-sm font-medium text-stone-900">
          <Trans>Delivery by {deliveryBy}</Trans>
        </p>
      ) : null}
      {shipment.delivery ? (
        <DeliveryConfirmationPanel
          orderNo={orderNo}
          vendorId={shipment.vendor.id}
          seller={seller}
          delivery={shipment.delivery}
          canAnswer={viewer === 'customer'}
        />
      ) : null}
      <TaxDocumentLinks orderNo={orderNo} documents={shipment.documents} />
      {cashCollectedOn ? (
        <p className="mt-1 text-sm text-stone-600">
          <Trans>Cash collected on {cashCollectedOn}</Trans>
        </p>
      ) : null}
      <ul className="mt-2 divide-y divide-stone-100">
        {lines.map((line) => {
          const returnBy = line.returnBy ? formatDate(line.returnBy, i18n) : null
          const returned = line.returnedQuantity
          return (
            <li key={line.id} className={cn('flex gap-3 py-3', line.cancellation && 'opacity-75')}>
              <LineThumbnail image={line.image} />
              <div className="min-w-0 flex-1 text-sm">
                <Link
                  to={`/product/${line.productSlug}`}
                  className="font-medium break-words text-stone-900 hover:underline"
                >
                  {line.name}
                </Link>
                {variantLabel(line) ? <p className="text-stone-500">{variantLabel(line)}</p> : null}
                {line.declarations ? <LineDeclarations declarations={line.declarations} /> : null}
                <p className="text-stone-600">
                  {formatPrice(line.unitPricePaise)} × {line.quantity}
                </p>
                {line.cancellation ? (
                  <LineCancellationNote cancellation={line.cancellation} viewer={viewer} />
                ) : (
                  <p className="text-stone-500">
                    {line.returnableQuantity > 0 && returnBy
                      ? t`Returnable until ${returnBy}`
                      : returnPolicy(line.returnDays)}
                  </p>
                )}
                {returned > 0 ? (
                  <p className="text-stone-600">
                    <Trans>{returned} in a return</Trans>
                  </p>
                ) : null}
                {onCancelLine && line.canCancel ? (
                  <CancelLineButton name={line.name} onClick={() => onCancelLine(line.id)} />
                ) : null}
              </div>
              <p
                className={cn(
                  'text-sm font-semibold whitespace-nowrap text-stone-900',
                  line.cancellation && 'text-stone-500 line-through',
                )}
              >
                {formatPrice(line.lineTotalPaise)}
              </p>
            </li>
          )
        })}
      </ul>
      {shipment.events.length > 0 ? (
        <ol aria-label={t`Updates from ${seller}`} className="mt-1 space-y-1 text-xs">
          {shipment.events.map((event, index) => (
            <li key={`${event.at}-${index}`} className="text-stone-600">
              <time dateTime={event.at}>{formatDateTime(event.at, i18n)}</time> ·{' '}
              {translate(event.note ?? event.status)}
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  )
}
