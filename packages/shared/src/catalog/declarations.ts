import { z } from 'zod'

// The declarations Indian law asks of a listing (issue 44; docs/decisions/045-listing-declarations.md):
// Legal Metrology (Packaged Commodities) Rules 2011, rule 6, and Consumer Protection (E-Commerce)
// Rules 2020, 5(3)(a), 6(4)(d), 6(5). Which of them a product must carry is its category's choice.

/** The units a net quantity is declared in: mass, volume, length, or a count of pieces. */
export const NET_QUANTITY_UNITS = ['g', 'kg', 'ml', 'l', 'cm', 'm', 'unit'] as const
export type NetQuantityUnit = (typeof NET_QUANTITY_UNITS)[number]

export const NetQuantity = z.object({
  value: z
    .number({ error: /*i18n*/ 'Enter the net quantity.' })
    .positive(/*i18n*/ 'The net quantity must be more than 0.')
    .max(1_000_000, /*i18n*/ 'The net quantity is too large.')
    // Three decimals at most (1.125 kg): the unit sale price is computed from thousandths.
    .refine((value) => Math.abs(value * 1000 - Math.round(value * 1000)) < 1e-6, /*i18n*/ 'Use at most 3 decimals.'),
  unit: z.enum(NET_QUANTITY_UNITS, { error: /*i18n*/ 'Choose a unit.' }),
})
export type NetQuantity = z.infer<typeof NetQuantity>

/** A blank text is no text. */
const Text = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .nullable()
    .transform((value) => value || null)

/** A manufacturer, packer or importer: who it is and where (rule 6(1)(a)). */
export const DeclaredParty = z.object({
  name: z.string().trim().min(1, /*i18n*/ 'Enter the name.').max(150, /*i18n*/ 'The name is at most 150 characters.'),
  address: z
    .string()
    .trim()
    .min(1, /*i18n*/ 'Enter the address.')
    .max(300, /*i18n*/ 'The address is at most 300 characters.'),
})
export type DeclaredParty = z.infer<typeof DeclaredParty>

/** The declarations of one product; null is "not given". */
export const ProductDeclarations = z.object({
  netQuantity: NetQuantity.nullable().default(null),
  manufacturer: DeclaredParty.nullable().default(null),
  packer: DeclaredParty.nullable().default(null),
  importer: DeclaredParty.nullable().default(null),
  /** Consumer-care details as printed on the pack: phone, e-mail, address. */
  consumerCare: Text(300, /*i18n*/ 'Consumer care details are at most 300 characters.').default(null),
  /** "Best before 6 months from packing": the date itself is on the pack. */
  bestBefore: Text(200, /*i18n*/ 'Best before is at most 200 characters.').default(null),
  warranty: Text(300, /*i18n*/ 'Warranty is at most 300 characters.').default(null),
  guarantee: Text(300, /*i18n*/ 'Guarantee is at most 300 characters.').default(null),
})
export type ProductDeclarations = z.infer<typeof ProductDeclarations>
export type ProductDeclarationsInput = z.input<typeof ProductDeclarations>

/** The declarations in an answer: the same shape, without the input's trimming (responses are plain JSON Schema). */
export const DeclarationsView = z.object({
  netQuantity: z.object({ value: z.number(), unit: z.enum(NET_QUANTITY_UNITS) }).nullable(),
  manufacturer: z.object({ name: z.string(), address: z.string() }).nullable(),
  packer: z.object({ name: z.string(), address: z.string() }).nullable(),
  importer: z.object({ name: z.string(), address: z.string() }).nullable(),
  consumerCare: z.string().nullable(),
  bestBefore: z.string().nullable(),
  warranty: z.string().nullable(),
  guarantee: z.string().nullable(),
})

/** The declarations a category can require (the importer is required by the country of origin instead). */
export const DECLARATION_FIELDS = [
  'netQuantity',
  'manufacturer',
  'packer',
  'consumerCare',
  'bestBefore',
  'warranty',
  'guarantee',
] as const
export type DeclarationField = (typeof DECLARATION_FIELDS)[number]

/** A category's required declarations, as an admin ticks them; in the order above, without repeats. */
export const RequiredDeclarations = z
  .array(z.enum(DECLARATION_FIELDS))
  .max(DECLARATION_FIELDS.length)
  .transform((fields) => DECLARATION_FIELDS.filter((field) => fields.includes(field)))
export type RequiredDeclarations = z.infer<typeof RequiredDeclarations>

/** PUT /api/admin/categories/{id}/required-declarations. */
export const RequiredDeclarationsBody = z.object({ requiredDeclarations: RequiredDeclarations })
export type RequiredDeclarationsBody = z.input<typeof RequiredDeclarationsBody>

export const EMPTY_DECLARATIONS: ProductDeclarations = {
  netQuantity: null,
  manufacturer: null,
  packer: null,
  importer: null,
  consumerCare: null,
  bestBefore: null,
  warranty: null,
  guarantee: null,
}

/** "India", "india ", "Bharat": made in India, so no importer is declared. */
export const isMadeInIndia = (countryOfOrigin: string) => /^(india|bharat)$/i.test(countryOfOrigin.trim())

/**
 * The declarations a product lacks: each its category requires, and the importer when it is made
 * outside India (rule 6(1)(a)); as paths of the product body (`declarations.netQuantity`).
 */
export function missingDeclarations(
  declarations: ProductDeclarations,
  required: readonly DeclarationField[],
  countryOfOrigin: string,
): { path: string; field: DeclarationField | 'importer' }[] {
  const missing: { path: string; field: DeclarationField | 'importer' }[] = required
    .filter((field) => declarations[field] === null)
    .map((field) => ({ path: `declarations.${field}`, field }))
  if (!isMadeInIndia(countryOfOrigin) && declarations.importer === null)
    missing.push({ path: 'declarations.importer', field: 'importer' })
  return missing
}

/** "250 g", "1.5 kg", "6 units": a net quantity as a pack prints it (English; the web app words its own). */
export function formatNetQuantity({ value, unit }: NetQuantity): string {
  if (unit === 'unit') return `${value} ${value === 1 ? 'unit' : 'units'}`
  return `${value} ${unit}`
}

/** The unit a unit sale price is per. */
export const UNIT_SALE_PRICE_UNITS = ['g', 'kg', 'ml', 'l', 'cm', 'm', 'unit'] as const
export const UnitSalePrice = z.object({
  paise: z.number().int(),
  per: z.enum(UNIT_SALE_PRICE_UNITS),
})
export type UnitSalePrice = z.infer<typeof UnitSalePrice>

// Thousandths of the small unit per declared unit, and the small and large unit of each dimension.
const SCALE: Record<NetQuantityUnit, { milli: bigint; small: UnitSalePrice['per']; large: UnitSalePrice['per'] }> = {
  g: { milli: 1000n, small: 'g', large: 'kg' },
  kg: { milli: 1_000_000n, small: 'g', large: 'kg' },
  ml: { milli: 1000n, small: 'ml', large: 'l' },
  l: { milli: 1_000_000n, small: 'ml', large: 'l' },
  cm: { milli: 1000n, small: 'cm', large: 'm' },
  m: { milli: 100_000n, small: 'cm', large: 'm' },
  unit: { milli: 1000n, small: 'unit', large: 'unit' },
}

/** a / b rounded half up, for positive integers. */
const divideHalfUp = (a: bigint, b: bigint) => (2n * a + b) / (2n * b)

/**
 * The unit sale price of a pack at `pricePaise`, in whole paise rounded half up.
 *
 * Legal Metrology (Packaged Commodities) Rules 2011, rule 6(11), as substituted by the Amendment
 * Rules 2022 (G.S.R. 226(E), 28 March 2022, in force 1 December 2022): the unit sale price in
 * rupees, rounded to two decimals, per gram below 1 kg and per kilogram above; per centimetre below
 * 1 m and per metre above; per millilitre below 1 l and per litre above; per unit for goods sold by
 * number. At exactly 1 kg (1 l, 1 m) it is the price per kilogram, equal to the price itself.
 */
export function unitSalePrice(pricePaise: number, netQuantity: NetQuantity | null): UnitSalePrice | null {
  if (!netQuantity || netQuantity.value <= 0 || pricePaise < 0) return null
  const scale = SCALE[netQuantity.unit]
  // The quantity in thousandths of the small unit (grams, millilitres, centimetres, pieces).
  const milliSmall = (BigInt(Math.round(netQuantity.value * 1000)) * scale.milli) / 1000n
  if (milliSmall <= 0n) return null
  const price = BigInt(pricePaise)
  if (netQuantity.unit === 'unit') return { paise: Number(divideHalfUp(price * 1000n, milliSmall)), per: 'unit' }
  const smallPerLarge = scale.small === 'cm' ? 100n : 1000n
  if (milliSmall < smallPerLarge * 1000n)
    return { paise: Number(divideHalfUp(price * 1000n, milliSmall)), per: scale.small }
  return { paise: Number(divideHalfUp(price * 1000n * smallPerLarge, milliSmall)), per: scale.large }
}
