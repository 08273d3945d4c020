import { type FormEvent, useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { Scale } from 'lucide-react'
import { toast } from '../../../lib/toast'
import { indiaDay } from '@haat/shared/india'
import { Button } from '../../../components/ui/button'
import { TextField } from '../../../components/ui/text-field'
import { isApiError } from '../../../lib/api-client'
import { errorMessage } from '../../../lib/api-error-message'
import { formatDateTime } from '../../../lib/format'
import { useListParams } from '../../../lib/use-list-params'
import { useReconciliationRuns, useRunReconciliation } from '../api/reconciliation'
import { AdminListPage } from '../components/admin-list-page'
import { CardCell, cardRow, CardTable } from '../components/card-table'
import { RunStatusBadge } from '../components/run-status-badge'

/** Today in India, YYYY-MM-DD (the day a run checks by default). */
const todayInIndia = () => indiaDay(new Date())

/** /admin/reconciliation: each day's payments and refunds against Razorpay's; run a day now. */
export function AdminReconciliationPage() {
  const { page, setPage } = useListParams([] as const)
  const runs = useReconciliationRuns(page)
  const runNow = useRunReconciliation()
  const navigate = useNavigate()
  const [day, setDay] = useState(todayInIndia)
  const [dayError, setDayError] = useState<string | undefined>()

  async function submit(event: FormEvent) {
    event.preventDefault()
    setDayError(undefined)
    try {
      const run = await runNow.mutateAsync({ day })
      toast.success(run.mismatchCount === 0 ? 'The books agree' : `${run.mismatchCount} mismatches found`, {
        description: `Reconciliation of ${run.day}`,
      })
      void navigate(`/admin/reconciliation/${run.id}`)
    } catch (error) {
      const detail = isApiError(error) ? error.details?.find((d) => d.path === 'day') : undefined
      if (detail) setDayError(detail.message)
      else toast.error('Could not reconcile', { description: errorMessage(error, 'Please try again.') })
    }
  }

  return (
    <AdminListPage
      title="Reconciliation"
      description="Every day, Razorpay's payments and refunds are checked against Haat's orders and refunds, by id and amount. Mismatches are mailed to the admins."
      filters={
        <form
          onSubmit={(event) => void submit(event)}
          className="flex flex-wrap items-end gap-3"
          aria-label="Run a reconciliation"
        >
          <TextField
            label="Day (India)"
            type="date"
            max={todayInIndia()}
            value={day}
            onChange={(event) => setDay(event.target.value)}
            error={dayError}
          />
          <Button type="submit" disabled={runNow.isPending}>
            <Scale aria-hidden="true" className="size-4" />
            {runNow.isPending ? 'Checking with Razorpay...' : 'Run now'}
          </Button>
        </form>
      }
      filtersClassName="mb-6"
      query={runs}
      loading="Loading runs…"
      errorTitle="Failed to load the reconciliation runs."
      empty={{ icon: <Scale className="size-8" />, title: 'No reconciliation has run yet.' }}
      isFiltered={false}
      onClearFilters={() => setPage(1)}
      onPageChange={setPage}
      itemLabel="runs"
    >
      {(rows, isRefreshing) => (
        <CardTable
          caption="Reconciliation runs"
          headings={['Day', 'Checked', 'Result', 'Run']}
          isRefreshing={isRefreshing}
        >
          {rows.map((run) => (
            <tr key={run.id} className={cardRow}>
              <CardCell label="Day">
                <Link
                  to={`/admin/reconciliation/${run.id}`}
                  className="font-semibold text-stone-900 hover:underline"
                  aria-label={`Open the reconciliation of ${run.day} started ${formatDateTime(run.startedAt)}`}
                >
                  {run.day}
                </Link>
              </CardCell>
              <CardCell label="Checked">
                {run.paymentsChecked} payments · {run.refundsChecked} refunds
              </CardCell>
              <CardCell label="Result">
                <RunStatusBadge run={run} />
                {run.error ? <span className="mt-1 block text-xs text-red-700">{run.error}</span> : null}
              </CardCell>
              <CardCell label="Run">
                <span className="text-xs text-stone-600">
                  {formatDateTime(run.startedAt)} · {run.trigger === 'job' ? 'daily job' : 'by an admin'}
                </span>
              </CardCell>
            </tr>
          ))}
        </CardTable>
      )}
    </AdminListPage>
  )
}
