// The words of an order's tracking events (tracking_events.status and .note). The server writes
// them in English when the event happens, and they are stored so; the customer's order page and the
// seller's order and return pages show them in the reader's language with `translateText`
// (packages/shared/src/texts.ts): a status is a marked text, a note a marked whole sentence per
// case, filled with `fill`. Its values stay as they came (item lists, names, amounts, couriers,
// tracking numbers, what a person typed); a reason's label is a marked text, translated as a value.
// Events already stored keep their English: change a sentence here and they no longer match it
// (they are then shown in English), so a sentence is changed only with a reason.
import type { ReturnReason } from './return-rules'

/** What happened, as the event's title (`status`). The seller's steps are also tracking steps (TRACKING_STEPS). */
export const TRACKING_STATUS = {
  orderPlaced: /*i18n*/ 'Order Placed',
  paymentConfirmed: /*i18n*/ 'Payment Confirmed',
  paymentReceived: /*i18n*/ 'Payment Received',
  paymentFailed: /*i18n*/ 'Payment Failed',
  processing: /*i18n*/ 'Processing',
  shipped: /*i18n*/ 'Shipped',
  delivered: /*i18n*/ 'Delivered',
  itemsCancelled: /*i18n*/ 'Items cancelled',
  cancelled: /*i18n*/ 'Cancelled',
  refundStarted: /*i18n*/ 'Refund started',
  refundProcessed: /*i18n*/ 'Refund processed',
  returnRequested: /*i18n*/ 'Return requested',
  returnApproved: /*i18n*/ 'Return approved',
  returnRejected: /*i18n*/ 'Return rejected',
  returnPickedUp: /*i18n*/ 'Return picked up',
  returnReceived: /*i18n*/ 'Return received',
  returnUnderReview: /*i18n*/ 'Return under review',
  returnAccepted: /*i18n*/ 'Return accepted',
  refundDeclined: /*i18n*/ 'Refund declined',
  trackingCorrected: /*i18n*/ 'Tracking number corrected',
  deliveryConfirmed: /*i18n*/ 'Delivery confirmed',
  notReceived: /*i18n*/ 'Reported not received',
} as const

/** The event's sentence (`note`), one per case so that each reads whole in another language. */
export const TRACKING_NOTES = {
  // Payments. {source}: where the payment was found ("checkout", "webhook payment.captured", …).
  paidOnline: /*i18n*/ 'Paid online ({source}).',
  paidAfterCancellation: /*i18n*/ 'Paid after the order was cancelled ({source}); it is being refunded.',
  /** When the gateway gives no reason of its own (its reason is stored as it says it). */
  paymentFailed: /*i18n*/ 'The payment failed.',
  paymentNotReceived: /*i18n*/ 'Payment was not received within 30 minutes; the items were released.',

  // The seller's steps. {seller}: its business name.
  sellerProcessing: /*i18n*/ '{seller}: processing',
  sellerShipped: /*i18n*/ '{seller}: shipped with {courier}, tracking number {tracking}',
  sellerShippedWithInvoice: /*i18n*/ '{seller}: shipped with {courier}, tracking number {tracking}; invoice {invoice}',
  sellerDelivered: /*i18n*/ '{seller}: delivered',
  sellerDeliveredCashCollected: /*i18n*/ '{seller}: delivered; cash collected',
  sellerCorrectedTracking: /*i18n*/ '{seller}: now shipping with {courier}, tracking number {tracking}',

  // Confirming the seller's Delivered (docs/decisions/043-delivery-confirmation.md). {note}: as typed.
  customerConfirmedDelivery: /*i18n*/ '{seller}: the customer confirmed receiving the items',
  courierConfirmedDelivery: /*i18n*/ '{seller}: the courier confirmed the delivery',
  haatConfirmedDelivery: /*i18n*/ '{seller}: Haat confirmed the delivery',
  customerNotReceived: /*i18n*/ '{seller}: the customer says the items have not arrived; Haat is looking into it',
  customerNotReceivedWithNote:
    /*i18n*/ '{seller}: the customer says the items have not arrived ({note}); Haat is looking into it',

  // Cancellations. {items}: "2 × Cotton Kurta (Blue, M), 1 × …"; {reason}: the reason's label; {note}: as typed.
  cancelledByCustomer: /*i18n*/ '{items} cancelled by the customer: {reason}',
  cancelledByCustomerWithNote: /*i18n*/ '{items} cancelled by the customer: {reason} ({note})',
  cancelledBySeller: /*i18n*/ '{items} cancelled by the seller: {reason}',
  cancelledBySellerWithNote: /*i18n*/ '{items} cancelled by the seller: {reason} ({note})',
  cancelledByHaat: /*i18n*/ '{items} cancelled by Haat: {reason}',
  cancelledByHaatWithNote: /*i18n*/ '{items} cancelled by Haat: {reason} ({note})',
  wholeOrderCancelled: /*i18n*/ 'Every item of the order was cancelled.',

  // Refunds. {amount}: "₹1,000.00"; {time}: REFUND_TIME or UPI_REFUND_TIME (marked texts).
  refundStarted: /*i18n*/ 'A refund of {amount} has started; it reaches your card, UPI or account in {time}.',
  refundStartedToUpi: /*i18n*/ 'A refund of {amount} will be sent to your UPI ID {upiId} within {time}.',
  refunded: /*i18n*/ '{amount} was refunded by our payment partner.',
  refundedToUpi: /*i18n*/ '{amount} was sent to your UPI ID {upiId} (reference {reference}).',

  // Returns. Without a comment the note is one of RETURN_REQUESTED_NOTES.
  returnRequestedWithComment: /*i18n*/ '{items}: {reason} ({comment})',
  returnApprovedBySeller: /*i18n*/ 'The seller approved the return.',
  returnApprovedByHaat: /*i18n*/ 'Haat approved the return.',
  /** {note}: the admin's, approving a return its seller rejected. */
  returnApprovedByHaatWithNote: /*i18n*/ 'Haat approved the return: {note}.',
  returnApprovedOnItsOwn: /*i18n*/ 'The seller did not answer in time, so Haat approved the return.',
  /** {reason}: the seller's, as typed. */
  returnRejected: /*i18n*/ 'The seller rejected the return: {reason}',
  returnPickedUp: /*i18n*/ 'Picked up by {courier}, tracking number {tracking}.',
  returnReceived: /*i18n*/ 'The seller received the items in good condition.',
  returnReceivedDamaged: /*i18n*/ 'The seller reported that the items came back damaged; Haat is reviewing the return.',
  /** {note}: the admin's decision, as typed. */
  returnReviewed: /*i18n*/ 'Haat reviewed the return: {note}',
} as const

/**
 * A return asked for without a comment: "{items}: <the reason's label>" (RETURN_REASONS), one
 * sentence per reason. "{items}: {reason}" would have too little fixed text for `translateText` to
 * take it as a template (it would match any "a: b"), so the label is written out in each.
 */
export const RETURN_REQUESTED_NOTES = {
  damaged: /*i18n*/ '{items}: Arrived damaged',
  defective: /*i18n*/ '{items}: Defective or not working',
  wrong_item: /*i18n*/ '{items}: Wrong item sent',
  not_as_described: /*i18n*/ '{items}: Not as described',
  size_fit: /*i18n*/ '{items}: Size or fit',
  no_longer_needed: /*i18n*/ '{items}: No longer needed',
} as const satisfies Record<ReturnReason, string>

/**
 * The notes written to the customer ("your UPI ID"), as the seller and the admins read them on a
 * return or an order ("the customer's UPI ID"). Keyed by the stored English of TRACKING_NOTES.
 */
const NOTES_ABOUT_THE_CUSTOMER: Record<string, string> = {
  [TRACKING_NOTES.refundStarted]:
    /*i18n*/ "A refund of {amount} has started; it reaches the customer's card, UPI or account in {time}.",
  [TRACKING_NOTES.refundStartedToUpi]:
    /*i18n*/ "A refund of {amount} will be sent to the customer's UPI ID {upiId} within {time}.",
  [TRACKING_NOTES.refundedToUpi]:
    /*i18n*/ "{amount} was sent to the customer's UPI ID {upiId} (reference {reference}).",
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const REWRITES = Object.entries(NOTES_ABOUT_THE_CUSTOMER).map(([toCustomer, aboutCustomer]) => {
  const names = [...toCustomer.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '')
  const pattern = new RegExp(
    `^${toCustomer
      .split(/\{\w+\}/)
      .map(escapeRegExp)
      .join('(.+?)')}$`,
    's',
  )
  return { pattern, names, aboutCustomer }
})

/** A stored note as someone other than the customer reads it: "your UPI ID" becomes "the customer's UPI ID". */
export function noteAboutTheCustomer(note: string): string {
  for (const { pattern, names, aboutCustomer } of REWRITES) {
    const match = pattern.exec(note)
    if (!match) continue
    return aboutCustomer.replace(/\{(\w+)\}/g, (whole, name: string) => {
      const index = names.indexOf(name)
      return index < 0 ? whole : (match[index + 1] ?? '')
    })
  }
  return note
}
