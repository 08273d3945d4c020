import type { ReactNode } from 'react'
import { EyeOff, Trash2 } from 'lucide-react'
import { Button } from '../../../components/ui/button'
import { cn } from '../../../lib/cn'

const th = 'px-4 py-3 text-left text-xs font-semibold tracking-wide text-stone-600 uppercase'

/** A row of a CardTable: a card on phones, a table row on wide screens. */
export const cardRow =
  'grid grid-cols-2 gap-x-4 gap-y-3 rounded-xl border border-stone-200 bg-white p-4 md:table-row md:rounded-none md:border-0 md:p-0'

/**
 * The admin lists' table: headings and an Actions column on wide screens, a card per row on
 * phones; dimmed and aria-busy while the next page loads over the last.
 */
export function CardTable({
  caption,
  headings,
  isRefreshing,
  hasActions = true,
  children,
}: {
  caption: string
  headings: readonly string[]
  isRefreshing: boolean
  /** Whether the rows end with an action button (an unlabelled column on wide screens). */
  hasActions?: boolean
  /** The rows, each a <tr className={cardRow}>. */
  children: ReactNode
}) {
  return (
    <div className="md:overflow-x-auto md:rounded-2xl md:border md:border-stone-200 md:bg-white">
      <table aria-busy={isRefreshing} className={cn('w-full text-sm transition-opacity', isRefreshing && 'opacity-60')}>
        <caption className="sr-only">{caption}</caption>
        <thead className="hidden border-b border-stone-200 bg-stone-50 md:table-header-group">
          <tr>
            {headings.map((heading) => (
              <th key={heading} scope="col" className={th}>
                {heading}
              </th>
            ))}
            {hasActions ? (
              <th scope="col" className={th}>
                <span className="sr-only">Actions</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody className="block space-y-3 md:table-row-group md:space-y-0 md:divide-y md:divide-stone-100">
          {children}
        </tbody>
      </table>
    </div>
  )
}

/** A table cell that carries its own label on phones, where the table becomes a list of cards. */
export function CardCell({ label, children }: { label: string; children: ReactNode }) {
  return (
    <td className="align-top md:px-4 md:py-3">
      <span aria-hidden="true" className="mb-0.5 block text-xs font-medium text-stone-500 md:hidden">
        {label}
      </span>
      {children}
    </td>
  )
}

/**
 * The row's Delete button, last in the row (the Actions column); `label` names what it deletes.
 * `verb="Hide"` where the server only hides or deactivates the record, so the button says so.
 */
export function CardDeleteCell({
  label,
  onDelete,
  disabled = false,
  verb = 'Delete',
}: {
  label: string
  onDelete: () => void
  disabled?: boolean
  verb?: 'Delete' | 'Hide'
}) {
  const Icon = verb === 'Hide' ? EyeOff : Trash2
  return (
    <td className="col-span-2 md:px-4 md:py-3 md:text-right">
      <Button
        variant="ghost"
        size="sm"
        aria-label={label}
        className="text-red-700 hover:bg-red-50"
        onClick={onDelete}
        disabled={disabled}
      >
        <Icon aria-hidden="true" className="size-4" />
        {verb}
      </Button>
    </td>
  )
}
