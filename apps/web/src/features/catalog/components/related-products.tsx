import { Trans, useLingui } from '@lingui/react/macro'
import { useRelatedProducts } from '../api/get-related-products'
import { ProductGrid } from './product-grid'
import { ProductGridSkeleton } from './product-grid-skeleton'

/** "You might also like": 4 other products; hidden when there are none or they fail to load (docs/spec.md §8). */
export function RelatedProducts({ slug }: { slug: string }) {
  const { data, isPending } = useRelatedProducts(slug)
  const { t } = useLingui()
  if (!isPending && (!data || data.length === 0)) return null
  return (
    <section aria-labelledby="related-heading" className="mt-12">
      <h2 id="related-heading" className="mb-4 text-xl font-bold text-stone-900">
        <Trans>You might also like</Trans>
      </h2>
      {isPending ? <ProductGridSkeleton count={4} label={t`Loading suggestions…`} /> : <ProductGrid products={data} />}
    </section>
  )
}
