import { useState } from 'react'
import { toast } from '../../../lib/toast'
import { Button } from '../../../components/ui/button'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'
import { TextareaField } from '../../../components/ui/textarea-field'
import { errorMessage } from '../../../lib/api-error-message'
import { useCorrectCash } from '../api/correct-cash'

/**
 * A cash-on-delivery order's collection is recorded when its parts are delivered; an admin may
 * correct it either way, giving a reason that goes on record.
 */
export function CashCorrection({ orderNo, collected }: { orderNo: string; collected: boolean }) {
  const correct = useCorrectCash(orderNo)
  const [open, setOpen] = useState(false)
  const [note, setNote] = useState('')
  const [error, setError] = useState<string | undefined>()

  async function confirm() {
    if (note.trim().length < 3) return setError('Say why you are correcting it.')
    try {
      await correct.mutateAsync({ collected: !collected, note: note.trim() })
      setOpen(false)
      setNote('')
      toast.success(collected ? 'Cash marked as not collected' : 'Cash marked as collected')
    } catch (failure) {
      setError(errorMessage(failure, 'Could not correct the payment.'))
    }
  }

  return (
    <>
      <Button variant="secondary" size="sm" className="mt-4 w-full" onClick={() => setOpen(true)}>
        {collected ? 'Mark cash not collected' : 'Mark cash collected'}
      </Button>
      <ConfirmDialog
        open={open}
        title={collected ? 'Mark the cash as not collected?' : 'Mark the cash as collected?'}
        description="The change and your reason are kept in the audit log."
        confirmLabel={collected ? 'Mark not collected' : 'Mark collected'}
        busyLabel="Saving..."
        tone="primary"
        isBusy={correct.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => {
          setOpen(false)
          setError(undefined)
        }}
      >
        <TextareaField
          label="Reason"
          rows={3}
          maxLength={300}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          error={error}
        />
      </ConfirmDialog>
    </>
  )
}
