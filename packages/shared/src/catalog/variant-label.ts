// What a bought variant is called wherever an order line is shown (issue 44): "M, Blue" beside the
// product's name, "Size: M, Colour: Blue" where the names help (a review). Free of zod: the
// product page's reviews and the order pages use it without the schemas.
import type { LineOption } from './line-option'

/** The names migration 0041 gave the options that a product's sizes and colours became. */
export const SIZE_OPTION = /*i18n*/ 'Size'
export const COLOUR_OPTION = /*i18n*/ 'Colour'

/** A line as stored or sent: its options, and the size and colour columns older lines have alone. */
export type VariantOfLine = {
  options?: readonly LineOption[] | null
  size?: string | null
  color?: string | null
}

/**
 * The line's options in their stored order; for a line copied before lines kept options (or a
 * row written without them), its size, then its colour. Empty values are left out.
 */
export function lineOptions(line: VariantOfLine): LineOption[] {
  const stored = (line.options ?? []).filter((o) => o.value.trim() !== '')
  if (stored.length > 0) return stored.map(({ name, value }) => ({ name, value }))
  return [
    ...(line.size ? [{ name: SIZE_OPTION, value: line.size }] : []),
    ...(line.color ? [{ name: COLOUR_OPTION, value: line.color }] : []),
  ]
}

/** "M, Blue": the values alone, as shown beside the product's name; '' when it has no options. */
export function variantLabel(line: VariantOfLine): string {
  return lineOptions(line)
    .map((o) => o.value)
    .join(', ')
}

/**
 * "Size: M, Colour: Blue": each value with its option's name; '' when none. `nameOf` puts a name
 * in the reader's language (the names are stored in English, as the seller wrote them).
 */
export function variantDescription(line: VariantOfLine, nameOf: (name: string) => string = (name) => name): string {
  return lineOptions(line)
    .map((o) => `${nameOf(o.name)}: ${o.value}`)
    .join(', ')
}

/** "Cotton Kurta (M, Blue)": the product as bought, for invoices, slips and messages. */
export function nameWithVariant(name: string, line: VariantOfLine): string {
  const label = variantLabel(line)
  return label ? `${name} (${label})` : name
}
