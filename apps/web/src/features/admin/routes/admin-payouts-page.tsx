import { useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { Banknote } from 'lucide-react'
import { MIN_PAYOUT_PAISE } from '@haat/shared/earnings/payouts'
import { MonthSchema, previousMonth } from '@haat/shared/earnings/reports'
import { Button } from '../../../components/ui/button'
import { TextField } from '../../../components/ui/text-field'
import { formatDateTime, formatPrice } from '../../../lib/format'
import { useListParams } from '../../../lib/use-list-params'
import { usePayoutRuns } from '../api/payouts'
import { AdminListPage } from '../components/admin-list-page'
import { PayoutRunDialog } from '../components/payout-run-dialog'
import { CardCell, cardRow, CardTable } from '../components/card-table'

/** The monthly TCS (GSTR-8) and TDS (194-O) figures per seller, as CSV downloads. */
function TaxReports() {
  const [month, setMonth] = useState(() => previousMonth(new Date()))
  const valid = MonthSchema.safeParse(month).success
  const link = (kind: 'tcs' | 'tds') => `/api/admin/reports/${kind}?month=${encodeURIComponent(month)}`
  const linkClass = 'text-sm font-medium text-brand-800 hover:underline'
  return (
    <div role="group" aria-label="Tax reports" className="flex flex-wrap items-end gap-3">
      <TextField
        label="Tax reports for"
        type="month"
        value={month}
        onChange={(event) => setMonth(event.target.value)}
        error={valid ? undefined : 'Choose a month.'}
      />
      {valid ? (
        <>
          <a href={link('tcs')} download className={linkClass}>
            TCS report (GSTR-8, CSV)
          </a>
          <a href={link('tds')} download className={linkClass}>
            TDS report (194-O, CSV)
          </a>
        </>
      ) : null}
    </div>
  )
}

/** /admin/payouts: payout runs, newest first; start one for every seller with money payable. */
export function AdminPayoutsPage() {
  const { page, setPage } = useListParams([] as const)
  const runs = usePayoutRuns(page)
  const navigate = useNavigate()
  const [asking, setAsking] = useState(false)

  return (
    <AdminListPage
      title="Payouts"
      description={`A run pays every seller whose payable balance is ${formatPrice(MIN_PAYOUT_PAISE)} or more: what its sales earned once their return windows closed, never more than its balance.`}
      filters={
        <div className="flex flex-wrap items-end justify-between gap-4">
          <Button onClick={() => setAsking(true)}>
            <Banknote aria-hidden="true" className="size-4" />
            Start a payout run
          </Button>
          <TaxReports />
        </div>
      }
      filtersClassName="mb-6"
      query={runs}
      loading="Loading payout runs…"
      errorTitle="Failed to load the payout runs."
      empty={{ icon: <Banknote className="size-8" />, title: 'No payout run yet.' }}
      isFiltered={false}
      onClearFilters={() => setPage(1)}
      onPageChange={setPage}
      itemLabel="runs"
      dialog={
        <PayoutRunDialog
          open={asking}
          onClose={() => setAsking(false)}
          onStarted={(run) => {
            setAsking(false)
            void navigate(`/admin/payouts/${run.id}`)
          }}
        />
      }
    >
      {(rows, isRefreshing) => (
        <CardTable
          caption="Payout runs"
          headings={['Started', 'Payouts', 'Total', 'Progress']}
          isRefreshing={isRefreshing}
        >
          {rows.map((run) => (
            <tr key={run.id} className={cardRow}>
              <CardCell label="Started">
                <Link to={`/admin/payouts/${run.id}`} className="font-semibold text-stone-900 hover:underline">
                  {formatDateTime(run.createdAt)}
                </Link>
              </CardCell>
              <CardCell label="Payouts">{run.payoutCount}</CardCell>
              <CardCell label="Total">{formatPrice(run.totalPaise)}</CardCell>
              <CardCell label="Progress">
                {run.paidCount} paid{run.failedCount ? ` · ${run.failedCount} failed` : ''} ·{' '}
                {run.payoutCount - run.paidCount - run.failedCount} to send
              </CardCell>
            </tr>
          ))}
        </CardTable>
      )}
    </AdminListPage>
  )
}
