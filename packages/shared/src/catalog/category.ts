import { z } from 'zod'
import { DECLARATION_FIELDS } from './declarations'

/** A subcategory as the public catalogue shows it. */
export const SubcategorySummary = z.object({
  id: z.string(),
  name: z.string(),
  /** The name in Hindi, when an admin gave one; Hindi readers see `name` otherwise (shownName in ./shown-name). */
  nameHi: z.string().nullable(),
  slug: z.string(),
  productCount: z.number().int(),
})
export type SubcategorySummary = z.infer<typeof SubcategorySummary>

/** A category with its subcategories and the count of visible products (GET /api/categories). */
export const CategorySummary = z.object({
  id: z.string(),
  name: z.string(),
  /** The name in Hindi, when an admin gave one; Hindi readers see `name` otherwise (shownName in ./shown-name). */
  nameHi: z.string().nullable(),
  slug: z.string(),
  imageUrl: z.string().nullable(),
  productCount: z.number().int(),
  /** The declarations its products must carry (./declarations), as an admin set them. */
  requiredDeclarations: z.array(z.enum(DECLARATION_FIELDS)),
  subcategories: z.array(SubcategorySummary),
})
export type CategorySummary = z.infer<typeof CategorySummary>

export const CategoryList = z.object({ data: z.array(CategorySummary) })
export type CategoryList = z.infer<typeof CategoryList>

/** Longest Hindi name of a category or subcategory, as for the English one. */
export const NAME_HI_MAX = 80

/** A Hindi name as an admin types it (the admin console is in English): blank or null is none. */
const NameHiText = z
  .string()
  .trim()
  .max(NAME_HI_MAX, `The Hindi name is at most ${NAME_HI_MAX} characters.`)
  .nullable()
  .transform((value) => value || null)

/** A new category's or subcategory's Hindi name: optional. */
export const NameHiInput = NameHiText.default(null)

/** PATCH /api/admin/categories/{id} and /api/admin/subcategories/{id}: the Hindi name; blank or null clears it. */
export const CategoryNamesBody = z.object({ nameHi: NameHiText })
export type CategoryNamesBody = z.infer<typeof CategoryNamesBody>
