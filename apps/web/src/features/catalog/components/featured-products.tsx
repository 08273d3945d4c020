import { Trans, useLingui } from '@lingui/react/macro'
import { StatusPanel } from '../../../components/ui/status-panel'
import { useProducts } from '../api/get-products'
import type { ProductListFilter } from '../api/catalog-keys'
import { ProductGrid } from './product-grid'
import { ProductGridSkeleton } from './product-grid-skeleton'
import { LoadError } from '../../../components/query-boundary'

// The best-rated approved products (the list shows only visible, approved ones); two rows of 4.
const FEATURED: ProductListFilter = { sort: 'rating', pageSize: 8 }

/** The home page's Featured Products grid, with its loading, empty and error states. */
export function FeaturedProducts() {
  const { t } = useLingui()
  const { data, isPending, isError, refetch, isRefetching } = useProducts(FEATURED)

  return (
    <section aria-labelledby="featured-products" aria-busy={isPending} className="mx-auto max-w-7xl px-4 pb-10">
      <h2 id="featured-products" className="mb-6 text-xl font-bold text-stone-900 sm:text-2xl">
        <Trans>Featured Products</Trans>
      </h2>
      {isPending ? (
        <ProductGridSkeleton count={8} />
      ) : isError ? (
        <LoadError
          as="h3"
          title={t`We couldn't load products.`}
          onRetry={() => void refetch()}
          isRetrying={isRefetching}
        />
      ) : data.data.length === 0 ? (
        <StatusPanel as="h3" title={t`No products yet.`}>
          <p>
            <Trans>Sellers are adding their first products. Please check back soon.</Trans>
          </p>
        </StatusPanel>
      ) : (
        <ProductGrid products={data.data} />
      )}
    </section>
  )
}
