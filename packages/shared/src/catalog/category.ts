import { z } from 'zod'

/** A subcategory as the public catalogue shows it. */
export const SubcategorySummary = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  productCount: z.number().int(),
})
export type SubcategorySummary = z.infer<typeof SubcategorySummary>

/** A category with its subcategories and the count of visible products (GET /api/categories). */
export const CategorySummary = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  imageUrl: z.string().nullable(),
  productCount: z.number().int(),
  subcategories: z.array(SubcategorySummary),
})
export type CategorySummary = z.infer<typeof CategorySummary>

export const CategoryList = z.object({ data: z.array(CategorySummary) })
export type CategoryList = z.infer<typeof CategoryList>
