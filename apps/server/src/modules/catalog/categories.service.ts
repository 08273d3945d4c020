import type { CategorySummary } from '@haat/shared/catalog/category'
import type { Db } from '../../db/client'
import { type Clock, systemClock } from '../../lib/clock'
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
        slug: row.slug,
        imageUrl: row.storage_key ? mediaUrl(row.storage_key, 640) : null,
        productCount: row.category_count,
        subcategories: [],
      }
      byId.set(row.id, category)
    }
    if (row.sub_id && row.sub_name && row.sub_slug) {
      category.subcategories.push({
        id: row.sub_id,
        name: row.sub_name,
        slug: row.sub_slug,
        productCount: row.sub_count,
      })
    }
  }
  return [...byId.values()]
}

/** How long one server keeps the tree when nothing here changed it (another server may have). */
export const CATEGORY_TREE_TTL_MS = 30_000

/**
 * The category tree with visible-product counts: every page's header asks for it, and counting
 * scans every product (about 100 ms at 1,00,000 products; docs/performance.md). It is computed
 * once and kept until a seller's or an admin's write invalidates it (app.ts), or for
 * CATEGORY_TREE_TTL_MS, which bounds how stale another server's changes can look.
 */
export function categoriesService(db: Db, clock: Clock = systemClock) {
  let cached: { tree: Promise<CategorySummary[]>; at: number } | undefined
  return {
    list(): Promise<CategorySummary[]> {
      const now = clock.now().getTime()
      if (cached && now - cached.at < CATEGORY_TREE_TTL_MS) return cached.tree
      const tree = listCategoriesWithCounts(db).then(nestCategories)
      const entry = { tree, at: now }
      cached = entry
      // A failed read is not kept: the next request tries again.
      tree.catch(() => {
        if (cached === entry) cached = undefined
      })
      return tree
    },
    /** Forget the tree: the next request computes it afresh. */
    invalidate(): void {
      cached = undefined
    },
  }
}
