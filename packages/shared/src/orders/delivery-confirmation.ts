import { z } from 'zod'

/**
 * A seller's "Delivered" is only its word (issue 42 item 20): what delivery unlocks (a verified
 * review, the start of the return window, the seller's payout) waits until the delivery is
 * confirmed (docs/decisions/043-delivery-confirmation.md). Pure; the server stores the explicit
 * confirmations and computes the holding period's the same way in SQL (deliveryConfirmedSql).
 */

/**
 * Days after the seller's Delivered in which the customer can say "I haven't received it"; with
 * no word by then the delivery counts as confirmed. Three: India Post and the couriers Haat's
 * sellers use attempt delivery again within two working days, so a customer whose parcel was
 * marked delivered but never came has noticed by then, while an honest seller's payout waits
 * only three days beyond its return windows.
 */
export const DELIVERY_HOLDING_DAYS = 3
export const DELIVERY_HOLDING_MS = DELIVERY_HOLDING_DAYS * 86_400_000

/** Who confirmed a delivery: stored for the first three; the holding period is computed. */
export const DELIVERY_CONFIRMED_BY = ['customer', 'courier', 'admin', 'holding_period'] as const
export type DeliveryConfirmedBy = (typeof DELIVERY_CONFIRMED_BY)[number]
export type StoredConfirmedBy = Exclude<DeliveryConfirmedBy, 'holding_period'>

/**
 * A delivered part's confirmation, as the order page shows it. `reported`: the seller said
 * delivered, the customer may confirm or say not received until `confirmsAt`; `disputed`: the
 * customer said not received (the clock stopped; an admin looks); `confirmed`: by whom and when.
 */
export const DeliveryConfirmation = z.object({
  state: z.enum(['reported', 'disputed', 'confirmed']),
  by: z.enum(DELIVERY_CONFIRMED_BY).nullable(),
  confirmedAt: z.iso.datetime().nullable(),
  /** While reported: when the holding period confirms it. */
  confirmsAt: z.iso.datetime().nullable(),
  disputedAt: z.iso.datetime().nullable(),
})
export type DeliveryConfirmation = z.infer<typeof DeliveryConfirmation>

export type DeliveryFacts = {
  deliveredAt: Date | null
  confirmedAt: Date | null
  confirmedBy: StoredConfirmedBy | null
  disputedAt: Date | null
}

type Confirmation = {
  state: DeliveryConfirmation['state']
  by: DeliveryConfirmedBy | null
  confirmedAt: Date | null
  confirmsAt: Date | null
  disputedAt: Date | null
}

/**
 * The part's confirmation now; null when it has not been marked delivered. Its `confirmedAt` is
 * where the return window starts: before it (reported or disputed) the window has not started.
 */
export function deliveryConfirmation(part: DeliveryFacts, now: Date): Confirmation | null {
  const { deliveredAt, confirmedAt, confirmedBy, disputedAt } = part
  if (!deliveredAt) return null
  if (confirmedAt) return { state: 'confirmed', by: confirmedBy, confirmedAt, confirmsAt: null, disputedAt }
  if (disputedAt) return { state: 'disputed', by: null, confirmedAt: null, confirmsAt: null, disputedAt }
  const confirmsAt = new Date(deliveredAt.getTime() + DELIVERY_HOLDING_MS)
  return confirmsAt <= now
    ? { state: 'confirmed', by: 'holding_period', confirmedAt: confirmsAt, confirmsAt: null, disputedAt: null }
    : { state: 'reported', by: null, confirmedAt: null, confirmsAt, disputedAt: null }
}

/** The wire form of a confirmation. */
export function toDeliveryConfirmation(part: DeliveryFacts, now: Date): DeliveryConfirmation | null {
  const c = deliveryConfirmation(part, now)
  const iso = (d: Date | null) => d?.toISOString() ?? null
  return c
    ? {
        state: c.state,
        by: c.by,
        confirmedAt: iso(c.confirmedAt),
        confirmsAt: iso(c.confirmsAt),
        disputedAt: iso(c.disputedAt),
      }
    : null
}

/** The customer's "I haven't received it", with what it may say. */
export const DeliveryDisputeBody = z.object({
  vendorId: z.uuid(),
  note: z.string().trim().max(500).optional(),
})
export type DeliveryDisputeBody = z.infer<typeof DeliveryDisputeBody>

/** The customer's "I've received it", or an admin's confirmation, of one seller's part. */
export const ConfirmDeliveryBody = z.object({ vendorId: z.uuid() })
export type ConfirmDeliveryBody = z.infer<typeof ConfirmDeliveryBody>
