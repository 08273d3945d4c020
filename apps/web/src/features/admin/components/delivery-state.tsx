import { DELIVERY_HOLDING_DAYS, type DeliveryConfirmation } from '@haat/shared/orders/delivery-confirmation'
import { useConfirmDelivery } from '../../../api/orders/confirm-delivery'
import { Button } from '../../../components/ui/button'
import { errorMessage } from '../../../lib/api-error-message'
import { formatDate } from '../../../lib/format'

const BY = {
  customer: 'the customer',
  courier: 'the courier',
  admin: 'an admin',
  holding_period: `no dispute in ${DELIVERY_HOLDING_DAYS} days`,
}

/**
 * A delivered part's confirmation for the admin (docs/decisions/043-delivery-confirmation.md): who
 * confirmed it, or that the customer says it never came, with Confirm delivery once looked into.
 */
export function DeliveryState({
  orderNo,
  vendorId,
  delivery,
}: {
  orderNo: string
  vendorId: string
  delivery: DeliveryConfirmation | null
}) {
  const confirm = useConfirmDelivery(orderNo, 'admin')
  if (!delivery) return null
  if (delivery.state === 'confirmed') {
    return (
      <p className="text-sm text-stone-600">
        Delivery confirmed by {delivery.by ? BY[delivery.by] : 'Haat'}
        {delivery.confirmedAt ? ` on ${formatDate(delivery.confirmedAt)}` : ''}.
      </p>
    )
  }
  return (
    <div className="space-y-2">
      {delivery.state === 'disputed' ? (
        <p className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-900 ring-1 ring-red-200 ring-inset">
          <strong className="font-semibold">Customer says not received</strong>
          {delivery.disputedAt ? ` (${formatDate(delivery.disputedAt)})` : ''}. Payout and verified reviews wait until
          the delivery is confirmed.
        </p>
      ) : (
        <p className="text-sm text-stone-600">
          Delivered as the seller says; confirmed by the customer, or on{' '}
          {delivery.confirmsAt ? formatDate(delivery.confirmsAt) : ''} with no dispute.
        </p>
      )}
      <Button size="sm" variant="secondary" disabled={confirm.isPending} onClick={() => confirm.mutate(vendorId)}>
        Confirm delivery
      </Button>
      {confirm.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {errorMessage(confirm.error, 'Could not confirm the delivery.')}
        </p>
      ) : null}
    </div>
  )
}
