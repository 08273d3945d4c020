import { useState } from 'react'
import type { ImageSet } from '@haat/shared/catalog/product'
import { UPI_PATTERN } from '@haat/shared/india'
import type { Order } from '@haat/shared/orders/order'
import {
  MAX_RETURN_PHOTOS,
  RETURN_REASON_CODES,
  RETURN_REASONS,
  type ReturnReason,
} from '@haat/shared/orders/return-rules'
import type { CreateReturnBody } from '@haat/shared/orders/returns'
import { CheckboxField } from '../../../components/ui/checkbox-field'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'
import { FormAlert } from '../../../components/ui/form-alert'
import { ImageUploader } from '../../../components/ui/image-uploader'
import { SelectField } from '../../../components/ui/select-field'
import { TextField } from '../../../components/ui/text-field'
import { TextareaField } from '../../../components/ui/textarea-field'
import { isApiError } from '../../../lib/api-client'
import { errorMessage } from '../../../lib/api-error-message'
import { formatDate } from '../../../lib/format'

interface ReturnDialogProps {
  order: Order
  isBusy: boolean
  /** Rejects with the server's error, shown in the dialog; what was typed stays. */
  onSubmit: (body: CreateReturnBody) => Promise<void>
  onClose: () => void
}

type Errors = Partial<Record<'lines' | 'reason' | 'upiId' | 'photoIds' | 'form', string>>

/**
 * Return items of a delivered order: which and how many (only what is still inside its window),
 * why, a comment and up to 4 photos, and for cash on delivery the UPI ID the refund goes to.
 */
export function ReturnDialog({ order, isBusy, onSubmit, onClose }: ReturnDialogProps) {
  const returnable = order.lines.filter((l) => l.returnableQuantity > 0)
  // Quantity per line id; a line is chosen while it has one.
  const [chosen, setChosen] = useState<Record<string, number>>(() =>
    returnable.length === 1 && returnable[0] ? { [returnable[0].id]: 1 } : {},
  )
  const [reason, setReason] = useState<ReturnReason | ''>('')
  const [comment, setComment] = useState('')
  const [photos, setPhotos] = useState<ImageSet[]>([])
  const [uploading, setUploading] = useState(false)
  const [upiId, setUpiId] = useState('')
  const [errors, setErrors] = useState<Errors>({})
  const cod = order.payment.method === 'cod'

  async function submit() {
    const lines = Object.entries(chosen).map(([lineId, quantity]) => ({ lineId, quantity }))
    const found: Errors = {
      lines: lines.length === 0 ? 'Choose at least one item to return.' : undefined,
      reason: reason === '' ? 'Choose a reason for the return.' : undefined,
      upiId: cod && !UPI_PATTERN.test(upiId.trim()) ? 'Enter a UPI ID like name@bank.' : undefined,
    }
    setErrors(found)
    if (found.lines || found.reason || found.upiId || reason === '' || uploading) return
    try {
      await onSubmit({
        lines,
        reason,
        ...(comment.trim() ? { comment: comment.trim() } : {}),
        photoIds: photos.map((p) => p.id),
        ...(cod ? { upiId: upiId.trim() } : {}),
      })
    } catch (error) {
      const fieldErrors: Errors = {}
      if (isApiError(error)) {
        for (const detail of error.details ?? []) {
          const field = detail.path.split('.')[0]
          if (field === 'upiId' || field === 'photoIds' || field === 'reason') fieldErrors[field] = detail.message
        }
      }
      setErrors({ ...fieldErrors, form: errorMessage(error, 'Could not send the return request. Please try again.') })
    }
  }

  const count = Object.values(chosen).reduce((sum, q) => sum + q, 0)
  return (
    <ConfirmDialog
      open
      tone="primary"
      title="Return items"
      description="The seller answers within 2 working days. You are refunded when the seller receives the items."
      confirmLabel={count > 1 ? `Return ${count} items` : 'Request return'}
      busyLabel="Sending..."
      cancelLabel="Keep items"
      isBusy={isBusy || uploading}
      onConfirm={() => void submit()}
      onCancel={onClose}
    >
      <div className="space-y-4">
        {errors.form ? <FormAlert tone="error">{errors.form}</FormAlert> : null}
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-stone-900">Items to return</legend>
          {returnable.map((line) => {
            const quantity = chosen[line.id]
            return (
              <div key={line.id} className="flex flex-wrap items-center justify-between gap-2">
                <CheckboxField
                  label={`${line.name}${line.returnBy ? ` (return by ${formatDate(line.returnBy)})` : ''}`}
                  checked={quantity !== undefined}
                  onChange={(event) =>
                    setChosen(({ [line.id]: _dropped, ...rest }) =>
                      event.target.checked ? { ...rest, [line.id]: 1 } : rest,
                    )
                  }
                />
                {quantity !== undefined && line.returnableQuantity > 1 ? (
                  <SelectField
                    label={<span className="sr-only">How many of {line.name}</span>}
                    className="w-24"
                    options={Array.from({ length: line.returnableQuantity }, (_, i) => String(i + 1))}
                    value={String(quantity)}
                    onChange={(event) => setChosen((all) => ({ ...all, [line.id]: Number(event.target.value) }))}
                  />
                ) : null}
              </div>
            )
          })}
          {errors.lines ? <p className="text-sm text-red-700">{errors.lines}</p> : null}
        </fieldset>
        <SelectField
          label="Reason"
          placeholder="Choose a reason"
          options={RETURN_REASON_CODES.map((value) => ({ value, label: RETURN_REASONS[value] }))}
          value={reason}
          onChange={(event) => setReason(RETURN_REASON_CODES.find((r) => r === event.target.value) ?? '')}
          error={errors.reason}
          data-autofocus
        />
        <TextareaField
          label="Comment (optional)"
          rows={3}
          maxLength={1000}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
          hint="What is wrong with it, in a few words."
        />
        <ImageUploader
          label="Photos (optional)"
          value={photos}
          onChange={setPhotos}
          max={MAX_RETURN_PHOTOS}
          uploadUrl="/api/returns/photos"
          onUploadingChange={setUploading}
          hint={`Up to ${MAX_RETURN_PHOTOS} photos of the item and its packaging.`}
          error={errors.photoIds}
        />
        {cod ? (
          <TextField
            label="UPI ID for the refund"
            autoComplete="off"
            placeholder="name@bank"
            value={upiId}
            onChange={(event) => setUpiId(event.target.value)}
            error={errors.upiId}
            hint="You paid in cash, so we send the refund to this UPI ID."
          />
        ) : null}
      </div>
    </ConfirmDialog>
  )
}
