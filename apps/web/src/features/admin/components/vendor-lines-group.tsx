import { variantLabel } from '@haat/shared/catalog/variant-label'
import { useState } from 'react'
import { Check, Send, Truck } from 'lucide-react'
import { toast } from '../../../lib/toast'
import type { OrderVendor } from '@haat/shared/orders/vendor-order'
import type { TaxDocumentRef } from '@haat/shared/tax/documents'
import { TaxDocumentLinks } from '../../../components/tax-document-links'
import { ShipOrderForm } from '../../../components/ship-order-form'
import { VendorOrderStatusBadge } from '../../../components/ui/vendor-order-status-badge'
import { Button } from '../../../components/ui/button'
import { CancelLineButton, LineCancellationNote } from '../../../components/line-cancellation'
import { errorMessage } from '../../../lib/api-error-message'
import { cn } from '../../../lib/cn'
import { formatPrice } from '../../../lib/format'
import { useForwardToVendor } from '../api/forward-to-vendor'
import { SelfPurchaseFlag } from './self-purchase-flag'
import { DeliveryState } from './delivery-state'
import type { DeliveryConfirmation } from '@haat/shared/orders/delivery-confirmation'
import { useShipVendorOrder } from '../api/ship-vendor-order'
import { isSendDisabled, SEND_LABEL, type SendStatus, type VendorLines } from '../lib/send-status'

interface VendorLinesGroupProps {
  orderNo: string
  group: VendorLines
  /** The vendor's row from GET …/vendors; undefined while it loads (or if it failed). */
  vendor: OrderVendor | undefined
  /** The vendors list is still loading: whether it was sent is not known yet. */
  isChecking: boolean
  /** Why the part cannot be sent now (unpaid, cancelled, vendor deactivated), or null. */
  blockedReason: string | null
  /** Opens the cancel dialog for one line. */
  onCancelLine: (lineId: string) => void
  /** The part's tax invoice and credit notes. */
  documents: TaxDocumentRef[]
  /** Once the seller marked it delivered: whether that is confirmed. */
  delivery?: DeliveryConfirmation | null
}

/** One vendor's lines of an order, with its Send to Vendor button (docs/spec.md §2 and §4). */
export function VendorLinesGroup({
  orderNo,
  group,
  vendor,
  isChecking,
  blockedReason,
  onCancelLine,
  documents,
  delivery = null,
}: VendorLinesGroupProps) {
  const forward = useForwardToVendor(orderNo, group.vendorId)
  const ship = useShipVendorOrder(orderNo)
  const [isShipping, setIsShipping] = useState(false)

  let status: SendStatus
  if (forward.isPending) status = 'sending'
  else if (forward.isSuccess) status = forward.data.status
  else if (forward.isError) status = 'error'
  else status = vendor?.sendStatus === 'sent' ? 'already_sent' : 'idle'

  // The vendors list is kept current (a send writes into it, a shipment reloads it).
  const vendorOrder = vendor?.vendorOrder ?? forward.data?.vendorOrder ?? null
  const canShip = vendorOrder !== null && (vendorOrder.status === 'pending' || vendorOrder.status === 'processing')
  const headingId = `vendor-${group.vendorId}-heading`
  const statusId = `vendor-${group.vendorId}-send-status`
  const blocked = status === 'idle' && blockedReason !== null
  const disabled = isSendDisabled(status) || (status === 'idle' && isChecking) || blocked

  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-stone-200 bg-white p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="space-y-1">
          <h3 id={headingId} className="text-base font-semibold text-stone-900">
            {group.businessName}
          </h3>
          <p className="text-sm text-stone-600">
            {group.lines.length === 1 ? '1 line' : `${group.lines.length} lines`} · {formatPrice(group.totalPaise)}
          </p>
          {vendorOrder ? (
            <p className="flex items-center gap-2 text-sm text-stone-600">
              Vendor order
              <VendorOrderStatusBadge status={vendorOrder.status} />
              {vendorOrder.courierName && vendorOrder.trackingNumber
                ? `${vendorOrder.courierName} ${vendorOrder.trackingNumber}`
                : null}
            </p>
          ) : null}
          <TaxDocumentLinks orderNo={orderNo} documents={documents} />
          <SelfPurchaseFlag reasons={vendor?.selfPurchaseReasons ?? []} />
          <DeliveryState orderNo={orderNo} vendorId={group.vendorId} delivery={delivery} />
        </div>
        <Button
          size="sm"
          variant={status === 'idle' || status === 'error' ? 'primary' : 'secondary'}
          disabled={disabled}
          aria-describedby={`${headingId} ${statusId}`}
          onClick={() => forward.mutate()}
        >
          {status === 'sent' || status === 'already_sent' ? (
            <Check aria-hidden="true" className="size-4" />
          ) : (
            <Send aria-hidden="true" className="size-4" />
          )}
          {SEND_LABEL[status]}
        </Button>
      </div>
      <p id={statusId} role="status" className="mt-2 text-sm empty:hidden">
        {status === 'error' ? (
          <span className="text-red-700">{errorMessage(forward.error, 'Could not send the order to the vendor.')}</span>
        ) : status === 'sent' ? (
          <span className="text-green-800">Sent to {group.businessName}.</span>
        ) : blocked ? (
          <span className="text-stone-600">{blockedReason}</span>
        ) : null}
      </p>

      {canShip ? (
        <div className="mt-3 space-y-3">
          <Button
            size="sm"
            variant="secondary"
            aria-expanded={isShipping}
            aria-controls={`${headingId}-ship`}
            onClick={() => setIsShipping((open) => !open)}
          >
            <Truck aria-hidden="true" className="size-4" />
            {isShipping ? 'Cancel shipping' : 'Ship Order'}
          </Button>
          {isShipping ? (
            <div id={`${headingId}-ship`} className="max-w-md rounded-xl bg-stone-50 p-4">
              <ShipOrderForm
                isBusy={ship.isPending}
                onShip={async (body) => {
                  try {
                    await ship.mutateAsync({ vendorOrderId: vendorOrder.id, body })
                    setIsShipping(false)
                    toast.success('Order shipped', {
                      description: `${group.businessName}: ${body.courierName} ${body.trackingNumber}`,
                    })
                  } catch (error) {
                    toast.error('Could not ship the order', { description: errorMessage(error, 'Please try again.') })
                    throw error
                  }
                }}
              />
            </div>
          ) : null}
        </div>
      ) : null}

      <ul className="mt-3 divide-y divide-stone-100 border-t border-stone-100">
        {group.lines.map((line) => (
          <li key={line.id} className="flex gap-3 py-3 text-sm">
            <div className="min-w-0 flex-1">
              <p className="font-medium break-words text-stone-900">{line.name}</p>
              <p className="text-stone-500">
                SKU {line.sku}
                {variantLabel(line) ? ` · ${variantLabel(line)}` : null}
              </p>
              <p className="text-stone-600">
                {formatPrice(line.unitPricePaise)} × {line.quantity}
              </p>
              {line.cancellation ? <LineCancellationNote cancellation={line.cancellation} viewer="admin" /> : null}
              {line.canCancel ? <CancelLineButton name={line.name} onClick={() => onCancelLine(line.id)} /> : null}
            </div>
            <p
              className={cn(
                'font-semibold whitespace-nowrap text-stone-900',
                line.cancellation && 'text-stone-500 line-through',
              )}
            >
              {formatPrice(line.lineTotalPaise)}
            </p>
          </li>
        ))}
      </ul>
    </section>
  )
}
