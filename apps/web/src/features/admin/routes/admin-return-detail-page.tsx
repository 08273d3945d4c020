import { useState } from 'react'
import { Link, useParams } from 'react-router'
import { toast } from '../../../lib/toast'
import type { ReturnRequest } from '@haat/shared/orders/returns'
import { QueryFallback } from '../../../components/query-boundary'
import { ReturnDetails } from '../../../components/return-details'
import { Button } from '../../../components/ui/button'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'
import { PageHeader } from '../../../components/ui/page-header'
import { TextareaField } from '../../../components/ui/textarea-field'
import { errorMessage } from '../../../lib/api-error-message'
import { type AdminReturnAction, useAdminReturn, useAdminReturnAction } from '../api/returns'
import { useBackHere } from '../../../lib/back-link'

const BACK = { to: '/admin/returns', label: 'Back to returns' }

type Decision = 'override' | 'refund' | 'decline'
const DIALOG: Record<Decision, { title: string; description: string; confirm: string; done: string }> = {
  override: {
    title: 'Approve this return?',
    description: 'The seller rejected it. Approving it tells the customer and the seller; it is on record.',
    confirm: 'Approve return',
    done: 'Return approved',
  },
  refund: {
    title: 'Refund the customer?',
    description: 'The items are not put back in stock. The customer and the seller are told.',
    confirm: 'Refund',
    done: 'Refund started',
  },
  decline: {
    title: 'Decline the refund?',
    description: 'The customer is told why; nothing is refunded.',
    confirm: 'Decline refund',
    done: 'Refund declined',
  },
}

/** /admin/returns/:returnId: a return, and the admin's decisions on it (override a rejection, resolve a dispute). */
export function AdminReturnDetailPage() {
  const { returnId = '' } = useParams()
  const ret = useAdminReturn(returnId)
  const backHere = useBackHere('Back to the return')
  return (
    <div className="mx-auto max-w-5xl px-4 py-6 sm:px-6 lg:py-8">
      <PageHeader title="Return" back={BACK} />
      {ret.isSuccess ? (
        <section className="rounded-2xl border border-stone-200 bg-white p-5">
          <p className="mb-3 text-sm">
            <Link
              to={`/admin/order/${encodeURIComponent(ret.data.orderNo)}`}
              state={backHere}
              className="font-semibold text-brand-800 underline"
            >
              Order #{ret.data.orderNo}
            </Link>
          </p>
          <ReturnDetails ret={ret.data} reader="admin">
            <Decisions ret={ret.data} />
          </ReturnDetails>
        </section>
      ) : (
        <QueryFallback query={ret} loading="Loading the return…" errorTitle="Could not load the return" />
      )}
    </div>
  )
}

function Decisions({ ret }: { ret: ReturnRequest }) {
  const act = useAdminReturnAction(ret.id)
  const [deciding, setDeciding] = useState<Decision | null>(null)
  const [note, setNote] = useState('')
  const [noteError, setNoteError] = useState<string | undefined>()

  async function confirm() {
    if (!deciding) return
    if (!note.trim()) return setNoteError('The note is required.')
    const action: AdminReturnAction =
      deciding === 'override'
        ? { action: 'override', body: { note: note.trim() } }
        : { action: 'resolve', body: { decision: deciding, note: note.trim() } }
    try {
      await act.mutateAsync(action)
      toast.success(DIALOG[deciding].done)
      setDeciding(null)
      setNote('')
    } catch (error) {
      toast.error('Could not save the decision', { description: errorMessage(error, 'Please try again.') })
    }
  }

  const open = (decision: Decision) => () => {
    setNoteError(undefined)
    setDeciding(decision)
  }
  return (
    <div className="flex flex-wrap gap-2 border-t border-stone-200 pt-3">
      {ret.status === 'rejected' ? <Button onClick={open('override')}>Approve return</Button> : null}
      {ret.status === 'disputed' ? (
        <>
          <Button onClick={open('refund')}>Refund the customer</Button>
          <Button variant="secondary" onClick={open('decline')}>
            Decline refund
          </Button>
        </>
      ) : null}
      <ConfirmDialog
        open={deciding !== null}
        tone="primary"
        title={deciding ? DIALOG[deciding].title : ''}
        description={deciding ? DIALOG[deciding].description : ''}
        confirmLabel={deciding ? DIALOG[deciding].confirm : ''}
        busyLabel="Saving..."
        isBusy={act.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setDeciding(null)}
      >
        <TextareaField
          label="Note (the customer sees it)"
          rows={3}
          maxLength={500}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          error={noteError}
          data-autofocus
        />
      </ConfirmDialog>
    </div>
  )
}
