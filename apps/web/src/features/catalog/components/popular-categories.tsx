import { Trans, useLingui } from '@lingui/react/macro'
import { useCategories } from '../../../api/categories/get-categories'
import { StatusPanel } from '../../../components/ui/status-panel'
import { CategoryCard } from './category-card'
import { LoadError } from '../../../components/query-boundary'

const SKELETON_TILES = 8
/** Tiles in the grid's first row on a phone (two columns). */
const FIRST_ROW = 2

/** The home page's category grid with its loading, empty and error states. */
export function PopularCategories() {
  const { t } = useLingui()
  const { data: categories, isPending, isError, refetch, isRefetching } = useCategories()

  return (
    <section aria-labelledby="popular-categories" aria-busy={isPending} className="mx-auto max-w-7xl px-4 py-10">
      <h2 id="popular-categories" className="mb-6 text-xl font-bold text-stone-900 sm:text-2xl">
        <Trans>Popular Categories</Trans>
      </h2>
      {isPending ? (
        <>
          <p className="sr-only">
            <Trans>Loading categories…</Trans>
          </p>
          <ul aria-hidden="true" className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
            {Array.from({ length: SKELETON_TILES }, (_, index) => (
              <li key={index} className="overflow-hidden rounded-2xl border border-stone-200">
                {/* The shape of a real tile (category-card.tsx: 4:3), so nothing moves when they arrive. */}
                <div className="aspect-[4/3] animate-pulse bg-stone-100 motion-reduce:animate-none" />
                <div className="space-y-2 p-3">
                  <div className="h-4 w-2/3 rounded bg-stone-100" />
                  <div className="h-3 w-1/3 rounded bg-stone-100" />
                </div>
              </li>
            ))}
          </ul>
        </>
      ) : isError ? (
        <LoadError
          as="h3"
          title={t`We couldn't load categories.`}
          onRetry={() => void refetch()}
          isRetrying={isRefetching}
        />
      ) : categories.length === 0 ? (
        <StatusPanel as="h3" title={t`No categories yet.`}>
          <p>
            <Trans>Sellers are setting up shop. Please check back soon.</Trans>
          </p>
        </StatusPanel>
      ) : (
        <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
          {categories.map((category, index) => (
            <li key={category.id} className="flex">
              <CategoryCard category={category} priority={index < FIRST_ROW} />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
