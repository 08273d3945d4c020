import { type ReactNode, useState } from 'react'
import { toast } from '../../../lib/toast'
import { QueryFallback } from '../../../components/query-boundary'
import { Button } from '../../../components/ui/button'
import { PageHeader } from '../../../components/ui/page-header'
import { Pagination } from '../../../components/ui/pagination'
import { StatusPanel } from '../../../components/ui/status-panel'
import { errorMessage } from '../../../lib/api-error-message'

interface Page<Row> {
  data: Row[]
  meta: { page: number; pageSize: number; total: number }
}

interface ListQuery<Row> {
  isSuccess: boolean
  isPending: boolean
  isError: boolean
  isPlaceholderData: boolean
  error: unknown
  data: Page<Row> | undefined
  refetch: () => unknown
}

interface AdminListPageProps<Row> {
  title: string
  description: string
  actions?: ReactNode
  /** The search box and select filters above the list. */
  filters: ReactNode
  filtersClassName?: string
  query: ListQuery<Row>
  loading: string
  errorTitle: string
  empty: { icon: ReactNode; title: string }
  /** Whether a filter or search is applied, and how to clear them (the empty state offers it). */
  isFiltered: boolean
  onClearFilters: () => void
  /** The empty state's button when filtered; "Clear filters" by default. */
  clearLabel?: string
  onPageChange: (page: number) => void
  /** "customers", "orders"…: the pagination's words. */
  itemLabel: string
  /** The table of one page; `isRefreshing` while the next page loads over the last. */
  children: (rows: Row[], isRefreshing: boolean) => ReactNode
  /** A confirmation dialog for the rows' destructive action (useConfirmedAction). */
  dialog?: ReactNode
}

/** An admin list: header, filters, loading/error/empty states, one page of rows and its pagination. */
export function AdminListPage<Row>({
  title,
  description,
  actions,
  filters,
  filtersClassName = 'mb-6 grid gap-4 sm:grid-cols-[minmax(0,14rem)_minmax(0,1fr)] sm:items-end',
  query,
  loading,
  errorTitle,
  empty,
  isFiltered,
  onClearFilters,
  clearLabel = 'Clear filters',
  onPageChange,
  itemLabel,
  children,
  dialog,
}: AdminListPageProps<Row>) {
  let body
  if (!query.isSuccess || !query.data) {
    body = <QueryFallback query={query} loading={loading} errorTitle={errorTitle} />
  } else if (query.data.data.length === 0) {
    const page = query.data.meta.page
    body = (
      <StatusPanel
        icon={empty.icon}
        title={empty.title}
        action={
          isFiltered || page > 1 ? (
            <Button variant="secondary" onClick={isFiltered ? onClearFilters : () => onPageChange(1)}>
              {isFiltered ? clearLabel : 'Back to the first page'}
            </Button>
          ) : null
        }
      />
    )
  } else {
    const { data, meta } = query.data
    body = (
      <div className="space-y-4">
        {children(data, query.isPlaceholderData)}
        <Pagination
          page={meta.page}
          pageSize={meta.pageSize}
          total={meta.total}
          onPageChange={onPageChange}
          itemLabel={itemLabel}
        />
      </div>
    )
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:py-8">
      <PageHeader title={title} description={description} actions={actions} />
      <div className={filtersClassName}>{filters}</div>
      {body}
      {dialog}
    </div>
  )
}

/**
 * A destructive action on one row that asks first: `ask(row)` opens the dialog, confirming runs
 * the mutation and says how it went, and the dialog closes either way.
 */
export function useConfirmedAction<Row>(action: {
  run: (row: Row) => Promise<unknown>
  isPending: boolean
  /** The toasts: "Customer deleted" with the row's name, or "Could not delete the customer" with the reason. */
  done: string
  failed: string
  describe: (row: Row) => string
}) {
  const [row, setRow] = useState<Row | null>(null)
  async function confirm() {
    if (row === null) return
    try {
      await action.run(row)
      toast.success(action.done, { description: action.describe(row) })
    } catch (error) {
      toast.error(action.failed, { description: errorMessage(error, 'Please try again.') })
    } finally {
      setRow(null)
    }
  }
  return {
    row,
    ask: setRow,
    dialogProps: {
      open: row !== null,
      isBusy: action.isPending,
      onConfirm: () => void confirm(),
      onCancel: () => setRow(null),
    },
  }
}
