import { useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ImageSet } from '@haat/shared/catalog/product'
import { nameWithVariant, variantLabel } from '@haat/shared/catalog/variant-label'
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
import { useTranslateText } from '../../../lib/use-translate-text'

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
  const { t, i18n } = useLingui()
  const translate = useTranslateText()

  async function submit() {
    const lines = Object.entries(chosen).map(([lineId, quantity]) => ({ lineId, quantity }))
    const found: Errors = {
      lines: lines.length === 0 ? t`Choose at least one item to return.` : undefined,
      reason: reason === '' ? t`Choose a reason for the return.` : undefined,
      upiId: cod && !UPI_PATTERN.test(upiId.trim()) ? t`Enter a UPI ID like name@bank.` : undefined,
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
      setErrors({ ...fieldErrors, form: errorMessage(error, t`Could not send the return request. Please try again.`) })
    }
  }

  const count = Object.values(chosen).reduce((sum, q) => sum + q, 0)
  const maxPhotos = MAX_RETURN_PHOTOS
  return (
    <ConfirmDialog
      open
      tone="primary"
      title={t`Return items`}
      description={t`The seller answers within 2 working days. You are refunded when the seller receives the items.`}
      confirmLabel={count > 1 ? t`Return ${count} items` : t`Request return`}
      busyLabel={t`Sending...`}
      cancelLabel={t`Keep items`}
      isBusy={isBusy || uploading}
      onConfirm={() => void submit()}
      onCancel={onClose}
    >
      <div className="space-y-4">
        {errors.form ? <FormAlert tone="error">{errors.form}</FormAlert> : null}
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-stone-900">
            <Trans>Items to return</Trans>
          </legend>
          {returnable.map((line) => {
            const quantity = chosen[line.id]
            const name = line.name
            // Two sizes or colours of one product are two lines: the variant tells them apart.
            const variant = variantLabel(line)
            const item = nameWithVariant(line.name, line)
            const returnBy = line.returnBy ? formatDate(line.returnBy, i18n) : null
            return (
              <div key={line.id} className="flex flex-wrap items-center justify-between gap-2">
                <CheckboxField
                  label={
                    <>
                      {returnBy ? t`${name} (return by ${returnBy})` : name}
                      {variant ? <span className="block text-stone-500">{variant}</span> : null}
                    </>
                  }
                  checked={quantity !== undefined}
                  onChange={(event) =>
                    setChosen(({ [line.id]: _dropped, ...rest }) =>
                      event.target.checked ? { ...rest, [line.id]: 1 } : rest,
                    )
                  }
                />
                {quantity !== undefined && line.returnableQuantity > 1 ? (
                  <SelectField
                    label={
                      <span className="sr-only">
                        <Trans>How many of {item}</Trans>
                      </span>
                    }
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
          label={t`Reason`}
          placeholder={t`Choose a reason`}
          options={RETURN_REASON_CODES.map((value) => ({ value, label: translate(RETURN_REASONS[value]) }))}
          value={reason}
          onChange={(event) => setReason(RETURN_REASON_CODES.find((r) => r === event.target.value) ?? '')}
          error={errors.reason}
          data-autofocus
        />
        <TextareaField
          label={t`Comment (optional)`}
          rows={3}
          maxLength={1000}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
          hint={t`What is wrong with it, in a few words.`}
        />
        <ImageUploader
          label={t`Photos (optional)`}
          value={photos}
          onChange={setPhotos}
          max={MAX_RETURN_PHOTOS}
          uploadUrl="/api/returns/photos"
          onUploadingChange={setUploading}
          hint={t`Up to ${maxPhotos} photos of the item and its packaging.`}
          error={errors.photoIds}
        />
        {cod ? (
          <TextField
            label={t`UPI ID for the refund`}
            autoComplete="off"
            placeholder="name@bank"
            value={upiId}
            onChange={(event) => setUpiId(event.target.value)}
            error={errors.upiId}
            hint={t`You paid in cash, so we send the refund to this UPI ID.`}
          />
        ) : null}
      </div>
    </ConfirmDialog>
  )
}
