import { Trans } from '@lingui/react/macro'
import { Badge } from '../../../components/ui/badge'
import { cn } from '../../../lib/cn'

/** "New" and "Sale" (when the price is below the MRP); nothing when neither applies. */
export function ProductBadges({
  isNew,
  percentOff,
  className,
}: {
  isNew: boolean
  percentOff: number
  className?: string
}) {
  if (!isNew && percentOff <= 0) return null
  return (
    <span className={cn('flex flex-wrap gap-1.5', className)}>
      {isNew ? (
        <Badge tone="blue">
          <Trans>New</Trans>
        </Badge>
      ) : null}
      {percentOff > 0 ? (
        <Badge tone="red">
          <Trans>Sale</Trans>
        </Badge>
      ) : null}
    </span>
  )
}
