import { type SQL, sql } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'
import type { Database, DbOrTx } from '../../apps/server/src/db/client'
import {
  countProducts,
  findProductsPage,
  type ProductFilters,
} from '../../apps/server/src/modules/catalog/products.repository'
import type { ProductSort } from '../../apps/server/src/modules/search/product-search'

const dialect = new PgDialect()

/**
 * EXPLAIN ANALYZE of the very queries the catalogue API runs: the server's repository functions
 * are called with a handle that runs each statement under EXPLAIN instead and keeps the plans.
 */
export async function explainListing(database: Database, filters: ProductFilters, sort: ProductSort): Promise<string> {
  const plans: string[] = []
  const explaining = {
    execute: async (query: SQL) => {
      const { sql: text } = dialect.sqlToQuery(query)
      const result = (await database.db.execute(sql`explain (analyze, buffers) ${query}`)) as unknown as {
        rows: Record<string, string>[]
      }
      plans.push(`${text.trim()}\n\n${result.rows.map((r) => Object.values(r)[0]).join('\n')}`)
      return { rows: [{ total: 0, category_found: true, subcategory_found: true }] }
    },
  } as unknown as DbOrTx
  await findProductsPage(explaining, filters, sort, { limit: 24, offset: 0 })
  await countProducts(explaining, filters)
  return plans.join('\n\n-----\n\n')
}
