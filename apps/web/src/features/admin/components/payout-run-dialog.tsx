import { useState } from 'react'
import { describePayoutDestination } from '@haat/shared/accounts/payout-account'
import { MIN_PAYOUT_PAISE, type PayoutRunDetail } from '@haat/shared/earnings/payouts'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'
import { SelectField } from '../../../components/ui/select-field'
import { Spinner } from '../../../components/ui/spinner'
import { errorMessage } from '../../../lib/api-error-message'
import { formatPrice } from '../../../lib/format'
import { toast } from '../../../lib/toast'
import { usePayoutRunPreview, useStartPayoutRun } from '../api/payouts'

const METHOD_LABELS = {
  manual: "Bank transfer: download the run's CSV, then record each UTR",
  razorpayx: 'RazorpayX: sent to each UPI ID or bank account at once',
} as const

/**
 * Before a payout run: who it pays, where (account numbers masked) and how much, with the total;
 * RazorpayX is offered only when the server has it set up. Confirming starts the run for exactly
 * that total (the server refuses it if the payable amounts moved meanwhile).
 */
export function PayoutRunDialog({
  open,
  onClose,
  onStarted,
}: {
  open: boolean
  onClose: () => void
  onStarted: (run: PayoutRunDetail) => void
}) {
  const preview = usePayoutRunPreview(open)
  const start = useStartPayoutRun()
  const [chosen, setChosen] = useState<'manual' | 'razorpayx'>('manual')
  const methods = preview.data?.methods ?? ['manual']
  const method = methods.includes(chosen) ? chosen : 'manual'
  const payouts = preview.data?.payouts ?? []

  async function confirm() {
    if (!preview.data || payouts.length === 0) return onClose()
    try {
      const run = await start.mutateAsync({ method, expectedTotalPaise: preview.data.totalPaise })
      toast.success(`${run.payoutCount} payouts, ${formatPrice(run.totalPaise)}`, {
        description:
          method === 'manual'
            ? 'Send them through the bank, then record each UTR.'
            : 'Sent to RazorpayX; each is marked paid when RazorpayX reports it.',
      })
      onStarted(run)
    } catch (error) {
      toast.error('No payout run started', { description: errorMessage(error, 'Please try again.') })
      void preview.refetch()
    }
  }

  let body
  if (preview.isPending) {
    body = (
      <div className="flex items-center gap-2 text-sm text-stone-600">
        <Spinner /> Finding who is payable…
      </div>
    )
  } else if (preview.isError) {
    body = <p className="text-sm text-red-800">{errorMessage(preview.error, 'Could not load who is payable.')}</p>
  } else if (payouts.length === 0) {
    body = <p className="text-sm text-stone-700">No seller has {formatPrice(MIN_PAYOUT_PAISE)} or more to be paid.</p>
  } else {
    body = (
      <div className="space-y-4">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Who this run pays</caption>
          <thead className="text-stone-600">
            <tr>
              <th scope="col" className="py-1 pr-2 font-medium">
                Seller
              </th>
              <th scope="col" className="py-1 pr-2 font-medium">
                Paid to
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                Amount
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-100">
            {payouts.map((p) => (
              <tr key={p.vendorId}>
                <td className="py-1.5 pr-2 font-medium text-stone-900">{p.businessName}</td>
                <td className="py-1.5 pr-2 text-stone-700">{describePayoutDestination(p.destination)}</td>
                <td className="py-1.5 text-right tabular-nums">{formatPrice(p.amountPaise)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="border-t border-stone-300 font-semibold text-stone-900">
              <th scope="row" colSpan={2} className="py-1.5 pr-2">
                Total ({payouts.length} {payouts.length === 1 ? 'seller' : 'sellers'})
              </th>
              <td className="py-1.5 text-right tabular-nums">{formatPrice(preview.data.totalPaise)}</td>
            </tr>
          </tfoot>
        </table>
        {methods.length > 1 ? (
          <SelectField
            label="Pay by"
            options={methods.map((value) => ({ value, label: METHOD_LABELS[value] }))}
            value={method}
            onChange={(event) => setChosen(event.target.value === 'razorpayx' ? 'razorpayx' : 'manual')}
          />
        ) : (
          <p className="text-sm text-stone-700">
            Paid by bank transfer: download the run&apos;s CSV, then record each UTR. (RazorpayX is not set up.)
          </p>
        )}
      </div>
    )
  }

  return (
    <ConfirmDialog
      open={open}
      tone="primary"
      title="Start a payout run?"
      description="Each seller's payable amount below is set aside for this run."
      confirmLabel={preview.data && payouts.length > 0 ? `Pay ${formatPrice(preview.data.totalPaise)}` : 'Close'}
      busyLabel="Starting..."
      isBusy={start.isPending}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    >
      {body}
    </ConfirmDialog>
  )
}
