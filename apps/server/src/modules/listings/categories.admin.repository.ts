import type { DeclarationField } from '@haat/shared/catalog/declarations'
import { and, count, eq, inArray, or, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { categories, products, subcategories } from '../../db/schema/catalog'
import { must } from '../../lib/must'

export type CategoryRecord = typeof categories.$inferSelect
export type SubcategoryRecord = typeof subcategories.$inferSelect

export async function lockCategory(tx: DbOrTx, id: string): Promise<CategoryRecord | null> {
  const [row] = await tx.select().from(categories).where(eq(categories.id, id)).for('update')
  return row ?? null
}

export async function lockSubcategory(tx: DbOrTx, id: string): Promise<SubcategoryRecord | null> {
  const [row] = await tx.select().from(subcategories).where(eq(subcategories.id, id)).for('update')
  return row ?? null
}

export async function isCategorySlugTaken(db: DbOrTx, slug: string): Promise<boolean> {
  const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.slug, slug))
  return Boolean(row)
}

export async function isSubcategorySlugTaken(db: DbOrTx, categoryId: string, slug: string): Promise<boolean> {
  const [row] = await db
    .select({ id: subcategories.id })
    .from(subcategories)
    .where(and(eq(subcategories.categoryId, categoryId), eq(subcategories.slug, slug)))
  return Boolean(row)
}

/** New categories go to the end of the bar. */
export async function insertCategory(
  tx: DbOrTx,
  values: {
    name: string
    nameHi: string | null
    slug: string
    imageMediaId: string | null
    requiredDeclarations: DeclarationField[]
  },
) {
  const [row] = await tx
    .insert(categories)
    .values({ ...values, position: sql`(select coalesce(max(position), -1) + 1 from categories)` })
    .returning()
  return must(row, 'the inserted row')
}

export async function insertSubcategory(
  tx: DbOrTx,
  values: { categoryId: string; name: string; nameHi: string | null; slug: string },
) {
  const [row] = await tx
    .insert(subcategories)
    .values({
      ...values,
      position: sql`(select coalesce(max(position), -1) + 1 from subcategories where category_id = ${values.categoryId})`,
    })
    .returning()
  return must(row, 'the inserted row')
}

export async function subcategoriesOf(db: DbOrTx, categoryId: string): Promise<SubcategoryRecord[]> {
  return db.select().from(subcategories).where(eq(subcategories.categoryId, categoryId))
}

/** Products of every kind (archived too: their order lines still point at them) in these places. */
export async function countProductsIn(
  db: DbOrTx,
  where: { categoryId?: string; subcategoryIds?: string[] },
): Promise<number> {
  const conditions = [
    where.categoryId ? eq(products.categoryId, where.categoryId) : undefined,
    where.subcategoryIds?.length ? inArray(products.subcategoryId, where.subcategoryIds) : undefined,
  ].filter((c) => c !== undefined)
  if (conditions.length === 0) return 0
  const [row] = await db
    .select({ n: count() })
    .from(products)
    .where(or(...conditions))
  return row?.n ?? 0
}

export async function deleteSubcategories(tx: DbOrTx, ids: string[]): Promise<void> {
  if (ids.length) await tx.delete(subcategories).where(inArray(subcategories.id, ids))
}

export async function deleteCategory(tx: DbOrTx, id: string): Promise<void> {
  await tx.delete(categories).where(eq(categories.id, id))
}

/** Sets a category's Hindi name; the row as it was before, or null when there is no such category. */
export async function setCategoryNameHi(tx: DbOrTx, id: string, nameHi: string | null): Promise<CategoryRecord | null> {
  const before = await lockCategory(tx, id)
  if (before) await tx.update(categories).set({ nameHi }).where(eq(categories.id, id))
  return before
}

/** Sets a subcategory's Hindi name; the row as it was before, or null when there is no such subcategory. */
export async function setSubcategoryNameHi(
  tx: DbOrTx,
  id: string,
  nameHi: string | null,
): Promise<SubcategoryRecord | null> {
  const before = await lockSubcategory(tx, id)
  if (before) await tx.update(subcategories).set({ nameHi }).where(eq(subcategories.id, id))
  return before
}

/** Sets the declarations a category's products must carry; the row as it was before, or null when there is no such category. */
export async function setRequiredDeclarations(
  tx: DbOrTx,
  id: string,
  requiredDeclarations: DeclarationField[],
): Promise<CategoryRecord | null> {
  const before = await lockCategory(tx, id)
  if (before) await tx.update(categories).set({ requiredDeclarations }).where(eq(categories.id, id))
  return before
}
