import { History } from 'lucide-react'
import type { AuditLogEntry } from '@haat/shared/admin/audit-log'
import { Badge } from '../../../components/ui/badge'
import { Button } from '../../../components/ui/button'
import { PageHeader } from '../../../components/ui/page-header'
import { Pagination } from '../../../components/ui/pagination'
import { StatusPanel } from '../../../components/ui/status-panel'
import { formatDateTime } from '../../../lib/format'
import { useListParams } from '../../../lib/use-list-params'
import { useUrlParams } from '../../../lib/use-url-params'
import { SelectField } from '../../../components/ui/select-field'
import { useAuditLog } from '../api/get-audit-log'
import { CardCell, CardTable, cardRow } from '../components/card-table'
import { QueryFallback } from '../../../components/query-boundary'

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
  system: 'System',
}

function FilterChip({ label, onRemove }: { label: string; onRemove: () => void }) {
  return (
    <span className="inline-flex h-11 items-center gap-2 rounded-full border border-stone-300 bg-white pl-4 pr-2 text-sm text-stone-800">
      {label}
      <button
        type="button"
        aria-label={`Remove filter ${label}`}
        className="rounded-full px-2 py-1 hover:bg-stone-100"
        onClick={onRemove}
      >
        ×
      </button>
    </span>
  )
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

const ACTOR_KINDS = ['admin', 'vendor', 'customer', 'system'] as const
const ACTION_PATTERN = /^[a-z_.]{1,64}$/
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * /admin/audit-log: every sign-in, approval, deletion, money move and setting change, with who,
 * when and from where. Filter by kind of actor, one actor (click a name) or one action (click it).
 */
export function AdminAuditLogPage() {
  const { status: actorKind, page, setStatus: setActorKind, setPage } = useListParams(ACTOR_KINDS)
  const [params, update] = useUrlParams()
  const rawAction = params.get('action') ?? ''
  const action = ACTION_PATTERN.test(rawAction) ? rawAction : undefined
  const rawActor = params.get('actor') ?? ''
  const actorId = UUID.test(rawActor) ? rawActor : undefined
  const filtered = Boolean(actorKind ?? action ?? actorId)
  const log = useAuditLog({ page, pageSize: PAGE_SIZE, actorKind, actorId, action })
  const filterBy = (changes: Record<string, string | undefined>) => update({ ...changes, page: undefined })

  let body
  if (!log.isSuccess) {
    body = <QueryFallback query={log} loading="Loading the audit log…" errorTitle="Could not load the audit log" />
  } else if (log.data.data.length === 0) {
    body = (
      <StatusPanel
        icon={<History className="size-8" />}
        title={filtered ? 'No entries match these filters.' : 'Nothing recorded yet.'}
        action={
          filtered ? (
            <Button
              variant="secondary"
              onClick={() => filterBy({ status: undefined, action: undefined, actor: undefined })}
            >
              Clear filters
            </Button>
          ) : page > 1 ? (
            <Button variant="secondary" onClick={() => setPage(1)}>
              Back to the first page
            </Button>
          ) : null
        }
      >
        <p>Sign-ins, approvals, deletions, payments, forwarded orders and setting changes appear here.</p>
      </StatusPanel>
    )
  } else {
    const { data, meta } = log.data
    body = (
      <div className="space-y-4">
        <CardTable
          caption="Audit log, newest first"
          headings={HEADINGS}
          isRefreshing={log.isPlaceholderData}
          hasActions={false}
        >
          {data.map((entry) => (
            <tr key={entry.id} className={cardRow}>
              <CardCell label="When">
                <span className="whitespace-nowrap">{formatDateTime(entry.createdAt)}</span>
              </CardCell>
              <CardCell label="Who">
                {entry.actorId ? (
                  <button
                    type="button"
                    className="font-medium text-stone-900 underline-offset-2 hover:underline"
                    title="Show only this account's entries"
                    onClick={() => filterBy({ actor: entry.actorId ?? undefined })}
                  >
                    {actorLabel(entry)}
                  </button>
                ) : (
                  <span className="font-medium text-stone-900">{actorLabel(entry)}</span>
                )}{' '}
                <Badge>{ACTOR_LABELS[entry.actorKind]}</Badge>
              </CardCell>
              <CardCell label="Action">
                <button
                  type="button"
                  className="font-medium text-stone-900 underline-offset-2 hover:underline"
                  title="Show only this action"
                  onClick={() => filterBy({ action: entry.action })}
                >
                  {actionLabel(entry.action)}
                </button>
              </CardCell>
              <td className="col-span-2 align-top md:px-4 md:py-3">
                <DetailsList details={entry.details} />
                {entry.ip ? (
                  <p className="mt-1 text-xs text-stone-500">
                    From {entry.ip}
                    {entry.requestId ? ` · request ${entry.requestId}` : ''}
                  </p>
                ) : null}
              </td>
            </tr>
          ))}
        </CardTable>
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
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <SelectField
          label="Who"
          className="w-48"
          value={actorKind ?? ''}
          onChange={(event) => setActorKind(ACTOR_KINDS.find((kind) => kind === event.target.value))}
          options={[
            { value: '', label: 'Everyone' },
            ...ACTOR_KINDS.map((kind) => ({ value: kind, label: ACTOR_LABELS[kind] })),
          ]}
        />
        {action ? (
          <FilterChip label={`Action: ${actionLabel(action)}`} onRemove={() => filterBy({ action: undefined })} />
        ) : null}
        {actorId ? <FilterChip label="One account" onRemove={() => filterBy({ actor: undefined })} /> : null}
      </div>
      {body}
    </div>
  )
}
