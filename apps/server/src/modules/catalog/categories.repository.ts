import type { DeclarationField } from '@haat/shared/catalog/declarations'
import { sql } from 'drizzle-orm'
import { type DbOrTx, queryRows } from '../../db/client'
import { visibleProductCondition } from './visibility'

export type CategoryRow = {
  id: string
  name: string
  name_hi: string | null
  slug: string
  storage_key: string | null
  required_declarations: DeclarationField[]
  sub_id: string | null
  sub_name: string | null
  sub_name_hi: string | null
  sub_slug: string | null
  category_count: number
  sub_count: number
}

/** Every category with its subcategories and visible-product counts, in one query. */
export async function listCategoriesWithCounts(db: DbOrTx): Promise<CategoryRow[]> {
  return queryRows<CategoryRow>(
    db,
    sql`
    with visible as (
      select p.category_id, p.subcategory_id
      from products p join vendors v on v.id = p.vendor_id
      where ${visibleProductCondition}
    ),
    category_counts as (select category_id, count(*)::int as n from visible group by category_id),
    subcategory_counts as (
      select subcategory_id, count(*)::int as n from visible where subcategory_id is not null group by subcategory_id
    )
    select c.id, c.name, c.name_hi, c.slug, m.storage_key, c.required_declarations,
           s.id as sub_id, s.name as sub_name, s.name_hi as sub_name_hi, s.slug as sub_slug,
           coalesce(cc.n, 0) as category_count, coalesce(sc.n, 0) as sub_count
    from categories c
    left join media m on m.id = c.image_media_id
    left join subcategories s on s.category_id = c.id
    left join category_counts cc on cc.category_id = c.id
    left join subcategory_counts sc on sc.subcategory_id = s.id
    order by c.position, c.name, s.position, s.name
  `,
  )
}
