import { Trans, useLingui } from '@lingui/react/macro'
import { useProductCards } from '../api/get-product-cards'
import { forgetViewed, useRecentlyViewed } from '../lib/recently-viewed'
import { ProductGrid } from './product-grid'
import { ProductGridSkeleton } from './product-grid-skeleton'

/**
 * "Recently viewed": the products this browser opened, newest first, without the page's own
 * (`exceptSlug`). Hidden when there are none to show or they fail to load: it is a shortcut, and
 * the shop works without it.
 */
export function RecentlyViewed({ exceptSlug, count }: { exceptSlug?: string; count: number }) {
  const slugs = useRecentlyViewed()
    .filter((slug) => slug !== exceptSlug)
    .slice(0, count)
  const { data, isPending, isError } = useProductCards(slugs)
  const { t } = useLingui()
  if (slugs.length === 0 || isError || (data && data.data.length === 0)) return null
  return (
    <section aria-labelledby="recently-viewed-heading" className="mt-12">
      <div className="mb-4 flex items-baseline justify-between gap-4">
        <h2 id="recently-viewed-heading" className="text-xl font-bold text-stone-900">
          <Trans>Recently viewed</Trans>
        </h2>
        <button
          type="button"
          onClick={forgetViewed}
          className="text-sm font-semibold text-brand-800 underline-offset-2 hover:underline"
        >
          <Trans>Clear history</Trans>
        </button>
      </div>
      {isPending ? (
        <ProductGridSkeleton count={Math.min(slugs.length, 4)} label={t`Loading recently viewed products…`} />
      ) : (
        <ProductGrid products={data.data} />
      )}
    </section>
  )
}
