import { z } from 'zod'
import { CreateCategoryBody } from '@haat/shared/catalog/product-input'
import { SLUG_PATTERN } from '@haat/shared/slug'
import { NAME_HI_MAX } from '@haat/shared/catalog/category'

/** docs/spec.md §8's text for any failed category or subcategory change; the server's reason follows it. */
export const CATEGORY_CHANGE_FAILED = 'Failed to add or delete category or subcategory'

/** A category or subcategory slug: required, lowercase words joined by single hyphens. */
export const SlugField = z
  .string()
  .trim()
  .min(1, 'Slug is required.')
  .max(80, 'Slug is at most 80 characters.')
  .regex(SLUG_PATTERN, 'Use lowercase letters, digits and single hyphens.')

export const NameField = CreateCategoryBody.shape.name

/** An optional Hindi name: blank is none (shoppers reading in Hindi then see the English name). */
export const NameHiField = z.string().trim().max(NAME_HI_MAX, `The Hindi name is at most ${NAME_HI_MAX} characters.`)

/** What a Hindi name field's text sends: null when blank. */
export const nameHiOf = (text: string): string | null => text.trim() || null
