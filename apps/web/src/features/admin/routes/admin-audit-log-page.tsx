import { History } from 'lucide-react'
import type { AuditLogEntry } from '@haat/shared/admin/audit-log'
import { Badge } from '../../../components/ui/badge'
import { Button } from '../../../components/ui/button'
import { PageHeader } from '../../../components/ui/page-header'
import { Pagination } from '../../../components/ui/pagination'
import { Spinner } from '../../../components/ui/spinner'
import { StatusPanel } from '../../../components/ui/status-panel'
import { errorMessage } from '../../../lib/api-error-message'
import { cn } from '../../../lib/cn'
import { formatDateTime } from '../../../lib/format'
import { useListParams } from '../../../lib/use-list-params'
import { useAuditLog } from '../api/get-audit-log'
import { PeopleCell, peopleRow, peopleTh } from '../components/people-table-cell'

const NO_STATUSES = [] as const
const PAGE_SIZE = 50
const HEADINGS = ['When', 'Who', 'Action', 'Details']

/** No actor id: the shop did it by itself (automatic forwarding); a name gone: the account was deleted. */
function actorLabel(entry: AuditLogEntry): string {
  if (entry.actorId === null) return 'Automatic (shop setting)'
  return entry.actorName ?? 'Deleted account'
}

const ACTOR_LABELS: Record<AuditLogEntry['actorKind'], string> = {
  admin: 'Admin',
  vendor: 'Seller',
  customer: 'Customer',
}

/** "product.approve" → "Product approve"; "vendor.settings_update" → "Vendor settings update". */
export function actionLabel(action: string): string {
  const text = action.replace(/[._]/g, ' ')
  return text.charAt(0).toUpperCase() + text.slice(1)
}

function isChange(value: unknown): value is { from: unknown; to: unknown } {
  return typeof value === 'object' && value !== null && 'from' in value && 'to' in value
}

function show(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—'
  return typeof value === 'object' ? JSON.stringify(value) : String(value as string | number | boolean)
}

/** The entry's details as "key: value" lines; a change reads "from → to". Shown as text, never HTML. */
function DetailsList({ details }: { details: AuditLogEntry['details'] }) {
  const entries = Object.entries(details)
  if (entries.length === 0) return <span className="text-stone-500">—</span>
  return (
    <dl className="space-y-0.5">
      {entries.map(([key, value]) => (
        <div key={key} className="flex flex-wrap gap-x-1.5">
          <dt className="text-stone-500">{key}:</dt>
          <dd className="break-words text-stone-800">
            {isChange(value) ? `${show(value.from)} → ${show(value.to)}` : show(value)}
          </dd>
        </div>
      ))}
    </dl>
  )
}

/** /admin/audit-log: every approval, rejection, deletion, forwarding and category change, with who and when. */
export function AdminAuditLogPage() {
  const { page, setPage } = useListParams(NO_STATUSES)
  const log = useAuditLog({ page, pageSize: PAGE_SIZE })

  let body
  if (log.isPending) {
    body = <Spinner label="Loading the audit log…" showLabel className="justify-center py-16" />
  } else if (log.isError) {
    body = (
      <StatusPanel
        tone="error"
        title="Could not load the audit log"
        action={<Button onClick={() => void log.refetch()}>Try again</Button>}
      >
        <p>{errorMessage(log.error, 'Please check your connection and try again.')}</p>
      </StatusPanel>
    )
  } else if (log.data.data.length === 0) {
    body = (
      <StatusPanel
        icon={<History className="size-8" />}
        title="Nothing recorded yet."
        action={
          page > 1 ? (
            <Button variant="secondary" onClick={() => setPage(1)}>
              Back to the first page
            </Button>
          ) : null
        }
      >
        <p>Approvals, rejections, deletions, forwarded orders and category changes appear here.</p>
      </StatusPanel>
    )
  } else {
    const { data, meta } = log.data
    body = (
      <div className="space-y-4">
        <div className="md:overflow-x-auto md:rounded-2xl md:border md:border-stone-200 md:bg-white">
          <table
            aria-busy={log.isPlaceholderData}
            className={cn('w-full text-sm transition-opacity', log.isPlaceholderData && 'opacity-60')}
          >
            <caption className="sr-only">Audit log, newest first</caption>
            <thead className="hidden border-b border-stone-200 bg-stone-50 md:table-header-group">
              <tr>
                {HEADINGS.map((heading) => (
                  <th key={heading} scope="col" className={peopleTh}>
                    {heading}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="block space-y-3 md:table-row-group md:space-y-0 md:divide-y md:divide-stone-100">
              {data.map((entry) => (
                <tr key={entry.id} className={peopleRow}>
                  <PeopleCell label="When">
                    <span className="whitespace-nowrap">{formatDateTime(entry.createdAt)}</span>
                  </PeopleCell>
                  <PeopleCell label="Who">
                    <span className="font-medium text-stone-900">{actorLabel(entry)}</span>{' '}
                    <Badge>{ACTOR_LABELS[entry.actorKind]}</Badge>
                  </PeopleCell>
                  <PeopleCell label="Action">
                    <span className="font-medium text-stone-900">{actionLabel(entry.action)}</span>
                  </PeopleCell>
                  <td className="col-span-2 align-top md:px-4 md:py-3">
                    <DetailsList details={entry.details} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <Pagination
          page={meta.page}
          pageSize={meta.pageSize}
          total={meta.total}
          onPageChange={setPage}
          itemLabel="entries"
        />
      </div>
    )
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:py-8">
      <PageHeader title="Audit log" description="Who changed what, and when. Entries are never edited or removed." />
      {body}
    </div>
  )
}
