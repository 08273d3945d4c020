import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Badge, type BadgeTone } from './badge'

export type ApprovalStatus = 'pending' | 'approved' | 'rejected'

const LOOK: Record<ApprovalStatus, { label: MessageDescriptor; tone: BadgeTone }> = {
  pending: { label: msg`Pending`, tone: 'yellow' },
  approved: { label: msg`Approved`, tone: 'green' },
  rejected: { label: msg`Rejected`, tone: 'red' },
}

/** A product's (or vendor's) approval: pending yellow, approved green, rejected red with its reason. */
export function ApprovalStatusBadge({ status, reason }: { status: ApprovalStatus; reason?: string | null }) {
  const { t } = useLingui()
  const { label, tone } = LOOK[status]
  return (
    <span className="inline-flex flex-col items-start gap-1">
      <Badge tone={tone}>{t(label)}</Badge>
      {status === 'rejected' && reason ? (
        <span className="max-w-56 text-xs text-red-800">
          <Trans>Reason: {reason}</Trans>
        </span>
      ) : null}
    </span>
  )
}
