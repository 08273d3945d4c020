import { Badge, type BadgeTone } from './badge'

export type ApprovalStatus = 'pending' | 'approved' | 'rejected'

const LOOK: Record<ApprovalStatus, { label: string; tone: BadgeTone }> = {
  pending: { label: 'Pending', tone: 'yellow' },
  approved: { label: 'Approved', tone: 'green' },
  rejected: { label: 'Rejected', tone: 'red' },
}

/** A product's (or vendor's) approval: pending yellow, approved green, rejected red with its reason. */
export function ApprovalStatusBadge({ status, reason }: { status: ApprovalStatus; reason?: string | null }) {
  const { label, tone } = LOOK[status]
  return (
    <span className="inline-flex flex-col items-start gap-1">
      <Badge tone={tone}>{label}</Badge>
      {status === 'rejected' && reason ? <span className="max-w-56 text-xs text-red-800">Reason: {reason}</span> : null}
    </span>
  )
}
