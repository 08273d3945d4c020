import { sql } from 'drizzle-orm'
import type { AdminDashboard } from '@haat/shared/admin/people'
import { type DbOrTx, queryRows } from '../../db/client'
import { visibleProductCondition } from '../catalog'
import { waitingToSendCondition } from '../orders'
import { must } from '../../lib/must'

type DashboardRow = Omit<AdminDashboard, 'daily'> & { daily: { day: string; orders: number; sales_paise: number }[] }

/**
 * Every dashboard figure in one round trip: one statement of scalar subqueries. Days are IST
 * calendar days ending on `today`; the daily figures read orders through orders_created_idx.
 */
export async function readDashboardFigures(db: DbOrTx, today: string): Promise<DashboardRow> {
  const [row] = await queryRows<DashboardRow>(
    db,
    sql`select
      (select count(*)::int from products p join vendors v on v.id = p.vendor_id where ${visibleProductCondition}) as "products",
      (select count(*)::int from vendors where status = 'approved' and is_active) as "vendors",
      (select count(*)::int from customers where erased_at is null) as "customers",
      (select count(*)::int from orders where hidden_at is null) as "orders",
      -- The pending queue's page also lists listed products flagged since approval: both wait for an admin.
      (select count(*)::int from products p join vendors v on v.id = p.vendor_id
        where (p.approval_status = 'pending' or (p.approval_status = 'approved' and p.review_flags <> '[]'::jsonb))
          and p.archived_at is null and v.is_active) as "pendingProducts",
      (select count(*)::int from vendors where status = 'pending' and is_active) as "pendingVendors",
      (select count(*)::int from orders where ${waitingToSendCondition}) as "ordersWaitingToSend",
      (with placed as (
          select ((o.created_at at time zone 'UTC') + interval '330 minutes')::date as day, o.total_paise
          from orders o
          -- Revenue is money the shop will see: not cancelled, and an online order only once paid.
          where o.status <> 'cancelled' and (o.payment_method = 'cod' or o.payment_status = 'confirmed')
            and o.created_at >= ((${today}::date - 29)::timestamp - interval '330 minutes') at time zone 'UTC'
        )
        select json_agg(json_build_object('day', to_char(d.day, 'YYYY-MM-DD'),
            'orders', (select count(*) from placed p where p.day = d.day),
            'sales_paise', (select coalesce(sum(p.total_paise), 0) from placed p where p.day = d.day)) order by d.day)
        from generate_series(${today}::date - 29, ${today}::date, interval '1 day') as d(day)) as "daily"`,
  )
  return must(row, 'the counts row')
}
