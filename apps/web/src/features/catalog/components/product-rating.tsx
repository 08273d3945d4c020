import type { ProductSummary } from '@haat/shared/catalog/product'
import { StarRating } from '../../../components/ui/star-rating'
import { cn } from '../../../lib/cn'
import { pluralize } from '../../../lib/format'

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
  if (rating.average === null || rating.count === 0) {
    return <p className={cn(text, 'text-stone-500', className)}>No ratings yet</p>
  }
  return (
    <p className={cn('flex items-center gap-1.5', text, className)}>
      <StarRating value={rating.average} starClassName={size === 'md' ? 'h-5' : 'h-3.5'} />
      <span className="font-semibold text-stone-800" aria-hidden="true">
        {rating.average.toFixed(1)}
      </span>
      <span className="text-stone-500">
        <span aria-hidden="true">({rating.count.toLocaleString('en-IN')})</span>
        <span className="sr-only">{pluralize(rating.count, noun)}</span>
      </span>
    </p>
  )
}
