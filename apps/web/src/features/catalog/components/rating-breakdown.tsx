import { Plural, Trans, useLingui } from '@lingui/react/macro'
import type { ProductDetail } from '@haat/shared/catalog/product'
import { StarRating } from '../../../components/ui/star-rating'

/**
 * The Reviews tab's summary: the real average and how many reviews gave each of 5★ to 1★;
 * nothing before the first review (the list then says "No reviews yet.").
 */
export function RatingBreakdown({
  rating,
  distribution,
}: Pick<ProductDetail, 'rating'> & { distribution: readonly number[] }) {
  const { t } = useLingui()
  const total = rating.count
  if (rating.count === 0 || rating.average === null) {
    return null
  }
  const most = Math.max(1, ...distribution)
  return (
    <div className="flex flex-col gap-6 sm:flex-row sm:items-start sm:gap-10">
      <div className="shrink-0 text-center sm:text-left">
        <p className="text-4xl font-bold text-stone-900">{rating.average.toFixed(1)}</p>
        <StarRating value={rating.average} starClassName="h-5" />
        <p className="mt-1 text-sm text-stone-600">
          <Trans>
            Based on <Plural value={total} one="# review" other="# reviews" />
          </Trans>
        </p>
      </div>
      <ul aria-label={t`Reviews by star rating`} className="w-full max-w-md space-y-1.5">
        {[5, 4, 3, 2, 1].map((stars) => {
          const count = distribution[stars - 1] ?? 0
          return (
            <li key={stars} className="flex items-center gap-3 text-sm">
              <span className="sr-only">
                <Trans>
                  <Plural value={stars} one="# star" other="# stars" />:{' '}
                  <Plural value={count} one="# review" other="# reviews" />
                </Trans>
              </span>
              <span aria-hidden="true" className="w-8 shrink-0 text-stone-700">
                {stars}★
              </span>
              <span aria-hidden="true" className="h-2 flex-1 overflow-hidden rounded-full bg-stone-100">
                <span
                  className="block h-full rounded-full bg-amber-400"
                  style={{ width: `${(count / most) * 100}%` }}
                />
              </span>
              <span aria-hidden="true" className="w-10 shrink-0 text-right text-stone-600">
                {count.toLocaleString('en-IN')}
              </span>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
