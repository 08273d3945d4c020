import { AlertTriangle } from 'lucide-react'
import type { SelfPurchaseReason } from '@haat/shared/orders/self-purchase'

const SHARED: Record<SelfPurchaseReason, string> = {
  phone: 'phone',
  address: 'address',
  upi: 'UPI ID',
  device: 'browser',
}

/** "phone", "phone and address", "phone, address and UPI ID". */
function listOf(words: string[]): string {
  if (words.length <= 1) return words.join('')
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`
}

/**
 * A seller part whose buyer shares the seller's phone, address or UPI ID, or a browser (issue 42 item 20): the
 * server already withholds Haat's coupon money and the verified mark; the admin is told why.
 */
export function SelfPurchaseFlag({ reasons }: { reasons: SelfPurchaseReason[] }) {
  if (reasons.length === 0) return null
  return (
    <p className="flex items-start gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200 ring-inset">
      <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>
        <strong className="font-semibold">Possible self-purchase:</strong> buyer shares the seller’s{' '}
        {listOf(reasons.map((r) => SHARED[r]))}.
      </span>
    </p>
  )
}
