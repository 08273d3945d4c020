import { TRACKING_STEPS, type TrackingStep, type TrackingStepName } from '@haat/shared/orders/order'

export type RecordedEvent = { status: string; at: Date }

/**
 * The tracking steps from what was recorded: a step is completed once an event of its name exists
 * (at its first time). Cancelled is shown only when it happened. The tracking status is the last
 * completed step, "Pending" when none is (docs/spec.md §4).
 */
export function buildTracking(events: RecordedEvent[]): {
  steps: TrackingStep[]
  trackingStatus: TrackingStepName | 'Pending'
} {
  const firstAt = new Map<string, Date>()
  for (const event of events) {
    const seen = firstAt.get(event.status)
    if (!seen || event.at < seen) firstAt.set(event.status, event.at)
  }
  const names: TrackingStepName[] = [...TRACKING_STEPS]
  if (firstAt.has('Cancelled')) names.push('Cancelled')
  const steps = names.map((status) => {
    const at = firstAt.get(status)
    return { status, completed: at !== undefined, at: at ? at.toISOString() : null }
  })
  const last = [...steps].reverse().find((step) => step.completed)
  return { steps, trackingStatus: last?.status ?? 'Pending' }
}
