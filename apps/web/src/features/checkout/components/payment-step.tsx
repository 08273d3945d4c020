import { useId, useRef, useState } from 'react'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { ArrowLeft, Banknote, CreditCard } from 'lucide-react'
import type { CartDelivery } from '@haat/shared/delivery/delivery'
import type { PaymentMethod } from '@haat/shared/orders/order'
import { Link } from 'react-router'
import { Button } from '../../../components/ui/button'
import { FormAlert } from '../../../components/ui/form-alert'
import { cn } from '../../../lib/cn'
import { formatDay, formatPrice } from '../../../lib/format'
import { StepHeading } from './step-heading'

interface PaymentStepProps {
  /** Pay Online is offered only when a gateway is configured (GET /api/payments/options). */
  canPayOnline: boolean
  method: PaymentMethod
  onMethodChange: (method: PaymentMethod) => void
  onBack: () => void
  /** Each seller's promise for the chosen address (GET /api/cart/delivery); undefined while unknown. */
  delivery?: CartDelivery | undefined
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
export function PaymentStep({ canPayOnline, method, onMethodChange, onBack, delivery, onSubmit }: PaymentStepProps) {
  const name = useId()
  const { t, i18n } = useLingui()
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
  const pin = delivery?.pin ?? ''
  const blocked = delivery?.sellers.filter((seller) => !seller.deliverable) ?? []
  // Cash on delivery only when every seller takes it at this PIN and the total is within the
  // shop's limit (the server checks both again).
  const noCashSeller = delivery?.sellers.find((seller) => seller.deliverable && !seller.cod)
  const noCashName = noCashSeller?.vendor.businessName ?? ''
  const limit = formatPrice(delivery?.codLimitPaise ?? 0)
  const noCash = noCashSeller ? (
    <Trans>
      {noCashName} does not take cash on delivery at PIN {pin}.
    </Trans>
  ) : delivery?.overCodLimit ? (
    <Trans>Cash on delivery is available for orders up to {limit}.</Trans>
  ) : null
  const cannotPay = Boolean(noCash) && !canPayOnline

  return (
    <section aria-labelledby="payment-heading" className="space-y-6">
      <StepHeading id="payment-heading" className="text-xl font-semibold text-stone-900">
        <Trans>Payment method</Trans>
      </StepHeading>
      {delivery && delivery.sellers.length > 0 ? (
        <ul aria-label={t`Delivery`} className="space-y-1 rounded-xl border border-stone-200 bg-white p-4 text-sm">
          {delivery.sellers.map((seller) => {
            const sellerName = seller.vendor.businessName
            const date = seller.deliveryBy ? formatDay(seller.deliveryBy, i18n) : ''
            return (
              <li key={seller.vendor.id} className={seller.deliverable ? 'text-stone-700' : 'font-medium text-red-700'}>
                {seller.deliverable ? (
                  <Trans>
                    {sellerName}: delivery by {date}
                  </Trans>
                ) : (
                  <Trans>
                    {sellerName} does not deliver to PIN {pin}.
                  </Trans>
                )}
              </li>
            )
          })}
        </ul>
      ) : null}
      {blocked.length > 0 ? (
        <FormAlert tone="error">
          <Trans>
            Some items cannot be delivered to this address. Go back to choose another address, or remove them from{' '}
            <Link to="/cart" className="font-semibold underline">
              your cart
            </Link>
            .
          </Trans>
        </FormAlert>
      ) : null}
      {cannotPay ? (
        <FormAlert tone="error">
          {noCash} <Trans>Online payment is not available right now.</Trans>
        </FormAlert>
      ) : null}
      <div role="radiogroup" aria-label={t`Payment method`} className="grid gap-3">
        {methods.map(({ value, label, note, Icon }) => {
          const unavailable = value === 'cod' && Boolean(noCash)
          return (
            <label
              key={value}
              className={cn(
                'flex items-start gap-3 rounded-xl border bg-white p-4 has-focus-visible:ring-2 has-focus-visible:ring-brand-700',
                unavailable ? 'cursor-not-allowed opacity-70' : 'cursor-pointer',
                method === value ? 'border-brand-700 bg-brand-50' : 'border-stone-200 hover:border-stone-300',
              )}
            >
              <input
                type="radio"
                name={name}
                value={value}
                checked={method === value}
                onChange={() => onMethodChange(value)}
                disabled={isWorking || unavailable}
                className="mt-1 size-4 accent-brand-700"
              />
              <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
              <span>
                <span className="block font-semibold text-stone-900">{t(label)}</span>
                <span className="block text-sm text-stone-600">
                  {unavailable ? (
                    <>
                      <Trans>Not available for this order:</Trans> {noCash}
                    </>
                  ) : (
                    t(note)
                  )}
                </span>
              </span>
            </label>
          )
        })}
      </div>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <Button variant="secondary" onClick={onBack} disabled={isWorking}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          <Trans>Back to shipping</Trans>
        </Button>
        <Button
          size="lg"
          onClick={() => void submit()}
          disabled={isWorking || blocked.length > 0 || cannotPay}
          aria-busy={isWorking || undefined}
        >
          {t(paymentButtonLabel(method, isWorking))}
        </Button>
      </div>
    </section>
  )
}
