import type { ProductSummary } from '@haat/shared/catalog/product'
import { cn } from '../../../lib/cn'
import { GRID_LAYOUTS, type GridLayout } from '../lib/grid-layouts'
import { ProductCard } from './product-card'

interface ProductGridProps {
  products: readonly ProductSummary[]
  layout?: GridLayout
  /** How many cards load their image at once: the first row at the widest layout (0 below the fold). */
  priorityCount?: number
  /** Dimmed while the next page or filter loads over it. */
  isStale?: boolean
  headingLevel?: 'h2' | 'h3'
  className?: string
}

/** Product cards: 2 columns on phones, 3 to 4 on larger screens. */
export function ProductGrid({
  products,
  layout = 'page',
  priorityCount = 0,
  isStale = false,
  headingLevel,
  className,
}: ProductGridProps) {
  const { grid, sizes } = GRID_LAYOUTS[layout]
  return (
    <ul
      aria-busy={isStale || undefined}
      className={cn('grid gap-3 sm:gap-4', grid, isStale && 'opacity-60 transition-opacity', className)}
    >
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} sizes={sizes} priority={index < priorityCount} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  )
}
