import { useState } from 'react'
import { Link, useParams } from 'react-router'
import { SearchX } from 'lucide-react'
import { toast } from '../../../lib/toast'
import type { ReturnRequest } from '@haat/shared/orders/returns'
import { LoadError } from '../../../components/query-boundary'
import { ReturnDetails } from '../../../components/return-details'
import { ShipOrderForm } from '../../../components/ship-order-form'
import { Button, buttonClasses } from '../../../components/ui/button'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'
import { PageHeader } from '../../../components/ui/page-header'
import { Spinner } from '../../../components/ui/spinner'
import { StatusPanel } from '../../../components/ui/status-panel'
import { TextareaField } from '../../../components/ui/textarea-field'
import { isApiError } from '../../../lib/api-client'
import { errorMessage } from '../../../lib/api-error-message'
import { type ReturnStep, useReturnStep, useVendorReturn } from '../api/returns'
import { useVendorArea } from '../hooks/use-vendor-area'

const BACK = { to: '/vendor/returns', label: 'Back to returns' }
const DONE: Record<ReturnStep['step'], string> = {
  approve: 'Return approved',
  reject: 'Return rejected',
  pickup: 'Pickup recorded',
  receive: 'Return received',
}

/** /vendor/returns/:returnId: one return request and the seller's next step on it. */
export function VendorReturnDetailPage() {
  const { returnId = '' } = useParams()
  const { vendor } = useVendorArea()
  const ret = useVendorReturn(vendor.id, returnId)
  const step = useReturnStep(vendor.id, returnId)

  async function run(action: ReturnStep) {
    try {
      await step.mutateAsync(action)
      toast.success(DONE[action.step], { description: 'The customer has been told.' })
    } catch (error) {
      if (isApiError(error) && error.status === 409) void ret.refetch()
      toast.error('Could not update the return', { description: errorMessage(error, 'Please try again.') })
      throw error
    }
  }

  let content
  if (ret.isPending) content = <Spinner label="Loading the return…" showLabel className="justify-center py-16" />
  else if (ret.isError) {
    content =
      isApiError(ret.error) && ret.error.status === 404 ? (
        <StatusPanel
          as="h1"
          icon={<SearchX className="size-8" />}
          title="Return not found"
          action={
            <Link to="/vendor/returns" className={buttonClasses({ variant: 'secondary' })}>
              Back to returns
            </Link>
          }
        >
          <p>It may belong to another shop.</p>
        </StatusPanel>
      ) : (
        <LoadError as="h1" title="Could not load the return" error={ret.error} onRetry={() => void ret.refetch()} />
      )
  } else {
    content = (
      <>
        <PageHeader title={`Return for order ${ret.data.orderNo}`} back={BACK} />
        <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <section className="rounded-2xl border border-stone-200 bg-white p-5">
            <ReturnDetails ret={ret.data} />
          </section>
          <section aria-labelledby="next-step" className="rounded-2xl border border-stone-200 bg-white p-5">
            <h2 id="next-step" className="mb-3 text-lg font-semibold text-stone-900">
              Next step
            </h2>
            <NextStep ret={ret.data} isBusy={step.isPending} onStep={run} />
          </section>
        </div>
      </>
    )
  }
  return <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6 lg:py-8">{content}</div>
}

function NextStep({
  ret,
  isBusy,
  onStep,
}: {
  ret: ReturnRequest
  isBusy: boolean
  onStep: (action: ReturnStep) => Promise<void>
}) {
  const [asking, setAsking] = useState<'reject' | 'damaged' | null>(null)
  const [text, setText] = useState('')
  const [textError, setTextError] = useState<string | undefined>()
  // Errors are shown as toasts; a button press has nothing more to do with them.
  const press = (action: ReturnStep) => () => void onStep(action).catch(() => undefined)

  async function confirmText() {
    if (!text.trim()) {
      setTextError(asking === 'reject' ? 'The reason is required.' : 'Describe the damage for the admin.')
      return
    }
    const action: ReturnStep =
      asking === 'reject'
        ? { step: 'reject', body: { reason: text.trim() } }
        : { step: 'receive', body: { condition: 'damaged', note: text.trim() } }
    try {
      await onStep(action)
      setAsking(null)
      setText('')
    } catch {
      // Shown as a toast; the dialog stays open with what was typed.
    }
  }

  let body
  switch (ret.status) {
    case 'requested':
      body = (
        <div className="flex flex-wrap gap-2">
          <Button onClick={press({ step: 'approve' })} disabled={isBusy}>
            Approve return
          </Button>
          <Button variant="secondary" onClick={() => setAsking('reject')} disabled={isBusy}>
            Reject
          </Button>
        </div>
      )
      break
    case 'approved':
    case 'picked_up':
      body = (
        <div className="space-y-4">
          {ret.status === 'approved' ? (
            <>
              <p className="text-sm text-stone-600">Book a pickup with a courier and record it here.</p>
              <ShipOrderForm
                isBusy={isBusy}
                words={{ form: 'Record pickup', submit: 'Record pickup', busy: 'Saving...' }}
                onShip={(values) => onStep({ step: 'pickup', body: values })}
              />
            </>
          ) : null}
          <div className="space-y-2 border-t border-stone-200 pt-4">
            <p className="text-sm text-stone-600">When the items are back with you:</p>
            <Button onClick={press({ step: 'receive', body: { condition: 'good' } })} disabled={isBusy}>
              Received in good condition
            </Button>
            <Button variant="secondary" onClick={() => setAsking('damaged')} disabled={isBusy}>
              Received damaged
            </Button>
          </div>
        </div>
      )
      break
    case 'disputed':
      body = <p className="text-sm text-stone-600">Haat is reviewing the damage you reported.</p>
      break
    default:
      body = <p className="text-sm text-stone-600">Nothing more to do.</p>
  }
  return (
    <>
      {body}
      <ConfirmDialog
        open={asking !== null}
        title={asking === 'reject' ? 'Reject this return?' : 'Items received damaged?'}
        description={
          asking === 'reject'
            ? 'The customer is told your reason. Haat may still approve the return.'
            : 'Nothing is refunded or restocked until Haat has looked at it.'
        }
        confirmLabel={asking === 'reject' ? 'Reject return' : 'Report damage'}
        busyLabel="Saving..."
        isBusy={isBusy}
        onConfirm={() => void confirmText()}
        onCancel={() => {
          setAsking(null)
          setTextError(undefined)
        }}
      >
        <TextareaField
          label={asking === 'reject' ? 'Reason' : 'What is damaged'}
          rows={3}
          maxLength={asking === 'reject' ? 500 : 1000}
          value={text}
          onChange={(event) => setText(event.target.value)}
          error={textError}
          data-autofocus
        />
      </ConfirmDialog>
    </>
  )
}
