import { z } from 'zod'

/**
 * A possible self-purchase (issue 42 item 20): the buyer of a seller's part shares the seller's
 * phone, address or UPI ID, or signed in on one of its browsers. Such a part gets no verified review and no Haat coupon money, and the
 * admin sees it flagged. Pure: the server decides it when the part is sent to its seller.
 */
export const SELF_PURCHASE_REASONS = ['phone', 'address', 'upi', 'device'] as const
export type SelfPurchaseReason = (typeof SELF_PURCHASE_REASONS)[number]
export const SelfPurchaseReasonSchema = z.enum(SELF_PURCHASE_REASONS)

/** The last 10 digits of a phone number: +91 98765 43210, 098765-43210 and 9876543210 are one. */
export function phoneKey(phone: string | null | undefined): string | null {
  const digits = (phone ?? '').replace(/\D/g, '')
  return digits.length >= 10 ? digits.slice(-10) : null
}

/** A street without case, punctuation or spacing: "12, M.G. Road" and "12 mg road" are one. */
export function streetKey(street: string | null | undefined): string | null {
  const key = (street ?? '').toLowerCase().replace(/[^\p{L}\p{N}]/gu, '')
  return key === '' ? null : key
}

const upiKey = (upi: string | null | undefined) => {
  const key = (upi ?? '').trim().toLowerCase()
  return key === '' ? null : key
}

export type SelfPurchaseBuyer = {
  /** The order's delivery phone and the customer account's phone. */
  phones: (string | null)[]
  street: string
  pin: string
  /** UPI IDs the customer gave for refunds. */
  upiIds: (string | null)[]
  /** The customer account signed in on a browser the seller's account signed in on (account_browsers). */
  sharesBrowser: boolean
}

export type SelfPurchaseSeller = { phone: string; address: string; pin: string; upiId: string | null }

/** What the buyer shares with the seller, in SELF_PURCHASE_REASONS order; empty when nothing. */
export function selfPurchaseReasons(buyer: SelfPurchaseBuyer, seller: SelfPurchaseSeller): SelfPurchaseReason[] {
  const reasons: SelfPurchaseReason[] = []
  const sellerPhone = phoneKey(seller.phone)
  if (sellerPhone && buyer.phones.some((p) => phoneKey(p) === sellerPhone)) reasons.push('phone')
  const sellerStreet = streetKey(seller.address)
  if (sellerStreet && buyer.pin.trim() === seller.pin.trim() && streetKey(buyer.street) === sellerStreet)
    reasons.push('address')
  const sellerUpi = upiKey(seller.upiId)
  if (sellerUpi && buyer.upiIds.some((u) => upiKey(u) === sellerUpi)) reasons.push('upi')
  if (buyer.sharesBrowser) reasons.push('device')
  return reasons
}

/** As stored on vendor_orders.self_purchase_reason: 'phone,address'; null when nothing is shared. */
export const storedReason = (reasons: SelfPurchaseReason[]): string | null =>
  reasons.length === 0 ? null : reasons.join(',')

/** Back from the stored column, unknown words dropped. */
export const parseStoredReason = (stored: string | null): SelfPurchaseReason[] =>
  (stored ?? '')
    .split(',')
    .filter((r): r is SelfPurchaseReason => (SELF_PURCHASE_REASONS as readonly string[]).includes(r))
