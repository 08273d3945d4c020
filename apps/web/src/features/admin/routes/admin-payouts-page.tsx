import { useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { Banknote } from 'lucide-react'
import { toast } from '../../../lib/toast'
import { MIN_PAYOUT_PAISE } from '@haat/shared/earnings/payouts'
import { MonthSchema, previousMonth } from '@haat/shared/earnings/reports'
import { Button } from '../../../components/ui/button'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'
import { SelectField } from '../../../components/ui/select-field'
import { TextField } from '../../../components/ui/text-field'
import { errorMessage } from '../../../lib/api-error-message'
import { formatDateTime, formatPrice } from '../../../lib/format'
import { useListParams } from '../../../lib/use-list-params'
import { usePayoutRuns, useStartPayoutRun } from '../api/payouts'
import { AdminListPage } from '../components/admin-list-page'
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
  const start = useStartPayoutRun()
  const navigate = useNavigate()
  const [asking, setAsking] = useState(false)
  const [method, setMethod] = useState<'manual' | 'razorpayx'>('manual')

  async function startRun() {
    try {
      const run = await start.mutateAsync(method)
      toast.success(`${run.payoutCount} payouts, ${formatPrice(run.totalPaise)}`, {
        description:
          method === 'manual'
            ? 'Send them through the bank, then record each UTR.'
            : 'Sent to RazorpayX; each is marked paid when RazorpayX reports it.',
      })
      setAsking(false)
      void navigate(`/admin/payouts/${run.id}`)
    } catch (error) {
      setAsking(false)
      toast.error('No payout run started', { description: errorMessage(error, 'Please try again.') })
    }
  }

  return (
    <AdminListPage
      title="Payouts"
      description={`A run pays every seller whose payable balance is ${formatPrice(MIN_PAYOUT_PAISE)} or more: what its sales earned once their return windows closed, never more than its balance.`}
      filters={
        <div className="flex flex-wrap items-end justify-between gap-4">
          <Button onClick={() => setAsking(true)} disabled={start.isPending}>
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
        <ConfirmDialog
          open={asking}
          tone="primary"
          title="Start a payout run?"
          description="Each seller's payable amount is set aside for this run."
          confirmLabel="Start the run"
          busyLabel="Starting..."
          isBusy={start.isPending}
          onConfirm={() => void startRun()}
          onCancel={() => setAsking(false)}
        >
          <SelectField
            label="Pay by"
            options={[
              { value: 'manual', label: "Bank transfer: download the run's CSV, then record each UTR" },
              { value: 'razorpayx', label: 'RazorpayX: sent to each UPI ID at once' },
            ]}
            value={method}
            onChange={(event) => setMethod(event.target.value === 'razorpayx' ? 'razorpayx' : 'manual')}
          />
        </ConfirmDialog>
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
