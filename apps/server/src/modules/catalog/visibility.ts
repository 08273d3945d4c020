import { sql } from 'drizzle-orm'

/**
 * A product the shop may show: approved, not archived, and sold by an approved, active vendor.
 * Written against the aliases `p` (products) and `v` (vendors) used by the catalogue's SQL.
 */
export const visibleProductCondition = sql.raw(
  `p.approval_status = 'approved' and p.archived_at is null and v.status = 'approved' and v.is_active`,
)
