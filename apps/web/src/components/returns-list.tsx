import { Link } from 'react-router'
import { Undo2 } from 'lucide-react'
import type { UseQueryResult } from '@tanstack/react-query'
import {
  RETURN_STATUS_LABELS,
  RETURN_STATUSES,
  type ReturnStatus,
  returnReasonLabel,
} from '@haat/shared/orders/return-rules'
import type { ReturnList } from '@haat/shared/orders/returns'
import { cn } from '../lib/cn'
import { formatDate, formatPrice } from '../lib/format'
import { useListParams } from '../lib/use-list-params'
import { QueryFallback } from './query-boundary'
import { ReturnStatusBadge } from './return-details'
import { Button } from './ui/button'
import { Pagination } from './ui/pagination'
import { SelectField } from './ui/select-field'
import { StatusPanel } from './ui/status-panel'

const STATUS_OPTIONS = RETURN_STATUSES.map((value) => ({ value, label: RETURN_STATUS_LABELS[value] }))
export const RETURNS_PAGE_SIZE = 20

/** The status filter and page, kept in the URL (?status=requested&page=2). */
export const useReturnsParams = () => useListParams(RETURN_STATUSES)

/**
 * A page of return requests with its status filter, loading, empty and error states: the seller's
 * own (`linkTo` its pages) or all of them for an admin (with each seller's name).
 */
export function ReturnsList({
  query,
  params,
  linkTo,
  showSeller = false,
}: {
  query: UseQueryResult<ReturnList>
  params: ReturnType<typeof useReturnsParams>
  linkTo: (id: string) => string
  showSeller?: boolean
}) {
  const { status, setStatus, setPage, clear } = params
  let body
  if (!query.isSuccess) {
    body = <QueryFallback query={query} loading="Loading returns…" errorTitle="Could not load the returns" />
  } else if (query.data.data.length === 0) {
    body = (
      <StatusPanel
        icon={<Undo2 className="size-8" />}
        title="No returns found."
        action={
          status ? (
            <Button variant="secondary" onClick={clear}>
              Clear filter
            </Button>
          ) : null
        }
      >
        {status ? <p>No return has this status.</p> : <p>Return requests from customers appear here.</p>}
      </StatusPanel>
    )
  } else {
    const { data, meta } = query.data
    body = (
      <div className="space-y-4">
        <ul
          aria-label="Returns"
          aria-busy={query.isPlaceholderData}
          className={cn('space-y-3 transition-opacity', query.isPlaceholderData && 'opacity-60')}
        >
          {data.map((ret) => (
            <li key={ret.id} className="rounded-xl border border-stone-200 bg-white p-4 text-sm">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <Link
                  to={linkTo(ret.id)}
                  className="font-semibold text-stone-900 hover:underline"
                  aria-label={`Open the return of order ${ret.orderNo}: ${ret.itemNames.join(', ')}`}
                >
                  Order {ret.orderNo}
                </Link>
                <ReturnStatusBadge status={ret.status} />
              </div>
              <p className="mt-1 text-stone-700">
                {ret.itemCount} × {ret.itemNames.join(', ')} · {formatPrice(ret.amountPaise)}
              </p>
              <p className="text-stone-500">
                {returnReasonLabel(ret.reason)} · {ret.customerName}
                {showSeller ? ` · ${ret.vendorName}` : ''} · requested {formatDate(ret.requestedAt)}
                {ret.status === 'requested' ? ` · answer by ${formatDate(ret.respondBy)}` : ''}
              </p>
            </li>
          ))}
        </ul>
        <Pagination
          page={meta.page}
          pageSize={meta.pageSize}
          total={meta.total}
          onPageChange={setPage}
          itemLabel="returns"
        />
      </div>
    )
  }
  return (
    <>
      <div className="mb-6 max-w-56">
        <SelectField
          label="Return status"
          placeholder="All returns"
          options={STATUS_OPTIONS}
          value={status ?? ''}
          onChange={(event) => setStatus(RETURN_STATUSES.find((value) => value === event.target.value) as ReturnStatus)}
        />
      </div>
      {body}
    </>
  )
}
