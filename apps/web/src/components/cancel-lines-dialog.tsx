import { useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { CANCEL_REASONS, type CancelReason } from '@haat/shared/orders/cancel-reasons'
import { errorMessage } from '../lib/api-error-message'
import { formatPrice } from '../lib/format'
import { CheckboxField } from './ui/checkbox-field'
import { ConfirmDialog } from './ui/confirm-dialog'
import { FormAlert } from './ui/form-alert'
import { SelectField } from './ui/select-field'
import { TextareaField } from './ui/textarea-field'
import { useTranslateText } from '../lib/use-translate-text'

type CancellableLine = { id: string; label: string }
type CancelChoice<R extends CancelReason = CancelReason> = { lineIds: string[]; reason: R; note?: string }

interface CancelLinesDialogProps<R extends CancelReason> {
  open: boolean
  /** The lines offered, all ticked at first (every one for "Cancel order", one for "Cancel item"); with more than one, each gets a checkbox. */
  lines: readonly CancellableLine[]
  /** This party's reasons (the customer's, the seller's or the admin's list). */
  reasons: readonly R[]
  /** Paid online: what cancelling these lines refunds (to the card, UPI or account paid with). */
  refundFor?: ((lineIds: string[]) => number) | undefined
  isBusy: boolean
  /** Rejects with the server's error, shown in the dialog; the choices stay as they were. */
  onConfirm: (choice: CancelChoice<R>) => Promise<void>
  onClose: () => void
}

/**
 * Cancelling items, asked for once more: which items, why (from the party's own list; "Other"
 * asks for a few words), and a clear last button. The server checks everything again.
 */
export function CancelLinesDialog<R extends CancelReason>(props: CancelLinesDialogProps<R>) {
  if (!props.open) return null
  // Mounted afresh each time it opens, so it starts from the lines it was opened for.
  return <CancelLinesForm {...props} />
}

function CancelLinesForm<R extends CancelReason>({
  lines,
  reasons,
  refundFor,
  isBusy,
  onConfirm,
  onClose,
}: CancelLinesDialogProps<R>) {
  const [selected, setSelected] = useState<string[]>(() => lines.map((l) => l.id))
  const [reason, setReason] = useState<R | ''>('')
  const [note, setNote] = useState('')
  const [errors, setErrors] = useState<{ lines?: string; reason?: string; note?: string; form?: string }>({})
  const { t } = useLingui()
  const translate = useTranslateText()

  async function confirm() {
    const found = {
      lines: selected.length === 0 ? t`Choose at least one item to cancel.` : undefined,
      reason: reason === '' ? t`Choose a reason for cancelling.` : undefined,
      note: reason === 'other' && !note.trim() ? t`Tell us why you are cancelling.` : undefined,
    }
    setErrors(found)
    if (found.lines || found.reason || found.note || reason === '') return
    try {
      await onConfirm({ lineIds: selected, reason, ...(note.trim() ? { note: note.trim() } : {}) })
    } catch (error) {
      setErrors({ form: errorMessage(error, t`Could not cancel. Please try again.`) })
    }
  }

  const count = selected.length
  const refund = refundFor && count > 0 ? formatPrice(refundFor(selected)) : null
  return (
    <ConfirmDialog
      open
      title={lines.length > 1 ? t`Cancel items` : t`Cancel this item?`}
      description={t`Cancelled items cannot be restored. Anything paid for them is refunded.`}
      confirmLabel={count > 1 ? t`Cancel ${count} items` : t`Cancel item`}
      busyLabel={t`Cancelling...`}
      cancelLabel={count > 1 ? t`Keep items` : t`Keep item`}
      isBusy={isBusy}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    >
      <div className="space-y-4">
        {errors.form ? <FormAlert tone="error">{errors.form}</FormAlert> : null}
        {lines.length > 1 ? (
          <fieldset>
            <legend className="text-sm font-medium text-stone-900">
              <Trans>Items to cancel</Trans>
            </legend>
            {lines.map((line) => (
              <CheckboxField
                key={line.id}
                label={line.label}
                checked={selected.includes(line.id)}
                onChange={(event) =>
                  setSelected((ids) => (event.target.checked ? [...ids, line.id] : ids.filter((id) => id !== line.id)))
                }
              />
            ))}
            {errors.lines ? <p className="text-sm text-red-700">{errors.lines}</p> : null}
          </fieldset>
        ) : (
          <p className="text-sm text-stone-700">{lines[0]?.label}</p>
        )}
        {refund ? (
          <p role="status" className="rounded-lg bg-emerald-50 p-3 text-sm text-emerald-900">
            <Trans>
              {refund} will be refunded to the card, UPI or account you paid with; it usually arrives in 5–7 working
              days.
            </Trans>
          </p>
        ) : null}
        <SelectField
          label={t`Reason`}
          placeholder={t`Choose a reason`}
          options={reasons.map((value) => ({ value, label: translate(CANCEL_REASONS[value]) }))}
          value={reason}
          onChange={(event) => setReason(reasons.find((r) => r === event.target.value) ?? '')}
          error={errors.reason}
          data-autofocus
        />
        {reason === 'other' ? (
          <TextareaField
            label={t`Tell us why`}
            rows={3}
            maxLength={500}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            error={errors.note}
          />
        ) : null}
      </div>
    </ConfirmDialog>
  )
}
