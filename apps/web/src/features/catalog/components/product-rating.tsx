import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ProductSummary } from '@haat/shared/catalog/product'
import { StarRating } from '../../../components/ui/star-rating'
import { cn } from '../../../lib/cn'

interface ProductRatingProps {
  rating: ProductSummary['rating']
  /** The word after the count: "ratings" on cards, "reviews" on the product page. */
  noun?: 'rating' | 'review'
  size?: 'sm' | 'md'
  className?: string
}

/** Real stars and count, or "No ratings yet" when nobody has rated (docs/decisions/020-no-invented-numbers.md). */
export function ProductRating({ rating, noun = 'rating', size = 'sm', className }: ProductRatingProps) {
  const text = size === 'md' ? 'text-sm' : 'text-xs'
  const { t } = useLingui()
  if (rating.average === null || rating.count === 0) {
    return (
      <p className={cn(text, 'text-stone-500', className)}>
        <Trans>No ratings yet</Trans>
      </p>
    )
  }
  const count = rating.count
  const countText =
    noun === 'review'
      ? t`${plural(count, { one: '# review', other: '# reviews' })}`
      : t`${plural(count, { one: '# rating', other: '# ratings' })}`
  return (
    <p className={cn('flex items-center gap-1.5', text, className)}>
      <StarRating value={rating.average} starClassName={size === 'md' ? 'h-5' : 'h-3.5'} />
      <span className="font-semibold text-stone-800" aria-hidden="true">
        {rating.average.toFixed(1)}
      </span>
      <span className="text-stone-500">
        <span aria-hidden="true">({rating.count.toLocaleString('en-IN')})</span>
        <span className="sr-only">{countText}</span>
      </span>
    </p>
  )
}
