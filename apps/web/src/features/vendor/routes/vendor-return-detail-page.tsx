import { useState } from 'react'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
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
import { formatPrice } from '../../../lib/format'
import { type ReturnStep, useReturnStep, useVendorReturn } from '../api/returns'
import { useVendorArea } from '../hooks/use-vendor-area'

const DONE: Record<ReturnStep['step'], MessageDescriptor> = {
  approve: msg`Return approved`,
  reject: msg`Return rejected`,
  pickup: msg`Pickup recorded`,
  receive: msg`Return received`,
}

/** /vendor/returns/:returnId: one return request and the seller's next step on it. */
export function VendorReturnDetailPage() {
  const { t } = useLingui()
  const { returnId = '' } = useParams()
  const { vendor } = useVendorArea()
  const ret = useVendorReturn(vendor.id, returnId)
  const step = useReturnStep(vendor.id, returnId)

  async function run(action: ReturnStep) {
    try {
      await step.mutateAsync(action)
      toast.success(t(DONE[action.step]), { description: t`The customer has been told.` })
    } catch (error) {
      if (isApiError(error) && error.status === 409) void ret.refetch()
      toast.error(t`Could not update the return`, { description: errorMessage(error, t`Please try again.`) })
      throw error
    }
  }

  let content
  if (ret.isPending) content = <Spinner label={t`Loading the return…`} showLabel className="justify-center py-16" />
  else if (ret.isError) {
    content =
      isApiError(ret.error) && ret.error.status === 404 ? (
        <StatusPanel
          as="h1"
          icon={<SearchX className="size-8" />}
          title={t`Return not found`}
          action={
            <Link to="/vendor/returns" className={buttonClasses({ variant: 'secondary' })}>
              <Trans>Back to returns</Trans>
            </Link>
          }
        >
          <p>
            <Trans>It may belong to another shop.</Trans>
          </p>
        </StatusPanel>
      ) : (
        <LoadError as="h1" title={t`Could not load the return`} error={ret.error} onRetry={() => void ret.refetch()} />
      )
  } else {
    const orderNo = ret.data.orderNo
    content = (
      <>
        <PageHeader
          title={t`Return for order ${orderNo}`}
          back={{ to: '/vendor/returns', label: t`Back to returns` }}
        />
        <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <section className="rounded-2xl border border-stone-200 bg-white p-5">
            <ReturnDetails ret={ret.data} reader="seller" />
          </section>
          <section aria-labelledby="next-step" className="rounded-2xl border border-stone-200 bg-white p-5">
            <h2 id="next-step" className="mb-3 text-lg font-semibold text-stone-900">
              <Trans>Next step</Trans>
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
  const { t } = useLingui()
  const [asking, setAsking] = useState<'reject' | 'damaged' | 'good' | null>(null)
  const [text, setText] = useState('')
  const refund = formatPrice(ret.amountPaise)
  const [textError, setTextError] = useState<string | undefined>()
  // Errors are shown as toasts; a button press has nothing more to do with them.
  const press = (action: ReturnStep) => () => void onStep(action).catch(() => undefined)

  async function confirmText() {
    if (asking === 'good') {
      // It cannot be undone: the customer is refunded at once.
      try {
        await onStep({ step: 'receive', body: { condition: 'good' } })
        setAsking(null)
      } catch {
        // Shown as a toast.
      }
      return
    }
    if (!text.trim()) {
      setTextError(asking === 'reject' ? t`The reason is required.` : t`Describe the damage for the admin.`)
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
            <Trans>Approve return</Trans>
          </Button>
          <Button variant="secondary" onClick={() => setAsking('reject')} disabled={isBusy}>
            <Trans>Reject</Trans>
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
              <p className="text-sm text-stone-600">
                <Trans>Book a pickup with a courier and record it here.</Trans>
              </p>
              <ShipOrderForm
                isBusy={isBusy}
                words={{ form: t`Record pickup`, submit: t`Record pickup`, busy: t`Saving...` }}
                onShip={(values) => onStep({ step: 'pickup', body: values })}
              />
            </>
          ) : null}
          <div className="space-y-2 border-t border-stone-200 pt-4">
            <p className="text-sm text-stone-600">
              <Trans>When the items are back with you:</Trans>
            </p>
            <Button onClick={() => setAsking('good')} disabled={isBusy}>
              <Trans>Received in good condition</Trans>
            </Button>
            <Button variant="secondary" onClick={() => setAsking('damaged')} disabled={isBusy}>
              <Trans>Received damaged</Trans>
            </Button>
          </div>
        </div>
      )
      break
    case 'disputed':
      body = (
        <p className="text-sm text-stone-600">
          <Trans>Haat is reviewing the damage you reported.</Trans>
        </p>
      )
      break
    default:
      body = (
        <p className="text-sm text-stone-600">
          <Trans>Nothing more to do.</Trans>
        </p>
      )
  }
  return (
    <>
      {body}
      <ConfirmDialog
        open={asking === 'good'}
        title={t`Items received in good condition?`}
        description={t`The customer is refunded ${refund} at once and the items go back into your stock. This cannot be undone.`}
        confirmLabel={t`Yes, received in good condition`}
        busyLabel={t`Saving...`}
        isBusy={isBusy}
        onConfirm={() => void confirmText()}
        onCancel={() => setAsking(null)}
      />
      <ConfirmDialog
        open={asking === 'reject' || asking === 'damaged'}
        title={asking === 'reject' ? t`Reject this return?` : t`Items received damaged?`}
        description={
          asking === 'reject'
            ? t`The customer is told your reason. Haat may still approve the return.`
            : t`Nothing is refunded or restocked until Haat has looked at it.`
        }
        confirmLabel={asking === 'reject' ? t`Reject return` : t`Report damage`}
        busyLabel={t`Saving...`}
        isBusy={isBusy}
        onConfirm={() => void confirmText()}
        onCancel={() => {
          setAsking(null)
          setTextError(undefined)
        }}
      >
        <TextareaField
          label={asking === 'reject' ? t`Reason` : t`What is damaged`}
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
