import type { ImageSet, ProductDetail, ProductVariant } from '@haat/shared/catalog/product'

/** The query parameter that keeps a chosen variant in a product page's address, so it can be shared. */
export const VARIANT_PARAM = 'variant'

type Choice = { color: string | null; size: string | null }

/** The variant a colour and size name ('' for an option the product does not have), or null. */
export function variantOf(product: Pick<ProductDetail, 'variants' | 'colors' | 'sizes'>, choice: Choice) {
  if (product.colors.length > 0 && !choice.color) return null
  if (product.sizes.length > 0 && !choice.size) return null
  return product.variants.find((v) => v.color === (choice.color ?? '') && v.size === (choice.size ?? '')) ?? null
}

/** The variant an address names (`?variant=`), when it is one the product offers. */
export function variantById(product: Pick<ProductDetail, 'variants'>, id: string | null): ProductVariant | null {
  return id ? (product.variants.find((v) => v.id === id) ?? null) : null
}

/**
 * Why a value of one option cannot be picked with what is chosen of the other: `not_offered` when
 * no variant has both, `sold_out` when those that do have nothing left; null when it can. With
 * nothing chosen of the other option, a value is judged over all of its variants.
 */
export function valueProblem(
  product: Pick<ProductDetail, 'variants'>,
  option: 'color' | 'size',
  value: string,
  other: string | null,
): 'not_offered' | 'sold_out' | null {
  const otherOption = option === 'color' ? 'size' : 'color'
  const matching = product.variants.filter((v) => v[option] === value && (other === null || v[otherOption] === other))
  if (matching.length === 0) return 'not_offered'
  return matching.some((v) => v.inStock) ? null : 'sold_out'
}

/**
 * The photos the gallery shows: with a colour picked that has photos of its own, those and the
 * photos of no colour; else every photo but other colours' own (all of them when nothing is picked).
 */
export function photosFor(
  product: Pick<ProductDetail, 'images' | 'image' | 'photoColors'>,
  colour: string | null,
): ImageSet[] {
  const images = product.images.length > 0 ? product.images : product.image ? [product.image] : []
  const marks = new Map((product.photoColors ?? []).map((m) => [m.imageId, m.color]))
  if (colour === null || marks.size === 0) return images
  const shown = images.filter((image) => (marks.get(image.id) ?? colour) === colour)
  return shown.length > 0 ? shown : images
}
