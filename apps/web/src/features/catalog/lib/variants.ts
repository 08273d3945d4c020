import type { ImageSet, ProductDetail, ProductVariant } from '@haat/shared/catalog/product'
import type { ProductOptionView } from '@haat/shared/catalog/variant-input'

/** The query parameter that keeps a chosen variant in a product page's address, so it can be shared. */
export const VARIANT_PARAM = 'variant'

/** The kinds of option a shopper picks, one of each at most: colour, size and one of the seller's own (Pack of). */
export const OPTION_KEYS = ['color', 'size', 'other'] as const
export type OptionKey = (typeof OPTION_KEYS)[number]
/** The value picked of each kind; null: none yet (or the product has none of that kind). */
export type Choice = Record<OptionKey, string | null>

type Options = Pick<ProductDetail, 'options' | 'colors' | 'sizes'>

/** The product's option of another kind (Pack of), when it has one. */
export function otherOption(product: Pick<ProductDetail, 'options'>): ProductOptionView | null {
  return product.options?.find((option) => option.kind === 'other') ?? null
}

/** The values of one kind of option the product offers, in the seller's order. */
export function offeredValues(product: Options, key: OptionKey): string[] {
  if (key === 'color') return product.colors
  if (key === 'size') return product.sizes
  return otherOption(product)?.values ?? []
}

/** A variant's value of one kind of option; '' when the product has none of that kind. */
function valueOf(product: Pick<ProductDetail, 'options'>, variant: ProductVariant, key: OptionKey): string {
  if (key !== 'other') return variant[key]
  const index = product.options?.findIndex((option) => option.kind === 'other') ?? -1
  return index < 0 ? '' : (variant.values?.[index] ?? '')
}

/** What a variant is, as picks: the picks that choose it. */
export function choiceOf(product: Pick<ProductDetail, 'options'>, variant: ProductVariant): Choice {
  const value = (key: OptionKey) => valueOf(product, variant, key) || null
  return { color: value('color'), size: value('size'), other: value('other') }
}

/** The variant the picks name, once every option the product has is picked; else null. */
export function variantOf(product: Options & Pick<ProductDetail, 'variants'>, choice: Choice) {
  if (OPTION_KEYS.some((key) => offeredValues(product, key).length > 0 && !choice[key])) return null
  return (
    product.variants.find((variant) =>
      OPTION_KEYS.every((key) => valueOf(product, variant, key) === (choice[key] ?? '')),
    ) ?? null
  )
}

/** The variant an address names (`?variant=`), when it is one the product offers. */
export function variantById(product: Pick<ProductDetail, 'variants'>, id: string | null): ProductVariant | null {
  return id ? (product.variants.find((v) => v.id === id) ?? null) : null
}

/**
 * Why a value of one option cannot be picked with what is picked of the others: `not_offered` when
 * no variant has them all, `sold_out` when those that do have nothing left; null when it can. An
 * option not picked yet does not count.
 */
export function valueProblem(
  product: Pick<ProductDetail, 'variants' | 'options'>,
  option: OptionKey,
  value: string,
  choice: Choice,
): 'not_offered' | 'sold_out' | null {
  const matching = product.variants.filter(
    (variant) =>
      valueOf(product, variant, option) === value &&
      OPTION_KEYS.every(
        (key) => key === option || choice[key] === null || valueOf(product, variant, key) === choice[key],
      ),
  )
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
