import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import { Link } from 'react-router'
import { AlertTriangle, MapPinOff, Package, Trash2 } from 'lucide-react'
import type { CartLine, CartLineStatus } from '@haat/shared/cart/cart'
import type { DeliveryEstimate } from '@haat/shared/delivery/delivery'
import { QuantityStepper } from '../../../components/ui/quantity-stepper'
import { ResponsiveImage } from '../../../components/ui/responsive-image'
import { cn } from '../../../lib/cn'
import { formatDay, formatPrice } from '../../../lib/format'
import { lineLabel, otherOptions } from '../lib/cart-view'
import { textIn } from '../../../lib/use-translate-text'

/** What a line that cannot be bought as it is shows beside it (the server's message says why). */
const STATUS: Record<Exclude<CartLineStatus, 'ok'>, { label: MessageDescriptor; fallback: MessageDescriptor }> = {
  unavailable: { label: msg`Unavailable`, fallback: msg`No longer available.` },
  sold_out: { label: msg`Sold out`, fallback: msg`Sold out.` },
  option_unavailable: { label: msg`Option unavailable`, fallback: msg`This colour or size is no longer offered.` },
  insufficient_stock: { label: msg`Not enough stock`, fallback: msg`Fewer are left than you have in your cart.` },
  price_changed: { label: msg`Price changed`, fallback: msg`The price went up since you added it.` },
}

interface CartLineItemProps {
  line: CartLine
  quantity: number
  onQuantityChange: (quantity: number) => void
  onRemove: () => void
  /** Accepts a higher price (status price_changed); without it, no Accept button is shown. */
  onAcceptPrice?: () => void
  isBusy?: boolean
  /** The seller's promise for `pin` (GET /api/delivery/estimates); undefined while unknown. */
  delivery?: Pick<DeliveryEstimate, 'deliverable' | 'deliveryBy'> | undefined
  pin?: string
}

/** One cart line: photo, name, options, unit price, quantity, line price, Remove; marked when it cannot be bought. */
export function CartLineItem({
  line,
  quantity,
  onQuantityChange,
  onRemove,
  onAcceptPrice,
  isBusy = false,
  delivery,
  pin = '',
}: CartLineItemProps) {
  const messageId = useId()
  const { t, i18n } = useLingui()
  const { product, color, size } = line
  const problem = line.status === 'ok' ? null : STATUS[line.status]
  const canChange = line.maxQuantity >= 1
  const label = lineLabel(line, i18n)
  const others = otherOptions(line)
  const blocked = delivery?.deliverable === false
  const date = delivery?.deliveryBy ? formatDay(delivery.deliveryBy, i18n) : ''

  return (
    <li
      aria-label={label}
      aria-describedby={
        [problem && messageId, blocked && `${messageId}-delivery`].filter(Boolean).join(' ') || undefined
      }
      data-status={line.status}
      className={cn(
        'flex gap-3 rounded-2xl border bg-white p-3 sm:gap-4 sm:p-4',
        blocked ? 'border-red-300 bg-red-50/40' : problem ? 'border-amber-300 bg-amber-50/40' : 'border-stone-200',
        isBusy && 'opacity-60',
      )}
    >
      <Link
        to={`/product/${product.slug}`}
        tabIndex={-1}
        aria-hidden="true"
        className="size-20 shrink-0 overflow-hidden rounded-xl bg-stone-50 sm:size-24"
      >
        {product.image ? (
          <ResponsiveImage image={product.image} alt="" displayWidth={96} className="size-full" />
        ) : (
          <span className="flex size-full items-center justify-center text-stone-300">
            <Package className="size-8" />
          </span>
        )}
      </Link>

      <div className="flex min-w-0 flex-1 flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 space-y-1">
          <h3 className="font-medium text-stone-900">
            <Link to={`/product/${product.slug}`} className="hover:text-brand-800 hover:underline">
              {product.name}
            </Link>
          </h3>
          {line.color || line.size || others.length ? (
            <p className="text-sm text-stone-600">
              {[
                color && t`Colour: ${color}`,
                size && t`Size: ${size}`,
                ...others.map((option) => `${textIn(i18n, option.name)}: ${option.value}`),
              ]
                .filter(Boolean)
                .join(' · ')}
            </p>
          ) : null}
          <p className="text-sm text-stone-700">
            {formatPrice(product.unitPricePaise)}{' '}
            <span className="text-stone-500">
              <Trans>each</Trans>
            </span>
            {product.mrpPaise > product.unitPricePaise ? (
              <s className="ml-2 text-xs text-stone-500">
                <span className="sr-only">
                  <Trans>MRP</Trans>{' '}
                </span>
                {formatPrice(product.mrpPaise)}
              </s>
            ) : null}
          </p>
          {problem ? (
            <p id={messageId} className="flex items-start gap-1.5 text-sm font-medium text-amber-800">
              <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span>
                <span className="font-semibold">{t(problem.label)}:</span> {line.message ?? t(problem.fallback)}
              </span>
            </p>
          ) : null}
          {blocked ? (
            <p id={`${messageId}-delivery`} className="flex items-start gap-1.5 text-sm font-medium text-red-700">
              <MapPinOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <Trans>Not deliverable to {pin}</Trans>
            </p>
          ) : date ? (
            <p className="text-sm text-stone-600">
              <Trans>Delivery by {date}</Trans>
            </p>
          ) : null}
          {line.status === 'price_changed' && onAcceptPrice ? (
            <button
              type="button"
              onClick={onAcceptPrice}
              disabled={isBusy}
              aria-label={t`Accept new price for ${label}`}
              className="inline-flex min-h-11 items-center rounded-lg border border-amber-400 bg-white px-3 text-sm font-medium text-amber-900 hover:bg-amber-100 disabled:opacity-50"
            >
              <Trans>Accept new price</Trans>
            </button>
          ) : null}
        </div>

        <div className="flex flex-wrap items-end gap-x-4 gap-y-2 sm:flex-col sm:items-end">
          <QuantityStepper
            value={quantity}
            onChange={onQuantityChange}
            min={1}
            max={canChange ? Math.max(line.maxQuantity, 1) : quantity}
            disabled={!canChange || isBusy}
          />
          <p className="text-base font-semibold text-stone-900">
            <span className="sr-only">
              <Trans>Line price</Trans>{' '}
            </span>
            {formatPrice(product.unitPricePaise * quantity)}
          </p>
          <button
            type="button"
            onClick={onRemove}
            disabled={isBusy}
            aria-label={t`Remove ${label}`}
            className="inline-flex min-h-11 items-center gap-1.5 rounded-lg px-2 text-sm font-medium text-red-700 hover:bg-red-50 disabled:opacity-50"
          >
            <Trash2 aria-hidden="true" className="size-4" />
            <Trans>Remove</Trans>
          </button>
        </div>
      </div>
    </li>
  )
}
