import { describePayoutDestination } from '@haat/shared/accounts/payout-account'
import { useState } from 'react'
import { useParams } from 'react-router'
import { Download } from 'lucide-react'
import { toast } from '../../../lib/toast'
import { type Payout, RecordPayoutFailedBody, RecordPayoutPaidBody } from '@haat/shared/earnings/payouts'
import { Badge } from '../../../components/ui/badge'
import { Button } from '../../../components/ui/button'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'
import { PageHeader } from '../../../components/ui/page-header'
import { Spinner } from '../../../components/ui/spinner'
import { TextField } from '../../../components/ui/text-field'
import { LoadError } from '../../../components/query-boundary'
import { errorMessage } from '../../../lib/api-error-message'
import { formatDateTime, formatPrice } from '../../../lib/format'
import { usePayoutRun, useSettlePayout } from '../api/payouts'
import { CardCell, cardRow, CardTable } from '../components/card-table'

const STATUS = {
  pending: { label: 'To send', tone: 'yellow' },
  processing: { label: 'Sending', tone: 'blue' },
  paid: { label: 'Paid', tone: 'green' },
  failed: { label: 'Failed', tone: 'red' },
} as const

type Recording = { payout: Payout; outcome: 'paid' | 'failed' }

/** /admin/payouts/:runId: a run's payouts; the CSV for the bank, and each transfer's UTR or failure. */
export function AdminPayoutRunPage() {
  const { runId = '' } = useParams()
  const run = usePayoutRun(runId)
  const settle = useSettlePayout(runId)
  const [recording, setRecording] = useState<Recording | null>(null)
  const [text, setText] = useState('')
  const [error, setError] = useState<string | undefined>()

  function open(payout: Payout, outcome: Recording['outcome']) {
    setRecording({ payout, outcome })
    setText('')
    setError(undefined)
  }

  async function confirm() {
    if (!recording) return
    const { payout, outcome } = recording
    const checked =
      outcome === 'paid'
        ? RecordPayoutPaidBody.safeParse({ reference: text })
        : RecordPayoutFailedBody.safeParse({ reason: text })
    if (!checked.success) return setError(checked.error.issues[0]?.message)
    try {
      await settle.mutateAsync(
        outcome === 'paid' ? { id: payout.id, reference: text.trim() } : { id: payout.id, reason: text.trim() },
      )
      toast.success(outcome === 'paid' ? 'Payout recorded as paid' : 'Payout recorded as failed', {
        description: `${payout.businessName}: ${formatPrice(payout.amountPaise)}. The seller has been told.`,
      })
      setRecording(null)
    } catch (failure) {
      setError(errorMessage(failure, 'Could not save. Please try again.'))
    }
  }

  if (run.isPending) return <Spinner label="Loading the payout run…" />
  if (run.isError)
    return <LoadError title="Could not load the payout run." error={run.error} onRetry={() => void run.refetch()} />
  const data = run.data
  const toSend = data.payouts.filter((p) => p.status === 'pending').length

  return (
    <div>
      <PageHeader
        title={`Payout run of ${formatDateTime(data.createdAt)}`}
        description={`${data.payoutCount} payouts, ${formatPrice(data.totalPaise)}: ${data.paidCount} paid, ${toSend} to send.`}
        back={{ to: '/admin/payouts', label: 'All payout runs' }}
        actions={
          data.method === 'manual' && toSend > 0 ? (
            <a
              href={`/api/admin/payout-runs/${encodeURIComponent(data.id)}/csv`}
              download
              className="inline-flex items-center gap-2 rounded-lg border border-stone-300 px-3 py-2 text-sm font-medium text-stone-800 hover:bg-stone-50"
            >
              <Download aria-hidden="true" className="size-4" />
              CSV for the bank
            </a>
          ) : null
        }
      />
      <CardTable
        caption="Payouts"
        headings={['Seller', 'Amount', 'Paid to', 'Status', 'Record']}
        isRefreshing={run.isFetching}
      >
        {data.payouts.map((payout) => (
          <tr key={payout.id} className={cardRow}>
            <CardCell label="Seller">
              <span className="font-semibold text-stone-900">{payout.businessName}</span>
            </CardCell>
            <CardCell label="Amount">{formatPrice(payout.amountPaise)}</CardCell>
            <CardCell label="Paid to">{describePayoutDestination(payout.destination)}</CardCell>
            <CardCell label="Status">
              <Badge tone={STATUS[payout.status].tone}>{STATUS[payout.status].label}</Badge>
              {payout.reference ? (
                <span className="mt-1 block text-xs text-stone-600">UTR {payout.reference}</span>
              ) : null}
              {payout.failureReason ? (
                <span className="mt-1 block text-xs text-red-700">{payout.failureReason}</span>
              ) : null}
            </CardCell>
            <CardCell label="Record">
              {data.method === 'manual' && (payout.status === 'pending' || payout.status === 'processing') ? (
                <div className="flex flex-wrap gap-2">
                  <Button
                    size="sm"
                    onClick={() => open(payout, 'paid')}
                    aria-label={`Record the UTR of ${payout.businessName}'s payout`}
                  >
                    Record UTR
                  </Button>
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() => open(payout, 'failed')}
                    aria-label={`Record ${payout.businessName}'s payout as failed`}
                  >
                    Failed
                  </Button>
                </div>
              ) : null}
            </CardCell>
          </tr>
        ))}
      </CardTable>
      <ConfirmDialog
        open={recording !== null}
        tone={recording?.outcome === 'failed' ? 'danger' : 'primary'}
        title={recording?.outcome === 'failed' ? 'Record the payout as failed?' : 'Record the payout as paid?'}
        description={
          recording
            ? recording.outcome === 'paid'
              ? `Send ${formatPrice(recording.payout.amountPaise)} to ${describePayoutDestination(recording.payout.destination)} first, then enter the bank's reference.`
              : `${formatPrice(recording.payout.amountPaise)} goes back to ${recording.payout.businessName}'s balance for the next run.`
            : ''
        }
        confirmLabel={recording?.outcome === 'failed' ? 'Record failure' : 'Mark paid'}
        busyLabel="Saving..."
        isBusy={settle.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setRecording(null)}
      >
        <TextField
          label={recording?.outcome === 'failed' ? 'Why it failed' : 'Transfer reference (UTR)'}
          autoComplete="off"
          value={text}
          onChange={(event) => setText(event.target.value)}
          error={error}
          data-autofocus
        />
      </ConfirmDialog>
    </div>
  )
}
