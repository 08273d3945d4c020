import { sql } from 'drizzle-orm'
import { type DbOrTx, queryRows } from '../../db/client'
import { visibleProductCondition } from './visibility'

/**
 * Adds one view to a visible product's row for `day` (YYYY-MM-DD), creating the row on the first
 * view: one statement, and concurrent views never lose a count (the upsert increments in place).
 * False when no visible product has this slug.
 */
export async function incrementProductViews(db: DbOrTx, slug: string, day: string): Promise<boolean> {
  const rows = await queryRows<{ product_id: string }>(
    db,
    sql`
    insert into product_views_daily (product_id, day, views)
    select p.id, ${day}::date, 1
    from products p join vendors v on v.id = p.vendor_id
    where p.slug = ${slug} and ${visibleProductCondition}
    on conflict (product_id, day) do update set views = product_views_daily.views + 1
    returning product_id
  `,
  )
  return rows.length > 0
}
