import { Plural } from '@lingui/react/macro'
import { useContext } from 'react'
import { Link } from 'react-router'
import type { CategorySummary } from '@haat/shared/catalog/category'
import { ServerHeadContext } from '../../../lib/server-head'
import { useShownName } from '../../../lib/use-shown-names'

/**
 * A tile in the Popular Categories grid, linking to /category/{slug}. `priority` for the first
 * row, whose picture is the largest thing a phone shows first: fetched at once, not lazily.
 */
export function CategoryCard({ category, priority = false }: { category: CategorySummary; priority?: boolean }) {
  const serverHead = useContext(ServerHeadContext)
  const count = category.productCount
  const name = useShownName()(category)
  if (priority && category.imageUrl) serverHead?.preload({ href: category.imageUrl })
  return (
    <Link
      to={`/category/${category.slug}`}
      className="group flex w-full flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white transition-shadow hover:shadow-md"
    >
      {/* 4:3, the shape of category pictures (no words in them: the name is written under it, in the reader's language): nothing is cropped. */}
      <div className="aspect-[4/3] overflow-hidden bg-brand-50">
        {category.imageUrl ? (
          <img
            // The name is written under the image; the picture adds nothing for a screen reader.
            alt=""
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : undefined}
            decoding="async"
            width={320}
            height={240}
            className="size-full object-cover transition-transform duration-300 group-hover:scale-105 motion-reduce:transition-none"
            // Last, as in ResponsiveImage: the fetch starts once the other attributes are set.
            src={category.imageUrl}
          />
        ) : (
          <div
            aria-hidden="true"
            className="flex size-full items-center justify-center text-4xl font-bold text-brand-600"
          >
            {name.charAt(0).toUpperCase()}
          </div>
        )}
      </div>
      <div className="p-3">
        <p className="font-semibold text-stone-900 group-hover:text-brand-800">{name}</p>
        <p className="text-xs text-stone-500">
          <Plural value={count} one="# product" other="# products" />
        </p>
      </div>
    </Link>
  )
}
