import { useLingui } from '@lingui/react/macro'
import { cn } from '../../../lib/cn'
import { GRID_LAYOUTS, type GridLayout } from '../lib/grid-layouts'

/** The grid's shape while products load; hidden from screen readers, which hear `label` instead. */
export function ProductGridSkeleton({
  count,
  layout = 'page',
  label,
}: {
  count: number
  layout?: GridLayout
  label?: string
}) {
  const { t } = useLingui()
  return (
    <div>
      <p role="status" className="sr-only">
        {label ?? t`Loading products…`}
      </p>
      <ul aria-hidden="true" className={cn('grid gap-3 sm:gap-4', GRID_LAYOUTS[layout].grid)}>
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className="overflow-hidden rounded-2xl border border-stone-200">
            <div className="aspect-square animate-pulse bg-stone-100 motion-reduce:animate-none" />
            <div className="space-y-2 p-3">
              <div className="h-4 w-5/6 rounded bg-stone-100" />
              <div className="h-3 w-1/3 rounded bg-stone-100" />
              <div className="h-5 w-1/2 rounded bg-stone-100" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  )
}
