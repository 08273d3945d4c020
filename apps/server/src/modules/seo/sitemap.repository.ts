import { sql } from 'drizzle-orm'
import { type DbOrTx, queryRows } from '../../db/client'
import { visibleProductCondition } from '../catalog'

/** Products per product sitemap: well under the protocol's 50,000 URLs and 50 MB. */
export const SITEMAP_PAGE_SIZE = 10_000

export type SitemapEntry = { path: string; lastmod: string | null }

const lastmod = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`)

/** How many visible products there are (the index lists one product sitemap per page of them). */
export async function countVisibleProducts(db: DbOrTx): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from products p join vendors v on v.id = p.vendor_id where ${visibleProductCondition}`,
  )
  return row?.n ?? 0
}

/** One page of visible products' paths, oldest first (a page's URLs stay put as products are added). */
export async function findProductEntries(db: DbOrTx, page: number): Promise<SitemapEntry[]> {
  return queryRows<SitemapEntry>(
    db,
    sql`
    select '/product/' || p.slug as path, ${lastmod('p.updated_at')} as lastmod
    from products p join vendors v on v.id = p.vendor_id
    where ${visibleProductCondition}
    order by p.created_at, p.id
    limit ${SITEMAP_PAGE_SIZE} offset ${(page - 1) * SITEMAP_PAGE_SIZE}
  `,
  )
}

/** Every category and subcategory with a visible product, last changed when its newest product did. */
export async function findCategoryEntries(db: DbOrTx): Promise<SitemapEntry[]> {
  return queryRows<SitemapEntry>(
    db,
    sql`
    select path, ${lastmod('changed')} as lastmod from (
      select '/category/' || c.slug as path, max(p.updated_at) as changed, c.position, -1 as sub_position
      from categories c join products p on p.category_id = c.id join vendors v on v.id = p.vendor_id
      where ${visibleProductCondition}
      group by c.id
      union all
      select '/category/' || c.slug || '/' || s.slug, max(p.updated_at), c.position, s.position
      from subcategories s join categories c on c.id = s.category_id
        join products p on p.subcategory_id = s.id join vendors v on v.id = p.vendor_id
      where ${visibleProductCondition}
      group by c.id, s.id
    ) pages
    order by position, path
  `,
  )
}
