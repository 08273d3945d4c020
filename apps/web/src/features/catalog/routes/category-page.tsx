import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useParams } from 'react-router'
import { NotFoundPage } from '../../../components/not-found-page'
import { PageTitle } from '../../../components/page-title'
import { Breadcrumbs, type Crumb } from '../../../components/ui/breadcrumbs'
import { MetaDescription } from '../../../components/ui/meta-description'
import { useCategories } from '../../../api/categories/get-categories'
import { useListingFacets } from '../api/get-listing-facets'
import { useProducts } from '../api/get-products'
import { ListingFilters } from '../components/listing-filters'
import { ProductResults } from '../components/product-results'
import { SubcategoryLinks } from '../components/subcategory-links'
import { useListingParams } from '../hooks/use-listing-params'
import { isNotFound } from '../lib/is-not-found'
import { toProductListFilter } from '../lib/listing-params'
import { LoadError } from '../../../components/query-boundary'
import { useShownName } from '../../../lib/use-shown-names'

/** /category/:category and /category/:category/:subcategory; an unknown slug is a 404. */
export function CategoryPage() {
  const { t } = useLingui()
  const shown = useShownName()
  const { category: categorySlug = '', subcategory: subcategorySlug } = useParams()
  const listing = useListingParams()
  const categories = useCategories()
  // Asked for at once, beside the categories: the server answers 404 for an unknown slug too.
  const filter = toProductListFilter(listing, { category: categorySlug, subcategory: subcategorySlug })
  const products = useProducts(filter)
  const facets = useListingFacets(filter)

  const category = categories.data?.find((c) => c.slug === categorySlug)
  const subcategory = subcategorySlug ? category?.subcategories.find((s) => s.slug === subcategorySlug) : undefined
  const isUnknown = categories.data !== undefined && (!category || (subcategorySlug !== undefined && !subcategory))
  if (isUnknown || isNotFound(products.error)) return <NotFoundPage />

  if (categories.isError) {
    return (
      <div className="px-4 py-16">
        <PageTitle title={t`Category`} />
        <LoadError
          title={t`We couldn't load this category.`}
          onRetry={() => void categories.refetch()}
          isRetrying={categories.isFetching}
        />
      </div>
    )
  }

  const categoryName = category ? shown(category) : undefined
  const subcategoryName = subcategory ? shown(subcategory) : undefined
  const heading = subcategoryName ?? categoryName
  const crumbs: Crumb[] = [{ label: t`Home`, to: '/' }]
  if (category)
    crumbs.push(subcategory ? { label: shown(category), to: `/category/${category.slug}` } : { label: shown(category) })
  if (subcategoryName) crumbs.push({ label: subcategoryName })
  const count = subcategory?.productCount ?? category?.productCount
  let description = ''
  if (categoryName) {
    const place = subcategoryName ? t`${subcategoryName} in ${categoryName}` : categoryName
    description = count
      ? t`Shop ${place} from independent Indian sellers on Haat: ${plural(count, { one: '# product', other: '# products' })}. Pay online or cash on delivery.`
      : t`Shop ${place} from independent Indian sellers on Haat. Pay online or cash on delivery.`
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
      {category ? (
        <>
          <PageTitle title={subcategoryName ? `${subcategoryName} - ${categoryName}` : shown(category)} />
          <MetaDescription content={description} />
          <Breadcrumbs items={crumbs} className="mb-3" />
          <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">{heading}</h1>
        </>
      ) : (
        <div aria-hidden="true" className="space-y-3">
          <div className="h-5 w-48 animate-pulse rounded bg-stone-100 motion-reduce:animate-none" />
          <div className="h-8 w-64 animate-pulse rounded bg-stone-100 motion-reduce:animate-none" />
        </div>
      )}

      <div className="mt-6 flex flex-col gap-6 lg:flex-row lg:items-start">
        <ListingFilters listing={listing} facets={facets} total={products.data?.meta.total}>
          {category ? <SubcategoryLinks category={category} search={listing.searchWithoutPage} /> : null}
        </ListingFilters>
        <ProductResults products={products} listing={listing} facets={facets.data} />
      </div>
    </div>
  )
}
