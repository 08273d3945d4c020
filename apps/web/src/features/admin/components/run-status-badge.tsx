import type { ReconciliationRun } from '@haat/shared/admin/reconciliation'
import { Badge } from '../../../components/ui/badge'

/** A reconciliation run's outcome in a word: running, failed, what is left to look at, or agreed. */
export function RunStatusBadge({ run }: { run: ReconciliationRun }) {
  if (run.status === 'running') return <Badge tone="blue">Running</Badge>
  if (run.status === 'failed') return <Badge tone="red">Failed</Badge>
  if (run.openCount > 0) return <Badge tone="yellow">{run.openCount} to look at</Badge>
  return <Badge tone="green">{run.mismatchCount > 0 ? 'All fixed' : 'Books agree'}</Badge>
}
