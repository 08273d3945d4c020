import { useState } from 'react'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'
import { TextareaField } from '../../../components/ui/textarea-field'

interface RejectDialogProps {
  /** What is being rejected (a product or a business name); null keeps the dialog closed. */
  name: string | null
  /** What happens next, in a sentence. */
  description: string
  isBusy: boolean
  onConfirm: (reason: string) => void
  onCancel: () => void
}

/**
 * Reject with an optional reason, recorded on the server and shown to the seller
 * (docs/decisions/018-approvals-on-the-server.md). The page keys it by item, so every item starts with an empty reason.
 */
export function RejectDialog({ name, description, isBusy, onConfirm, onCancel }: RejectDialogProps) {
  const [reason, setReason] = useState('')

  return (
    <ConfirmDialog
      open={name !== null}
      title={`Reject "${name ?? ''}"?`}
      description={description}
      confirmLabel="Reject"
      busyLabel="Rejecting..."
      isBusy={isBusy}
      onConfirm={() => onConfirm(reason.trim())}
      onCancel={onCancel}
    >
      <TextareaField
        label="Reason (optional)"
        hint="The seller sees this reason."
        maxLength={500}
        rows={3}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
      />
    </ConfirmDialog>
  )
}
