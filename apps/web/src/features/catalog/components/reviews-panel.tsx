import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'react-router'
import type { ProductDetail } from '@haat/shared/catalog/product'
import type { Review } from '@haat/shared/catalog/review'
import { Spinner } from '../../../components/ui/spinner'
import { loginPathFor } from '../../../lib/safe-redirect'
import { useSession } from '../../../api/session/get-session'
import { useReviews } from '../api/get-reviews'
import { RatingBreakdown } from './rating-breakdown'
import { ReviewForm } from './review-form'
import { ReviewList } from './review-list'
import { LoadError } from '../../../components/query-boundary'

/** The Reviews tab: the rating summary, the customer's own review form (or a sign-in link) and the reviews. */
export function ReviewsPanel({ product }: { product: ProductDetail }) {
  const { session, isPending: isSessionPending } = useSession()
  const customerId = session.customer?.id ?? null
  // Asked once the session is known: the answer marks the customer's own review.
  const reviews = useReviews(product.slug, customerId, { enabled: !isSessionPending })
  const pages = reviews.data?.pages ?? []
  const mine = pages[0]?.mine ?? null
  const { t } = useLingui()

  let write
  if (isSessionPending) {
    write = null
  } else if (!customerId) {
    write = (
      <p className="rounded-2xl border border-stone-200 bg-stone-50 p-4 text-sm text-stone-700">
        <Trans>
          Bought or used this product?{' '}
          <Link
            to={loginPathFor(`/product/${product.slug}`)}
            className="font-semibold text-brand-800 underline underline-offset-2"
          >
            Sign in to write a review
          </Link>
        </Trans>
      </p>
    )
  } else if (reviews.data) {
    // Keyed by the customer, not by their review: the form keeps itself in step after a save or a
    // delete, and a remount while a save is in flight would drop its success and failure toasts.
    write = <ReviewForm key={customerId} slug={product.slug} mine={mine} />
  } else {
    write = null
  }

  let list
  if (isSessionPending || reviews.isPending) {
    list = <Spinner label={t`Loading reviews…`} showLabel />
  } else if (reviews.isError && !reviews.data) {
    list = (
      <LoadError
        as="h3"
        title={t`We couldn't load reviews.`}
        onRetry={() => void reviews.refetch()}
        isRetrying={reviews.isFetching}
      />
    )
  } else {
    list = (
      <ReviewList
        reviews={uniqueReviews(pages.flatMap((page) => page.data))}
        total={pages.at(-1)?.meta.total ?? 0}
        hasMore={reviews.hasNextPage}
        isLoadingMore={reviews.isFetchingNextPage}
        loadMoreFailed={reviews.isFetchNextPageError}
        onShowMore={() => void reviews.fetchNextPage()}
      />
    )
  }

  return (
    <div className="space-y-8">
      <RatingBreakdown rating={product.rating} distribution={product.ratingDistribution} />
      {write}
      <section aria-labelledby="customer-reviews-heading" className="space-y-4">
        <h3 id="customer-reviews-heading" className="text-lg font-semibold text-stone-900">
          <Trans>Customer reviews</Trans>
        </h3>
        {list}
      </section>
    </div>
  )
}

/** Pages are offsets: a review written while someone reads can push one onto the next page twice. */
function uniqueReviews(reviews: Review[]): Review[] {
  const seen = new Set<string>()
  return reviews.filter((review) => {
    if (seen.has(review.id)) return false
    seen.add(review.id)
    return true
  })
}
