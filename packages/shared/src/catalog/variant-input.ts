import { z } from 'zod'
import { fill } from '../texts'

/**
 * The seller's variant grid (docs/decisions/044-variants.md): a product's options (a Size, a Colour
 * and one of another kind, such as Pack of) and one variant per combination offered, each with its own SKU, price, MRP, stock and weight.
 * PUT /api/vendor/products/{id}/variants replaces both at once.
 */
export const MAX_OPTIONS = 3
export const MAX_OPTION_VALUES = 20
export const MAX_VARIANTS = 100

export const OPTION_KINDS = ['size', 'colour', 'other'] as const
export const OptionKind = z.enum(OPTION_KINDS)
export type OptionKind = z.infer<typeof OptionKind>

const sameIgnoringCase = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()
const hasRepeats = (list: string[]) => new Set(list.map((v) => v.toLowerCase())).size !== list.length

export const ProductOptionInput = z.object({
  name: z
    .string()
    .trim()
    .min(1, /*i18n*/ 'Name the option.')
    .max(30, /*i18n*/ 'An option name is at most 30 characters.'),
  kind: OptionKind,
  values: z
    .array(
      z
        .string()
        .trim()
        .min(1, /*i18n*/ 'A value cannot be empty.')
        .max(40, /*i18n*/ 'A value is at most 40 characters.'),
    )
    .min(1, /*i18n*/ 'Give the option at least one value.')
    .max(MAX_OPTION_VALUES, fill(/*i18n*/ 'At most {count} values an option.', { count: MAX_OPTION_VALUES }))
    .refine((list) => !hasRepeats(list), /*i18n*/ 'Values must not repeat.'),
})
export type ProductOptionInput = z.infer<typeof ProductOptionInput>

const Paise = z
  .number({ error: /*i18n*/ 'Enter an amount.' })
  .int(/*i18n*/ 'Use a whole number of paise.')
  .min(0, /*i18n*/ 'An amount cannot be negative.')
  .max(1_000_000_000, /*i18n*/ 'The amount is too large.')

/** Units in stock; null: not counted (the product form's and each variant's). */
export const StockCount = z
  .number()
  .int(/*i18n*/ 'Stock must be a whole number.')
  .min(0, /*i18n*/ 'Stock cannot be negative.')
  .max(1_000_000)
  .nullable()
  .default(null)

/** A seller's own SKU code: letters, digits and . _ / - ; empty lets Haat make one. */
export const SKU_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._/-]*$/

export const VariantInput = z.object({
  /** An existing variant kept (its orders and carts follow it); absent for a new one. */
  id: z.uuid(/*i18n*/ 'Not a variant of this product.').optional(),
  /** One value per option, in the options' order. */
  values: z.array(z.string().trim()).max(MAX_OPTIONS),
  sku: z
    .string()
    .trim()
    .max(40, /*i18n*/ 'A SKU is at most 40 characters.')
    .refine((s) => s === '' || SKU_PATTERN.test(s), /*i18n*/ 'Use letters, digits and . _ / - in a SKU.')
    .default(''),
  pricePaise: Paise,
  mrpPaise: Paise.default(0),
  /** Null: this variant's stock is not counted. */
  stock: StockCount,
  weightGrams: z
    .number()
    .int(/*i18n*/ 'Weight must be a whole number of grams.')
    .min(1, /*i18n*/ 'Weight must be at least 1 g.')
    .max(1_000_000)
    .nullable()
    .default(null),
  isActive: z.boolean().default(true),
})
export type VariantInput = z.input<typeof VariantInput>

type Issue = { path: (string | number)[]; message: string }

/**
 * The grid's rules that span rows, each issue at the cell it concerns so the form marks it: option
 * names and kinds, each variant's values against the options, combinations and SKUs unique, MRP at
 * least the price, and one variant on offer.
 */
export function variantGridIssues(body: {
  options: ProductOptionInput[]
  variants: z.output<typeof VariantInput>[]
}): Issue[] {
  const issues: Issue[] = []
  const { options, variants } = body
  options.forEach((option, i) => {
    if (options.slice(0, i).some((o) => sameIgnoringCase(o.name, option.name)))
      issues.push({ path: ['options', i, 'name'], message: /*i18n*/ 'Option names must not repeat.' })
    // One of each kind: the product page picks by kind, and a cart line names the other value alone (Pack of 2).
    if (options.slice(0, i).some((o) => o.kind === option.kind))
      issues.push({
        path: ['options', i, 'kind'],
        message: /*i18n*/ 'A product has one size, one colour and one other option at most.',
      })
  })
  const combos = new Set<string>()
  const skus = new Set<string>()
  variants.forEach((variant, i) => {
    if (variant.values.length !== options.length) {
      issues.push({ path: ['variants', i, 'values'], message: /*i18n*/ 'Give a value for each option.' })
      return
    }
    variant.values.forEach((value, j) => {
      if (!options[j]?.values.includes(value))
        issues.push({ path: ['variants', i, 'values', j], message: /*i18n*/ 'Choose one of the option’s values.' })
    })
    const combo = JSON.stringify(variant.values.map((v) => v.toLowerCase()))
    if (combos.has(combo))
      issues.push({ path: ['variants', i, 'values'], message: /*i18n*/ 'This combination is listed twice.' })
    combos.add(combo)
    if (variant.sku !== '') {
      if (skus.has(variant.sku))
        issues.push({ path: ['variants', i, 'sku'], message: /*i18n*/ 'SKUs must not repeat.' })
      skus.add(variant.sku)
    }
    if (variant.mrpPaise !== 0 && variant.mrpPaise < variant.pricePaise)
      issues.push({ path: ['variants', i, 'mrpPaise'], message: /*i18n*/ 'MRP must be at least the price.' })
  })
  if (variants.length > 0 && !variants.some((v) => v.isActive))
    issues.push({ path: ['variants'], message: /*i18n*/ 'Offer at least one variant.' })
  return issues
}

/** A photo marked as showing one colour; photos not marked show for every colour. */
export const PhotoColour = z.object({ imageId: z.uuid(), color: z.string().trim().min(1).max(40) })
export type PhotoColour = z.infer<typeof PhotoColour>

/** PUT /api/vendor/products/{id}/variants: the whole grid. */
export const ProductVariantsBody = z
  .object({
    options: z
      .array(ProductOptionInput)
      .max(MAX_OPTIONS, fill(/*i18n*/ 'At most {count} options a product.', { count: MAX_OPTIONS })),
    variants: z
      .array(VariantInput)
      .min(1, /*i18n*/ 'Offer at least one variant.')
      .max(MAX_VARIANTS, fill(/*i18n*/ 'At most {count} variants a product.', { count: MAX_VARIANTS })),
    /** The colour each photo shows; the whole list, replacing the marks before. */
    photoColors: z.array(PhotoColour).max(50).default([]),
  })
  .superRefine((body, ctx) => {
    for (const issue of variantGridIssues(body)) ctx.addIssue({ code: 'custom', ...issue })
    const colours = body.options.find((o) => o.kind === 'colour')?.values ?? []
    body.photoColors.forEach((mark, i) => {
      if (!colours.includes(mark.color))
        ctx.addIssue({
          code: 'custom',
          path: ['photoColors', i, 'color'],
          message: /*i18n*/ 'Choose one of the product’s colours.',
        })
      if (body.photoColors.slice(0, i).some((m) => m.imageId === mark.imageId))
        ctx.addIssue({
          code: 'custom',
          path: ['photoColors', i, 'imageId'],
          message: /*i18n*/ 'A photo shows one colour.',
        })
    })
  })
export type ProductVariantsBody = z.input<typeof ProductVariantsBody>

/** One row of the seller's grid, as stored. */
export const ManagedVariant = z.object({
  id: z.string(),
  values: z.array(z.string()),
  sku: z.string(),
  pricePaise: z.number().int(),
  mrpPaise: z.number().int(),
  stock: z.number().int().nullable(),
  weightGrams: z.number().int().nullable(),
  isActive: z.boolean(),
})
export type ManagedVariant = z.infer<typeof ManagedVariant>

export const ProductOptionView = z.object({ name: z.string(), kind: OptionKind, values: z.array(z.string()) })
export type ProductOptionView = z.infer<typeof ProductOptionView>

/**
 * A change to a listed (approved) product that stays listed but asks for an admin's look: a
 * variant's price moved by more than half, or a variant was added (docs/decisions/044-variants.md).
 * Approving the product again clears its flags; rejecting it takes it out of the shop.
 */
export const ReviewFlag = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('price'),
    sku: z.string(),
    values: z.array(z.string()),
    fromPaise: z.number().int(),
    toPaise: z.number().int(),
    at: z.iso.datetime(),
  }),
  z.object({ kind: z.literal('new_variant'), sku: z.string(), values: z.array(z.string()), at: z.iso.datetime() }),
])
export type ReviewFlag = z.infer<typeof ReviewFlag>

/** A price change larger than this share of the old price is flagged. */
export const FLAGGED_PRICE_CHANGE = 0.5
/** The most flags a product keeps (the newest); the admin reviews the product, not each entry. */
export const MAX_REVIEW_FLAGS = 20

/**
 * The flags a change to an approved product's variants raises: each kept variant whose price moved
 * by more than half (either way), each new one (an id `before`, keyed by variant id, does not have).
 */
export function reviewFlagsFor(
  before: ReadonlyMap<string, { pricePaise: number }>,
  after: readonly { id: string; sku: string; values: string[]; pricePaise: number }[],
  at: string,
): ReviewFlag[] {
  return after.flatMap((variant): ReviewFlag[] => {
    const old = before.get(variant.id)
    if (!old) return [{ kind: 'new_variant', sku: variant.sku, values: variant.values, at }]
    const moved = Math.abs(variant.pricePaise - old.pricePaise)
    if (moved > old.pricePaise * FLAGGED_PRICE_CHANGE)
      return [
        {
          kind: 'price',
          sku: variant.sku,
          values: variant.values,
          fromPaise: old.pricePaise,
          toPaise: variant.pricePaise,
          at,
        },
      ]
    return []
  })
}
