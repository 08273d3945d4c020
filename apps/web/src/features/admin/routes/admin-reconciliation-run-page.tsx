import { useState } from 'react'
import { Link, useParams } from 'react-router'
import { Wrench } from 'lucide-react'
import { toast } from '../../../lib/toast'
import { MISMATCH_FIXES, MISMATCH_KINDS, type ReconciliationMismatch } from '@haat/shared/admin/reconciliation'
import { QueryFallback } from '../../../components/query-boundary'
import { Badge } from '../../../components/ui/badge'
import { Button } from '../../../components/ui/button'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'
import { PageHeader } from '../../../components/ui/page-header'
import { errorMessage } from '../../../lib/api-error-message'
import { formatDateTime, formatPrice } from '../../../lib/format'
import { useFixMismatch, useReconciliationRun } from '../api/reconciliation'
import { RunStatusBadge } from '../components/run-status-badge'
import { useBackHere } from '../../../lib/back-link'

const BACK = { to: '/admin/reconciliation', label: 'Back to reconciliation' }

const WHAT_FIX_DOES: Record<ReconciliationMismatch['fix'] & string, string> = {
  confirm: 'Haat records what Razorpay holds (the payment confirms its order; a refund is marked processed).',
  capture: 'Razorpay is asked to capture the authorized payment; its order is then confirmed.',
  refund: 'The refund is sent to Razorpay again.',
}

const money = (paise: number | null) => (paise === null ? '—' : formatPrice(paise))

/** /admin/reconciliation/:runId: what one run found, and a fix for each fixable mismatch. */
export function AdminReconciliationRunPage() {
  const { runId = '' } = useParams()
  const run = useReconciliationRun(runId)
  const backHere = useBackHere('Back to the reconciliation run')
  const fix = useFixMismatch(runId)
  const [fixing, setFixing] = useState<ReconciliationMismatch | null>(null)

  async function confirmFix() {
    if (!fixing) return
    try {
      await fix.mutateAsync(fixing.id)
      toast.success('Fixed', { description: MISMATCH_KINDS[fixing.kind] })
    } catch (error) {
      toast.error('Could not fix it', { description: errorMessage(error, 'Please try again.') })
    } finally {
      setFixing(null)
    }
  }

  if (!run.isSuccess) {
    return (
      <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6 lg:py-8">
        <PageHeader title="Reconciliation" back={BACK} />
        <QueryFallback query={run} loading="Loading the run…" errorTitle="Could not load the run" />
      </div>
    )
  }
  const data = run.data
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6 lg:py-8">
      <PageHeader
        title={`Reconciliation of ${data.day}`}
        back={BACK}
        description={
          <span className="flex flex-wrap items-center gap-2">
            {formatDateTime(data.startedAt)} · {data.paymentsChecked} payments and {data.refundsChecked} refunds checked
            <RunStatusBadge run={data} />
          </span>
        }
      />
      {data.error ? <p className="mb-4 text-sm text-red-700">{data.error}</p> : null}
      {data.mismatches.length === 0 ? (
        <p className="rounded-2xl border border-stone-200 bg-white p-5 text-sm text-stone-700">
          Haat's books and Razorpay agree on this day.
        </p>
      ) : (
        <ul aria-label="Mismatches" className="space-y-3">
          {data.mismatches.map((m) => (
            <li key={m.id} className="rounded-xl border border-stone-200 bg-white p-4 text-sm">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="font-semibold text-stone-900">{MISMATCH_KINDS[m.kind]}</p>
                {m.fixedAt ? (
                  <Badge tone="green">Fixed {formatDateTime(m.fixedAt)}</Badge>
                ) : m.fix ? (
                  <Button
                    size="sm"
                    onClick={() => setFixing(m)}
                    aria-label={`${MISMATCH_FIXES[m.fix]}: ${m.orderNo ?? m.gatewayPaymentId ?? m.gatewayRefundId ?? ''}`}
                  >
                    <Wrench aria-hidden="true" className="size-4" />
                    {MISMATCH_FIXES[m.fix]}
                  </Button>
                ) : (
                  <Badge tone="yellow">Needs Razorpay's dashboard</Badge>
                )}
              </div>
              <p className="mt-1 text-stone-700">{m.note}</p>
              <dl className="mt-2 flex flex-wrap gap-x-6 gap-y-1 text-xs text-stone-600">
                {m.orderNo ? (
                  <div>
                    <dt className="inline">Order </dt>
                    <dd className="inline">
                      <Link
                        to={`/admin/order/${encodeURIComponent(m.orderNo)}`}
                        state={backHere}
                        className="font-medium underline"
                      >
                        #{m.orderNo}
                      </Link>
                    </dd>
                  </div>
                ) : null}
                <div>
                  <dt className="inline">Haat </dt>
                  <dd className="inline font-medium">{money(m.haatPaise)}</dd>
                </div>
                <div>
                  <dt className="inline">Razorpay </dt>
                  <dd className="inline font-medium">
                    {money(m.gatewayPaise)}
                    {m.gatewayStatus ? ` (${m.gatewayStatus})` : ''}
                  </dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={fixing !== null}
        tone="primary"
        title={fixing?.fix ? `${MISMATCH_FIXES[fixing.fix]}?` : ''}
        description={fixing?.fix ? WHAT_FIX_DOES[fixing.fix] : ''}
        confirmLabel="Fix"
        busyLabel="Fixing..."
        isBusy={fix.isPending}
        onConfirm={() => void confirmFix()}
        onCancel={() => setFixing(null)}
      />
    </div>
  )
}
