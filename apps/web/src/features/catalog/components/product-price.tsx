import { Trans } from '@lingui/react/macro'
import { formatPaise } from '@haat/shared/money'
import { cn } from '../../../lib/cn'

interface ProductPriceProps {
  unitPricePaise: number
  mrpPaise: number
  /** The server's round((MRP − price) / MRP × 100). */
  percentOff: number
  size?: 'sm' | 'lg'
  className?: string
}

/** The price, and the MRP struck through with "N% off" when the MRP is higher (docs/decisions/012-server-prices-orders.md). */
export function ProductPrice({ unitPricePaise, mrpPaise, percentOff, size = 'sm', className }: ProductPriceProps) {
  const hasMrp = mrpPaise > unitPricePaise
  return (
    <p className={cn('flex flex-wrap items-baseline gap-x-2 gap-y-0.5', className)}>
      <span className={cn('font-bold text-stone-900', size === 'lg' ? 'text-3xl' : 'text-base')}>
        <span className="sr-only">
          <Trans>Price</Trans>{' '}
        </span>
        {formatPaise(unitPricePaise)}
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
