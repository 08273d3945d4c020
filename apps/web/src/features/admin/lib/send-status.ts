import type { Order, OrderLine } from '@haat/shared/orders/order'
import type { OrderVendor } from '@haat/shared/orders/vendor-order'

/** docs/spec.md §4: the admin's Send to Vendor, per vendor of an order. */
export type SendStatus = 'idle' | 'sending' | 'sent' | 'already_sent' | 'error'

/** The button is disabled while sending, and once the vendor has its order. */
export function isSendDisabled(status: SendStatus): boolean {
  return status === 'sending' || status === 'sent' || status === 'already_sent'
}

export const SEND_LABEL: Record<SendStatus, string> = {
  idle: 'Send to Vendor',
  sending: 'Sending…',
  sent: 'Sent to Vendor',
  already_sent: 'Already sent',
  error: 'Failed — retry',
}

export interface VendorLines {
  vendorId: string
  businessName: string
  lines: OrderLine[]
  totalPaise: number
}

/** The order's lines grouped by vendor, in the order each vendor first appears. */
export function groupLinesByVendor(lines: OrderLine[]): VendorLines[] {
  const groups = new Map<string, VendorLines>()
  for (const line of lines) {
    let group = groups.get(line.vendor.id)
    if (!group) {
      group = { vendorId: line.vendor.id, businessName: line.vendor.businessName, lines: [], totalPaise: 0 }
      groups.set(line.vendor.id, group)
    }
    group.lines.push(line)
    group.totalPaise += line.lineTotalPaise
  }
  return [...groups.values()]
}

/** Why a vendor's part cannot be sent now (the server refuses it with the same rule), or null. */
export function sendBlockedReason(order: Order, vendor: OrderVendor | undefined): string | null {
  if (order.status === 'cancelled') return 'This order is cancelled.'
  if (order.payment.method === 'razorpay' && order.payment.status !== 'confirmed')
    return 'Waiting for payment: an online order goes to vendors once it is paid.'
  if (vendor && !vendor.vendorActive) return 'This vendor is deactivated and cannot be sent orders.'
  const own = order.lines.filter((l) => l.vendor.id === vendor?.vendorId)
  if (own.length > 0 && own.every((l) => l.cancellation)) return 'Every item from this vendor was cancelled.'
  return null
}
