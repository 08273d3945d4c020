import { useLingui } from '@lingui/react/macro'
import { Link } from 'react-router'
import { ChevronRight } from 'lucide-react'
import { cn } from '../../lib/cn'

export interface Crumb {
  label: string
  /** Omitted for the current page, the last crumb. */
  to?: string
}

/** "Home › Category › Subcategory": links up the tree, the current page last and marked as such. */
export function Breadcrumbs({ items, className }: { items: readonly Crumb[]; className?: string }) {
  const { t } = useLingui()
  return (
    <nav aria-label={t`Breadcrumb`} className={cn('text-sm text-stone-600', className)}>
      <ol className="flex flex-wrap items-center gap-1">
        {items.map((item, index) => (
          <li key={`${index}-${item.label}`} className="flex min-w-0 items-center gap-1">
            {index > 0 ? <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-stone-400" /> : null}
            {item.to ? (
              <Link to={item.to} className="rounded hover:text-brand-800 hover:underline">
                {item.label}
              </Link>
            ) : (
              <span aria-current="page" className="truncate font-medium text-stone-800">
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  )
}
