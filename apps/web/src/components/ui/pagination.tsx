import { Trans, useLingui } from '@lingui/react/macro'
import { ChevronLeft, ChevronRight } from 'lucide-react'
import { cn } from '../../lib/cn'
import { pageWindow } from '../../lib/page-window'
import { Button } from './button'

interface PaginationProps {
  page: number
  pageSize: number
  total: number
  onPageChange: (page: number) => void
  /** "products": the line reads "Showing 21–40 of 95 products". */
  itemLabel?: string
  /** Numbered buttons between Previous and Next (from 640 px wide; "Page 2 of 5" below that). */
  showPageNumbers?: boolean
  className?: string
}

/** Previous / Next with where the reader is; nothing when everything fits on one page. */
export function Pagination({
  page,
  pageSize,
  total,
  onPageChange,
  itemLabel,
  showPageNumbers = false,
  className,
}: PaginationProps) {
  const { t } = useLingui()
  const pageCount = Math.max(1, Math.ceil(total / pageSize))
  if (total <= pageSize && page <= 1) return null
  const first = Math.min(total, (page - 1) * pageSize + 1).toLocaleString('en-IN')
  const last = Math.min(total, page * pageSize).toLocaleString('en-IN')
  const count = total.toLocaleString('en-IN')
  const items = itemLabel ?? t`items`

  return (
    <nav aria-label={t`Pagination`} className={cn('flex flex-wrap items-center justify-between gap-3', className)}>
      <p className="text-sm text-stone-600">
        <Trans>
          Showing {first}–{last} of {count} {items}
        </Trans>
      </p>
      <div className="flex items-center gap-2">
        <Button variant="secondary" size="sm" onClick={() => onPageChange(page - 1)} disabled={page <= 1}>
          <ChevronLeft aria-hidden="true" className="size-4" />
          <Trans>Previous</Trans>
        </Button>
        <span className={cn('text-sm text-stone-700', showPageNumbers && 'sm:hidden')} aria-current="page">
          <Trans>
            Page {page} of {pageCount}
          </Trans>
        </span>
        {showPageNumbers ? (
          <ul className="hidden items-center gap-1 sm:flex">
            {pageWindow(page, pageCount).map((number, index) =>
              number === null ? (
                <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-stone-500">
                  …
                </li>
              ) : (
                <li key={number}>
                  <Button
                    variant={number === page ? 'primary' : 'ghost'}
                    size="sm"
                    aria-label={t`Page ${number}`}
                    aria-current={number === page ? 'page' : undefined}
                    onClick={() => {
                      if (number !== page) onPageChange(number)
                    }}
                    className="min-w-9 px-2"
                  >
                    {number}
                  </Button>
                </li>
              ),
            )}
          </ul>
        ) : null}
        <Button variant="secondary" size="sm" onClick={() => onPageChange(page + 1)} disabled={page >= pageCount}>
          <Trans>Next</Trans>
          <ChevronRight aria-hidden="true" className="size-4" />
        </Button>
      </div>
    </nav>
  )
}
