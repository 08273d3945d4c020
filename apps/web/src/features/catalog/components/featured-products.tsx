import { Button } from '../../../components/ui/button'
import { StatusPanel } from '../../../components/ui/status-panel'
import { useProducts } from '../api/get-products'
import type { ProductListFilter } from '../api/catalog-keys'
import { ProductGrid } from './product-grid'
import { ProductGridSkeleton } from './product-grid-skeleton'

// The best-rated approved products (the list shows only visible, approved ones); two rows of 4.
const FEATURED: ProductListFilter = { sort: 'rating', pageSize: 8 }

/** The home page's Featured Products grid, with its loading, empty and error states. */
export function FeaturedProducts() {
  const { data, isPending, isError, refetch, isRefetching } = useProducts(FEATURED)

  return (
    <section aria-labelledby="featured-products" aria-busy={isPending} className="mx-auto max-w-7xl px-4 pb-10">
      <h2 id="featured-products" className="mb-6 text-xl font-bold text-stone-900 sm:text-2xl">
        Featured Products
      </h2>
      {isPending ? (
        <ProductGridSkeleton count={8} />
      ) : isError ? (
        <StatusPanel
          tone="error"
          as="h3"
          title="We couldn't load products."
          action={
            <Button variant="secondary" onClick={() => void refetch()} disabled={isRefetching}>
              {isRefetching ? 'Trying again…' : 'Try again'}
            </Button>
          }
        >
          <p>Please check your connection and try again.</p>
        </StatusPanel>
      ) : data.data.length === 0 ? (
        <StatusPanel as="h3" title="No products yet.">
          <p>Sellers are adding their first products. Please check back soon.</p>
        </StatusPanel>
      ) : (
        <ProductGrid products={data.data} />
      )}
    </section>
  )
}
