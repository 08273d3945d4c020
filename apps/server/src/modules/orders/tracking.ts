import { TRACKING_STEPS, type TrackingStep, type TrackingStepName } from '@haat/shared/orders/order'
import type { VendorOrderStatus } from '@haat/shared/orders/vendor-order'

export type RecordedEvent = { status: string; at: Date }

/**
 * How far a seller's part has come, as a step. An order's step is the least of its standing parts':
 * one shipment delivered while another waits is not "Delivered", nor even "Shipped" (the
 * shipments show each part's own progress).
 */
const PART_STEP: Record<Exclude<VendorOrderStatus, 'cancelled'>, number> = {
  pending: TRACKING_STEPS.indexOf('Order Placed'),
  processing: TRACKING_STEPS.indexOf('Processing'),
  shipped: TRACKING_STEPS.indexOf('Shipped'),
  delivered: TRACKING_STEPS.indexOf('Delivered'),
}

/**
 * The tracking steps from what was recorded: a step is completed once an event of its name exists
 * and every standing part (of those in view: a seller sees its own) has reached it; it is dated by
 * the last part to get there, the order placed by its first event. Cancelled is shown only when it happened. The
 * tracking status is the last completed step, "Pending" when none is (docs/spec.md §4).
 */
export function buildTracking(
  events: RecordedEvent[],
  parts?: readonly VendorOrderStatus[],
): {
  steps: TrackingStep[]
  trackingStatus: TrackingStepName | 'Pending'
} {
  const firstAt = new Map<string, Date>()
  const lastAt = new Map<string, Date>()
  for (const event of events) {
    const first = firstAt.get(event.status)
    if (!first || event.at < first) firstAt.set(event.status, event.at)
    const last = lastAt.get(event.status)
    if (!last || event.at > last) lastAt.set(event.status, event.at)
  }
  const names: TrackingStepName[] = [...TRACKING_STEPS]
  if (firstAt.has('Cancelled')) names.push('Cancelled')
  const standing = (parts ?? []).filter((p): p is Exclude<VendorOrderStatus, 'cancelled'> => p !== 'cancelled')
  // No standing part (none given, or all cancelled): what was recorded is all there is.
  const furthest = standing.length > 0 ? Math.min(...standing.map((p) => PART_STEP[p])) : Infinity
  const steps = names.map((name, index) => {
    const reached = name === 'Cancelled' || index <= furthest
    const at = !reached ? undefined : name === 'Order Placed' ? firstAt.get(name) : lastAt.get(name)
    return { status: name, completed: at !== undefined, at: at ? at.toISOString() : null }
  })
  const last = [...steps].reverse().find((step) => step.completed)
  return { steps, trackingStatus: last?.status ?? 'Pending' }
}
