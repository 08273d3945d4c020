import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { BadgeCheck } from 'lucide-react'
import type { Review } from '@haat/shared/catalog/review'
import { variantDescription } from '@haat/shared/catalog/variant-label'
import { Badge } from '../../../components/ui/badge'
import { Button } from '../../../components/ui/button'
import { StarRating } from '../../../components/ui/star-rating'
import { formatDate } from '../../../lib/format'
import { useTranslateText } from '../../../lib/use-translate-text'

interface ReviewListProps {
  reviews: readonly Review[]
  total: number
  hasMore: boolean
  isLoadingMore: boolean
  loadMoreFailed: boolean
  onShowMore: () => void
}

/** The product's reviews, newest first, a page at a time. */
export function ReviewList({ reviews, total, hasMore, isLoadingMore, loadMoreFailed, onShowMore }: ReviewListProps) {
  const { t } = useLingui()
  if (reviews.length === 0)
    return (
      <p className="text-stone-600">
        <Trans>No reviews yet.</Trans>
      </p>
    )
  const shown = reviews.length.toLocaleString('en-IN')

  return (
    <div className="space-y-4">
      <ul aria-label={t`Customer reviews`} className="divide-y divide-stone-200">
        {reviews.map((review) => (
          <li key={review.id} className="py-4 first:pt-0">
            <ReviewItem review={review} />
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-sm text-stone-600">
          <Trans>
            Showing {shown} of <Plural value={total} one="# review" other="# reviews" />
          </Trans>
        </p>
        {hasMore ? (
          <Button variant="secondary" size="sm" onClick={onShowMore} disabled={isLoadingMore}>
            {isLoadingMore ? <Trans>Loading…</Trans> : <Trans>Show more reviews</Trans>}
          </Button>
        ) : null}
      </div>
      {loadMoreFailed ? (
        <p role="alert" className="text-sm text-red-700">
          <Trans>We couldn't load more reviews. Please try again.</Trans>
        </p>
      ) : null}
    </div>
  )
}

function ReviewItem({ review }: { review: Review }) {
  const { i18n } = useLingui()
  // The option names are stored in English ("Size", "Colour"), as the seller wrote them.
  const translate = useTranslateText()
  const isEdited = review.updatedAt !== review.createdAt
  const variant = variantDescription(review, translate)
  return (
    <article className="space-y-2">
      <div className="flex flex-wrap items-center gap-2">
        <StarRating value={review.rating} />
        {review.isVerifiedPurchase ? (
          <Badge tone="green" className="gap-1">
            <BadgeCheck aria-hidden="true" className="size-3.5" />
            <Trans>Verified purchase</Trans>
          </Badge>
        ) : null}
        {review.isMine ? (
          <Badge tone="blue">
            <Trans>Your review</Trans>
          </Badge>
        ) : null}
      </div>
      {variant ? <p className="text-sm text-stone-600">{variant}</p> : null}
      {/* Text, never HTML (docs/decisions/021-reviews.md): whatever the customer typed is shown as typed. */}
      <p className="text-base leading-relaxed break-words whitespace-pre-line text-stone-800">{review.body}</p>
      <p className="text-sm text-stone-600">
        <span className="font-medium text-stone-800">{review.authorName}</span>
        <span aria-hidden="true"> · </span>
        <time dateTime={review.createdAt}>{formatDate(review.createdAt, i18n)}</time>
        {isEdited ? (
          <span>
            {' '}
            <Trans>(edited)</Trans>
          </span>
        ) : null}
      </p>
    </article>
  )
}
