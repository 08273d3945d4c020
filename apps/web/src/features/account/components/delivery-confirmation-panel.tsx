import { useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { DeliveryConfirmation } from '@haat/shared/orders/delivery-confirmation'
import { useConfirmDelivery } from '../../../api/orders/confirm-delivery'
import { useReportNotReceived } from '../../../api/orders/report-not-received'
import { Button } from '../../../components/ui/button'
import { FormAlert } from '../../../components/ui/form-alert'
import { TextareaField } from '../../../components/ui/textarea-field'
import { errorMessage } from '../../../lib/api-error-message'
import { formatDate } from '../../../lib/format'

interface DeliveryConfirmationPanelProps {
  orderNo: string
  vendorId: string
  seller: string
  delivery: DeliveryConfirmation
  /** Only the customer answers; others read the state. */
  canAnswer: boolean
}

/**
 * Under a part its seller marked delivered: the customer confirms it or says it never came
 * (docs/decisions/043-delivery-confirmation.md); with no word it is confirmed on `confirmsAt`.
 */
export function DeliveryConfirmationPanel({
  orderNo,
  vendorId,
  seller,
  delivery,
  canAnswer,
}: DeliveryConfirmationPanelProps) {
  const { t, i18n } = useLingui()
  const confirm = useConfirmDelivery(orderNo, 'customer')
  const report = useReportNotReceived(orderNo)
  const [reporting, setReporting] = useState(false)
  const [note, setNote] = useState('')
  const failed = confirm.error ?? report.error
  const error = failed ? errorMessage(failed, t`Something went wrong. Please try again.`, i18n) : null
  const busy = confirm.isPending || report.isPending

  const confirmsOn = delivery.confirmsAt ? formatDate(delivery.confirmsAt, i18n) : ''
  if (delivery.state === 'confirmed') {
    const on = delivery.confirmedAt ? formatDate(delivery.confirmedAt, i18n) : ''
    return (
      <p className="mt-1 text-sm text-emerald-800">
        <Trans>Delivery confirmed on {on}</Trans>
      </p>
    )
  }

  const confirmButton = (label: string) => (
    <Button size="sm" disabled={busy} onClick={() => confirm.mutate(vendorId)}>
      {label}
    </Button>
  )

  return (
    <div className="mt-2 rounded-lg bg-stone-50 p-3 text-sm text-stone-700">
      {delivery.state === 'disputed' ? (
        <p>
          <Trans>You told us these items have not arrived. Haat is looking into it with {seller}.</Trans>
        </p>
      ) : (
        <p>
          <Trans>
            {seller} marked these items delivered. Did they reach you? If we don’t hear otherwise, the delivery counts
            as confirmed on {confirmsOn}.
          </Trans>
        </p>
      )}
      {error ? (
        <FormAlert tone="error" className="mt-2">
          {error}
        </FormAlert>
      ) : null}
      {canAnswer && delivery.state === 'disputed' ? (
        <div className="mt-2">{confirmButton(t`They have arrived now`)}</div>
      ) : null}
      {canAnswer && delivery.state === 'reported' && !reporting ? (
        <div className="mt-2 flex flex-wrap gap-2">
          {confirmButton(t`I’ve received it`)}
          <Button size="sm" variant="secondary" disabled={busy} onClick={() => setReporting(true)}>
            <Trans>I haven’t received it</Trans>
          </Button>
        </div>
      ) : null}
      {canAnswer && delivery.state === 'reported' && reporting ? (
        <form
          className="mt-2 space-y-2"
          onSubmit={(event) => {
            event.preventDefault()
            report.mutate({ vendorId, ...(note.trim() ? { note: note.trim() } : {}) })
          }}
        >
          <TextareaField
            label={t`What happened? (optional)`}
            rows={2}
            maxLength={500}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" size="sm" disabled={busy}>
              <Trans>Tell Haat</Trans>
            </Button>
            <Button size="sm" variant="ghost" disabled={busy} onClick={() => setReporting(false)}>
              <Trans>Back</Trans>
            </Button>
          </div>
        </form>
      ) : null}
    </div>
  )
}
