import { useDeliveryPin } from '../../../api/delivery/delivery-pin'
import { useDeliveryEstimate } from '../../../api/delivery/get-delivery-estimates'

/**
 * The PIN the shopper delivers to, when this product's seller does not deliver there (GET
 * /api/delivery/estimate, the answer "Deliver to" shows); null otherwise, and while unknown: the
 * server renders no PIN, so neither does hydration. Checkout refuses such a line again.
 */
export function useUnservedPin(productId: string): string | null {
  const { pin } = useDeliveryPin()
  const { data } = useDeliveryEstimate(productId, pin)
  return data && data.pin === pin && !data.deliverable ? pin : null
}
