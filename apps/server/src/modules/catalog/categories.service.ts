import type { CategorySummary } from '@haat/shared/catalog/category'
import type { Db } from '../../db/client'
import { mediaUrl } from '../media'
import { listCategoriesWithCounts, type CategoryRow } from './categories.repository'

/** Folds the flat category × subcategory rows into the nested shape the shop shows. */
function nestCategories(rows: CategoryRow[]): CategorySummary[] {
  const byId = new Map<string, CategorySummary>()
  for (const row of rows) {
    let category = byId.get(row.id)
    if (!category) {
      category = {
        id: row.id,
        name: row.name,
        nameHi: row.name_hi,
        slug: row.slug,
        imageUrl: row.storage_key ? mediaUrl(row.storage_key, 640) : null,
        productCount: row.category_count,
        requiredDeclarations: row.required_declarations,
        subcategories: [],
      }
      byId.set(row.id, category)
    }
    if (row.sub_id && row.sub_name && row.sub_slug) {
      category.subcategories.push({
        id: row.sub_id,
        name: row.sub_name,
        nameHi: row.sub_name_hi,
        slug: row.sub_slug,
        productCount: row.sub_count,
      })
    }
  }
  return [...byId.values()]
}

/**
 * The category tree with visible-product counts: every page's header asks for it, and counting
 * scans every product (about 100 ms at 1,00,000 products; docs/performance.md), so the catalogue
 * cache keeps it (catalog-reads.ts) until a change to categories or products is announced.
 */
export function categoriesService(db: Db) {
  return {
    list: async (): Promise<CategorySummary[]> => nestCategories(await listCategoriesWithCounts(db)),
  }
}
