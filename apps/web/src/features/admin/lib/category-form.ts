import { z } from 'zod'
import { CreateCategoryBody } from '@haat/shared/catalog/product-input'
import { SLUG_PATTERN } from '@haat/shared/slug'

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
