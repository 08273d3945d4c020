import { Trans, useLingui } from '@lingui/react/macro'
import { PageTitle } from '../../../components/page-title'
import { Breadcrumbs } from '../../../components/ui/breadcrumbs'
import { MetaDescription } from '../../../components/ui/meta-description'
import { useListingFacets } from '../api/get-listing-facets'
import { useProducts } from '../api/get-products'
import { ListingFilters } from '../components/listing-filters'
import { ProductResults } from '../components/product-results'
import { useListingParams } from '../hooks/use-listing-params'
import { toProductListFilter } from '../lib/listing-params'

/** /products: every visible product, or with ?search={term} the search results. */
export function ProductsPage() {
  const { t } = useLingui()
  const listing = useListingParams()
  const filter = toProductListFilter(listing)
  const products = useProducts(filter)
  const facets = useListingFacets(filter)
  const term = listing.search
  const corrected = products.data?.meta.correctedSearch

  const title = term ? t`Results for "${term}"` : t`All Products`
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
      <PageTitle title={title} />
      <MetaDescription
        content={
          term
            ? t`Products matching "${term}" from independent Indian sellers on Haat.`
            : t`Every product on Haat, from independent Indian sellers. Pay online or cash on delivery.`
        }
      />
      <Breadcrumbs
        items={[{ label: t`Home`, to: '/' }, { label: term ? t`Search results` : t`All Products` }]}
        className="mb-3"
      />
      <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">
        {term ? (
          <Trans>
            Results for <span className="text-brand-800">“{term}”</span>
          </Trans>
        ) : (
          <Trans>All Products</Trans>
        )}
      </h1>
      {corrected ? (
        <p className="mt-2 text-sm text-stone-600">
          <Trans>
            No products matched “{term}”. Showing results for{' '}
            <strong className="font-semibold text-stone-900">“{corrected}”</strong>.
          </Trans>
        </p>
      ) : null}

      <div className="mt-6 flex flex-col gap-6 lg:flex-row lg:items-start">
        <ListingFilters listing={listing} facets={facets} total={products.data?.meta.total} />
        <ProductResults products={products} listing={listing} facets={facets.data} />
      </div>
    </div>
  )
}
