import { Trans } from '@lingui/react/macro'
import { formatPaise } from '@haat/shared/money'
import { cn } from '../../../lib/cn'

interface ProductPriceProps {
  unitPricePaise: number
  /** The dearest variant's unit price, when above `unitPricePaise`: shown as a range, "₹499–₹699". */
  maxUnitPricePaise?: number
  mrpPaise: number
  /** The server's round((MRP − price) / MRP × 100). */
  percentOff: number
  size?: 'sm' | 'lg'
  className?: string
}

/**
 * The price, and the MRP struck through with "N% off" when the MRP is higher (docs/decisions/012-server-prices-orders.md).
 * Variants at different prices read as a range, without an MRP: it would be the cheapest one's alone.
 */
export function ProductPrice({
  unitPricePaise,
  maxUnitPricePaise,
  mrpPaise,
  percentOff,
  size = 'sm',
  className,
}: ProductPriceProps) {
  const isRange = maxUnitPricePaise !== undefined && maxUnitPricePaise > unitPricePaise
  const hasMrp = !isRange && mrpPaise > unitPricePaise
  const lowest = formatPaise(unitPricePaise)
  const highest = isRange ? formatPaise(maxUnitPricePaise) : ''
  return (
    <p className={cn('flex flex-wrap items-baseline gap-x-2 gap-y-0.5', className)}>
      <span className={cn('font-bold text-stone-900', size === 'lg' ? 'text-3xl' : 'text-base')}>
        {isRange ? (
          <>
            <span className="sr-only">
              <Trans>
                Price from {lowest} to {highest}
              </Trans>
            </span>
            <span aria-hidden="true">
              {lowest}–{highest}
            </span>
          </>
        ) : (
          <>
            <span className="sr-only">
              <Trans>Price</Trans>{' '}
            </span>
            {lowest}
          </>
        )}
      </span>
      {hasMrp ? (
        <>
          <span className={cn('text-stone-500', size === 'lg' ? 'text-base' : 'text-xs')}>
            <span className="sr-only">
              <Trans>MRP</Trans>{' '}
            </span>
            <s>{formatPaise(mrpPaise)}</s>
          </span>
          {percentOff > 0 ? (
            <span className={cn('font-semibold text-green-700', size === 'lg' ? 'text-base' : 'text-xs')}>
              <Trans>{percentOff}% off</Trans>
            </span>
          ) : null}
        </>
      ) : null}
    </p>
  )
}
