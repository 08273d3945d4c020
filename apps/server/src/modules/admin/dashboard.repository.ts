import { sql } from 'drizzle-orm'
import type { AdminDashboard } from '@haat/shared/admin/people'
import { type DbOrTx, queryRows } from '../../db/client'
import { visibleProductCondition } from '../catalog/visibility'

/** Every dashboard count in one round trip: one statement of scalar subqueries. */
export async function readDashboardCounts(db: DbOrTx): Promise<AdminDashboard> {
  const [row] = await queryRows<AdminDashboard>(
    db,
    sql`select
      (select count(*)::int from products p join vendors v on v.id = p.vendor_id where ${visibleProductCondition}) as "products",
      (select count(*)::int from vendors where status = 'approved' and is_active) as "vendors",
      (select count(*)::int from customers where erased_at is null) as "customers",
      (select count(*)::int from orders where hidden_at is null) as "orders",
      (select count(*)::int from products p join vendors v on v.id = p.vendor_id
        where p.approval_status = 'pending' and p.archived_at is null and v.is_active) as "pendingProducts",
      (select count(*)::int from vendors where status = 'pending' and is_active) as "pendingVendors"`,
  )
  return row!
}
