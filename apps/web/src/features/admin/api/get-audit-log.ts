import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { AuditLogEntry, AuditLogList } from '@haat/shared/admin/audit-log'
import { api } from '../../../lib/api-client'
import { adminKeys } from './admin-keys'

export interface AuditLogFilter {
  page: number
  pageSize: number
  actorKind?: AuditLogEntry['actorKind'] | undefined
  actorId?: string | undefined
  action?: string | undefined
}

/** GET /api/admin/audit-log: every recorded change, newest first. */
function getAuditLog(filter: AuditLogFilter, signal?: AbortSignal): Promise<AuditLogList> {
  return api.get<AuditLogList>('/api/admin/audit-log', { query: { ...filter }, signal })
}

const auditLogQuery = (filter: AuditLogFilter) =>
  queryOptions({
    queryKey: adminKeys.auditLog(filter),
    queryFn: ({ signal }) => getAuditLog(filter, signal),
    placeholderData: keepPreviousData,
  })

export function useAuditLog(filter: AuditLogFilter) {
  return useQuery(auditLogQuery(filter))
}
