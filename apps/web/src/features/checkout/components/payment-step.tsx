import { useId, useRef, useState } from 'react'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { ArrowLeft, Banknote, CreditCard } from 'lucide-react'
import type { PaymentMethod } from '@haat/shared/orders/order'
import { Button } from '../../../components/ui/button'
import { cn } from '../../../lib/cn'

interface PaymentStepProps {
  /** Pay Online is offered only when a gateway is configured (GET /api/payments/options). */
  canPayOnline: boolean
  method: PaymentMethod
  onMethodChange: (method: PaymentMethod) => void
  onBack: () => void
  /** Places the order (and, online, hands over to the gateway); the button stays busy until it settles. */
  onSubmit: () => Promise<void>
}

const METHODS = [
  {
    value: 'cod',
    label: msg`Cash on Delivery`,
    note: msg`Pay in cash or by UPI when your order is delivered.`,
    Icon: Banknote,
  },
  {
    value: 'razorpay',
    label: msg`Pay Online`,
    note: msg`Pay securely now by card, UPI or net banking.`,
    Icon: CreditCard,
  },
] as const

/** The button's words (docs/spec.md §2): what it will do, and what it is doing (rendered with `t`). */
export function paymentButtonLabel(method: PaymentMethod, isWorking: boolean): MessageDescriptor {
  if (method === 'cod') return isWorking ? msg`Placing Order...` : msg`Place Order`
  return isWorking ? msg`Redirecting...` : msg`Proceed to Payment`
}

/** Step 3: Cash on Delivery or Pay Online, then place the order. */
export function PaymentStep({ canPayOnline, method, onMethodChange, onBack, onSubmit }: PaymentStepProps) {
  const name = useId()
  const { t } = useLingui()
  const [isWorking, setIsWorking] = useState(false)
  // A ref, not only state: a second click in the same frame must not place a second order.
  const busy = useRef(false)

  async function submit() {
    if (busy.current) return
    busy.current = true
    setIsWorking(true)
    try {
      await onSubmit()
    } finally {
      busy.current = false
      setIsWorking(false)
    }
  }

  const methods = METHODS.filter((option) => option.value === 'cod' || canPayOnline)

  return (
    <section aria-labelledby="payment-heading" className="space-y-6">
      <h2 id="payment-heading" className="text-xl font-semibold text-stone-900">
        <Trans>Payment method</Trans>
      </h2>
      <div role="radiogroup" aria-label={t`Payment method`} className="grid gap-3">
        {methods.map(({ value, label, note, Icon }) => (
          <label
            key={value}
            className={cn(
              'flex cursor-pointer items-start gap-3 rounded-xl border bg-white p-4 has-focus-visible:ring-2 has-focus-visible:ring-brand-700',
              method === value ? 'border-brand-700 bg-brand-50' : 'border-stone-200 hover:border-stone-300',
            )}
          >
            <input
              type="radio"
              name={name}
              value={value}
              checked={method === value}
              onChange={() => onMethodChange(value)}
              disabled={isWorking}
              className="mt-1 size-4 accent-brand-700"
            />
            <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
            <span>
              <span className="block font-semibold text-stone-900">{t(label)}</span>
              <span className="block text-sm text-stone-600">{t(note)}</span>
            </span>
          </label>
        ))}
      </div>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <Button variant="secondary" onClick={onBack} disabled={isWorking}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          <Trans>Back to shipping</Trans>
        </Button>
        <Button size="lg" onClick={() => void submit()} disabled={isWorking} aria-busy={isWorking || undefined}>
          {t(paymentButtonLabel(method, isWorking))}
        </Button>
      </div>
    </section>
  )
}
