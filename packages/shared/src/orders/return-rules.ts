/**
 * Returns without zod, so the order page and the seller centre can use them without the schemas:
 * the reasons, the statuses and their words, when a window closes, and the seller's time to answer.
 */

/** Why a customer sends something back, in the customer's words. */
export const RETURN_REASONS = {
  damaged: /*i18n*/ 'Arrived damaged',
  defective: /*i18n*/ 'Defective or not working',
  wrong_item: /*i18n*/ 'Wrong item sent',
  not_as_described: /*i18n*/ 'Not as described',
  size_fit: /*i18n*/ 'Size or fit',
  no_longer_needed: /*i18n*/ 'No longer needed',
} as const
export type ReturnReason = keyof typeof RETURN_REASONS
export const RETURN_REASON_CODES = Object.keys(RETURN_REASONS) as [ReturnReason, ...ReturnReason[]]

export const returnReasonLabel = (code: string): string =>
  (RETURN_REASONS as Record<string, string>)[code] ?? /*i18n*/ 'Other'

/**
 * requested → approved (by the seller, an admin overriding a rejection, or on its own after the
 * seller's time) or rejected → picked up → received (refund started) or disputed (received
 * damaged, for an admin) → received or declined.
 */
export const RETURN_STATUSES = [
  'requested',
  'approved',
  'rejected',
  'picked_up',
  'received',
  'disputed',
  'declined',
] as const
export type ReturnStatus = (typeof RETURN_STATUSES)[number]

export const RETURN_STATUS_LABELS: Record<ReturnStatus, string> = {
  requested: /*i18n*/ 'Return requested',
  approved: /*i18n*/ 'Return approved',
  rejected: /*i18n*/ 'Return rejected',
  picked_up: /*i18n*/ 'Picked up',
  received: /*i18n*/ 'Received',
  disputed: /*i18n*/ 'Under review',
  declined: /*i18n*/ 'Refund declined',
}

/** At most this many photos with a return request. */
export const MAX_RETURN_PHOTOS = 4

/** The seller answers a return request within this many business days, or it is approved for it. */
export const RETURN_RESPONSE_BUSINESS_DAYS = 2

const IST_OFFSET_MS = 330 * 60_000
const DAY_MS = 86_400_000

/** National holidays (month-day) on which nothing is counted as a business day. */
const NATIONAL_HOLIDAYS = new Set(['01-26', '08-15', '10-02'])

/** Whether the IST calendar day holding this instant is a business day: Monday to Saturday, not a national holiday. */
export function isBusinessDay(at: Date): boolean {
  const ist = new Date(at.getTime() + IST_OFFSET_MS)
  return ist.getUTCDay() !== 0 && !NATIONAL_HOLIDAYS.has(ist.toISOString().slice(5, 10))
}

/** The same time of day `days` business days later (Sundays and national holidays skipped). */
export function addBusinessDays(from: Date, days: number): Date {
  let at = from.getTime()
  for (let left = days; left > 0;) {
    at += DAY_MS
    if (isBusinessDay(new Date(at))) left--
  }
  return new Date(at)
}

/**
 * The last instant a delivered line may be returned: the end of the IST day `days` days after the
 * day it was delivered. Null when the product is not returnable.
 */
export function returnDeadline(deliveredAt: Date, days: number): Date | null {
  if (days <= 0) return null
  const deliveredDay = Math.floor((deliveredAt.getTime() + IST_OFFSET_MS) / DAY_MS)
  return new Date((deliveredDay + days + 1) * DAY_MS - IST_OFFSET_MS - 1)
}
