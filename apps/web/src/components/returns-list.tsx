import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'react-router'
import { Undo2 } from 'lucide-react'
import type { UseQueryResult } from '@tanstack/react-query'
import {
  RETURN_STATUSES,
  RETURN_STATUS_LABELS,
  type ReturnStatus,
  returnReasonLabel,
} from '@haat/shared/orders/return-rules'
import type { ReturnList } from '@haat/shared/orders/returns'
import { cn } from '../lib/cn'
import { formatDate, formatPrice } from '../lib/format'
import { useListParams } from '../lib/use-list-params'
import { useTranslateText } from '../lib/use-translate-text'
import { QueryFallback } from './query-boundary'
import { ReturnStatusBadge } from './return-details'
import { Button } from './ui/button'
import { Pagination } from './ui/pagination'
import { SelectField } from './ui/select-field'
import { StatusPanel } from './ui/status-panel'
import { useBackHere } from '../lib/back-link'

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
  const { t, i18n } = useLingui()
  // A return opened from here goes Back to this list, its filter and page included.
  const backHere = useBackHere(t`Back to returns`)
  const { status, setStatus, setPage, clear } = params
  const translate = useTranslateText()
  const statusOptions = RETURN_STATUSES.map((value) => ({ value, label: translate(RETURN_STATUS_LABELS[value]) }))
  const reasonLabel = (code: string) => translate(returnReasonLabel(code))
  let body
  if (!query.isSuccess) {
    body = <QueryFallback query={query} loading={t`Loading returns…`} errorTitle={t`Could not load the returns`} />
  } else if (query.data.data.length === 0) {
    body = (
      <StatusPanel
        icon={<Undo2 className="size-8" />}
        title={t`No returns found.`}
        action={
          status ? (
            <Button variant="secondary" onClick={clear}>
              <Trans>Clear filter</Trans>
            </Button>
          ) : null
        }
      >
        {status ? (
          <p>
            <Trans>No return has this status.</Trans>
          </p>
        ) : (
          <p>
            <Trans>Return requests from customers appear here.</Trans>
          </p>
        )}
      </StatusPanel>
    )
  } else {
    const { data, meta } = query.data
    body = (
      <div className="space-y-4">
        <ul
          aria-label={t`Returns`}
          aria-busy={query.isPlaceholderData}
          className={cn('space-y-3 transition-opacity', query.isPlaceholderData && 'opacity-60')}
        >
          {data.map((ret) => {
            const orderNo = ret.orderNo
            const items = ret.itemNames.join(', ')
            const requested = formatDate(ret.requestedAt, i18n)
            const answerBy = formatDate(ret.respondBy, i18n)
            return (
              <li key={ret.id} className="rounded-xl border border-stone-200 bg-white p-4 text-sm">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <Link
                    to={linkTo(ret.id)}
                    state={backHere}
                    className="font-semibold text-stone-900 hover:underline"
                    aria-label={t`Open the return of order ${orderNo}: ${items}`}
                  >
                    <Trans>Order {orderNo}</Trans>
                  </Link>
                  <ReturnStatusBadge status={ret.status} />
                </div>
                <p className="mt-1 text-stone-700">
                  {ret.itemCount} × {ret.itemNames.join(', ')} · {formatPrice(ret.amountPaise)}
                </p>
                <p className="text-stone-500">
                  {reasonLabel(ret.reason)} · {ret.customerName}
                  {showSeller ? ` · ${ret.vendorName}` : ''} · <Trans>requested {requested}</Trans>
                  {ret.status === 'requested' ? (
                    <>
                      {' · '}
                      <Trans>answer by {answerBy}</Trans>
                    </>
                  ) : (
                    ''
                  )}
                </p>
              </li>
            )
          })}
        </ul>
        <Pagination
          page={meta.page}
          pageSize={meta.pageSize}
          total={meta.total}
          onPageChange={setPage}
          itemLabel={t`returns`}
        />
      </div>
    )
  }
  return (
    <>
      <div className="mb-6 max-w-56">
        <SelectField
          label={t`Return status`}
          placeholder={t`All returns`}
          options={statusOptions}
          value={status ?? ''}
          onChange={(event) => setStatus(RETURN_STATUSES.find((value) => value === event.target.value) as ReturnStatus)}
        />
      </div>
      {body}
    </>
  )
}
