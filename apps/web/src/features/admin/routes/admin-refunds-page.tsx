import { useState } from 'react'
import { Link } from 'react-router'
import { BadgeCheck, RotateCcw, Undo2 } from 'lucide-react'
import { toast } from '../../../lib/toast'
import {
  type AdminRefund,
  MarkRefundPaidBody,
  REFUND_REASONS,
  REFUND_STATUS_LABELS,
  REFUND_STATUSES,
} from '@haat/shared/orders/refund'
import { Badge, type BadgeTone } from '../../../components/ui/badge'
import { Button } from '../../../components/ui/button'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'
import { SelectField } from '../../../components/ui/select-field'
import { TextField } from '../../../components/ui/text-field'
import { errorMessage } from '../../../lib/api-error-message'
import { formatDateTime, formatPrice } from '../../../lib/format'
import { useListParams } from '../../../lib/use-list-params'
import { useAdminRefunds, useMarkRefundPaid, useRetryRefund } from '../api/refunds'
import { AdminListPage } from '../components/admin-list-page'
import { CardCell, cardRow, CardTable } from '../components/card-table'
import { useBackHere } from '../../../lib/back-link'

const PAGE_SIZE = 20
const STATUS_OPTIONS = REFUND_STATUSES.map((value) => ({ value, label: REFUND_STATUS_LABELS[value] }))
const TONE: Record<AdminRefund['status'], BadgeTone> = {
  requested: 'yellow',
  processing: 'blue',
  processed: 'green',
  failed: 'red',
}
const reasonLabel = (reason: string) =>
  reason in REFUND_REASONS ? REFUND_REASONS[reason as keyof typeof REFUND_REASONS] : reason

/** /admin/refunds: every refund and where it is; a failed one can be sent again. */
export function AdminRefundsPage() {
  const backHere = useBackHere('Back to refunds')
  const { status, page, setStatus, setPage, clear } = useListParams(REFUND_STATUSES)
  const refunds = useAdminRefunds({ status, page, pageSize: PAGE_SIZE })
  const retry = useRetryRefund()
  const markPaid = useMarkRefundPaid()
  const [paying, setPaying] = useState<AdminRefund | null>(null)
  const [reference, setReference] = useState('')
  const [referenceError, setReferenceError] = useState<string | undefined>()

  async function confirmPaid() {
    if (!paying) return
    const checked = MarkRefundPaidBody.safeParse({ reference })
    if (!checked.success) return setReferenceError(checked.error.issues[0]?.message)
    try {
      await markPaid.mutateAsync({ id: paying.id, reference: reference.trim() })
      toast.success('Refund marked paid', { description: `#${paying.orderNo}: the customer has been told.` })
      setPaying(null)
      setReference('')
    } catch (error) {
      setReferenceError(errorMessage(error, 'Could not mark the refund paid. Please try again.'))
    }
  }

  async function retryRefund(refund: AdminRefund) {
    try {
      await retry.mutateAsync(refund.id)
      toast.success('Refund sent again', { description: `#${refund.orderNo}: ${formatPrice(refund.amountPaise)}` })
    } catch (error) {
      toast.error('Could not retry the refund', { description: errorMessage(error, 'Please try again.') })
    }
  }

  return (
    <AdminListPage
      title="Refunds"
      description="Money going back to customers, newest first: through the payment gateway, or by UPI for cash on delivery."
      filters={
        <SelectField
          label="Status"
          placeholder="All refunds"
          options={STATUS_OPTIONS}
          value={status ?? ''}
          onChange={(event) => setStatus(REFUND_STATUSES.find((value) => value === event.target.value))}
        />
      }
      query={refunds}
      loading="Loading refunds…"
      errorTitle="Failed to load refunds."
      empty={{ icon: <Undo2 className="size-8" />, title: 'No refunds found.' }}
      isFiltered={Boolean(status)}
      onClearFilters={clear}
      onPageChange={setPage}
      itemLabel="refunds"
      dialog={
        <ConfirmDialog
          open={paying !== null}
          tone="primary"
          title="Mark the refund paid?"
          description={
            paying
              ? `Send ${formatPrice(paying.amountPaise)} to UPI ID ${paying.upiId ?? ''} first, then enter the bank's reference.`
              : ''
          }
          confirmLabel="Mark paid"
          busyLabel="Saving..."
          isBusy={markPaid.isPending}
          onConfirm={() => void confirmPaid()}
          onCancel={() => setPaying(null)}
        >
          <TextField
            label="Transfer reference (UTR)"
            autoComplete="off"
            value={reference}
            onChange={(event) => setReference(event.target.value)}
            error={referenceError}
            data-autofocus
          />
        </ConfirmDialog>
      }
    >
      {(rows, isRefreshing) => (
        <CardTable
          caption="Refunds"
          headings={['Order', 'Amount', 'Reason', 'Status', 'Gateway']}
          isRefreshing={isRefreshing}
        >
          {rows.map((refund) => (
            <tr key={refund.id} className={cardRow}>
              <CardCell label="Order">
                <Link
                  to={`/admin/order/${encodeURIComponent(refund.orderNo)}`}
                  state={backHere}
                  className="font-semibold text-stone-900 hover:underline"
                >
                  #{refund.orderNo}
                </Link>
                <span className="block text-xs text-stone-500">{refund.customerName}</span>
                <span className="block text-xs text-stone-500">{formatDateTime(refund.createdAt)}</span>
              </CardCell>
              <CardCell label="Amount">
                <span className="font-medium whitespace-nowrap text-stone-900">{formatPrice(refund.amountPaise)}</span>
              </CardCell>
              <CardCell label="Reason">{reasonLabel(refund.reason)}</CardCell>
              <CardCell label="Status">
                <Badge tone={TONE[refund.status]}>{REFUND_STATUS_LABELS[refund.status]}</Badge>
                {refund.lastError ? (
                  <span className="mt-1 block text-xs break-words text-red-700">
                    {refund.lastError} ({refund.attempts} {refund.attempts === 1 ? 'try' : 'tries'})
                  </span>
                ) : null}
              </CardCell>
              <CardCell label="Gateway">
                <span className="text-xs break-all text-stone-600">
                  {refund.upiId ? `UPI ${refund.upiId}` : refund.provider}
                  {refund.gatewayRefundId ? ` · ${refund.gatewayRefundId}` : ''}
                  {refund.reference ? ` · ref ${refund.reference}` : ''}
                </span>
              </CardCell>
              <td className="col-span-2 align-top md:px-4 md:py-3">
                {refund.status === 'failed' ? (
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={retry.isPending}
                    onClick={() => void retryRefund(refund)}
                    aria-label={`Retry the refund for order #${refund.orderNo}`}
                  >
                    <RotateCcw aria-hidden="true" className="size-4" />
                    Retry
                  </Button>
                ) : null}
                {refund.upiId && refund.status === 'requested' ? (
                  <Button
                    size="sm"
                    onClick={() => {
                      setReferenceError(undefined)
                      setPaying(refund)
                    }}
                    aria-label={`Mark the UPI refund for order #${refund.orderNo} paid`}
                  >
                    <BadgeCheck aria-hidden="true" className="size-4" />
                    Mark paid
                  </Button>
                ) : null}
              </td>
            </tr>
          ))}
        </CardTable>
      )}
    </AdminListPage>
  )
}
