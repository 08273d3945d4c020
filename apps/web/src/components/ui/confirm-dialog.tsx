import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { cn } from '../../lib/cn'
import { Button } from './button'
import { Dialog } from './dialog'

interface ConfirmDialogProps {
  open: boolean
  title: string
  /** What will happen, read out when the dialog opens. */
  description?: ReactNode
  /** Extra fields (a reason box); focus then starts on the first of them, not on Cancel. */
  children?: ReactNode
  confirmLabel: string
  /** The safe choice's text ("Cancel" unless the action itself is a cancelling). */
  cancelLabel?: string
  /** The confirm button's text while `isBusy` ("Deleting..."). */
  busyLabel?: string
  isBusy?: boolean
  /** Red for something that cannot be undone. */
  tone?: 'danger' | 'primary'
  onConfirm: () => void
  onCancel: () => void
}

/** "Are you sure?" before a delete or a rejection. */
export function ConfirmDialog({
  open,
  title,
  description,
  children,
  confirmLabel,
  cancelLabel,
  busyLabel,
  isBusy = false,
  tone = 'danger',
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { t } = useLingui()
  return (
    <Dialog
      open={open}
      title={title}
      description={description}
      onClose={onCancel}
      dismissible={!isBusy}
      footer={
        <>
          {/* Without extra fields, focus lands on the safe choice. */}
          <Button variant="secondary" onClick={onCancel} disabled={isBusy} data-autofocus={children ? undefined : true}>
            {cancelLabel ?? t`Cancel`}
          </Button>
          <Button
            onClick={onConfirm}
            disabled={isBusy}
            className={cn(tone === 'danger' && 'bg-red-700 hover:bg-red-800 active:bg-red-900')}
          >
            {isBusy ? (busyLabel ?? confirmLabel) : confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  )
}
