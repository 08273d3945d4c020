import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { z } from 'zod'
import {
  MAX_PRODUCT_IMAGES,
  ProductFields,
  type CreateProductBody,
  type ManagedProductDetail,
  type UpdateProductBody,
} from '@haat/shared/catalog/product-input'
import { ImageSet } from '@haat/shared/catalog/product'
import { rupeesToPaise } from '@haat/shared/money'
import { SLUG_PATTERN } from '@haat/shared/slug'
import { HsnSchema } from '@haat/shared/tax/gst'
import {
  type DeclarationField,
  type DeclaredParty,
  type NetQuantityUnit,
  NET_QUANTITY_UNITS,
  isMadeInIndia,
} from '@haat/shared/catalog/declarations'

const MAX_PAISE = 1_000_000_000

/** The messages an amount's box speaks of: its name ("Price") and how to type it. */
interface AmountWords {
  label: MessageDescriptor
  example: MessageDescriptor
}

const PRICE: AmountWords = { label: msg`Price`, example: msg`Enter the price in rupees, e.g. 499.50.` }
const MRP: AmountWords = { label: msg`MRP`, example: msg`Enter the MRP in rupees, e.g. 499.50.` }

/** Rupees as typed ("499.50"): not negative, at most 2 decimals (paise), within the API's limit. */
function rupees(i18n: I18n, words: AmountWords, required: boolean) {
  return z
    .string()
    .trim()
    .superRefine((text, ctx) => {
      const problem = rupeesProblem(i18n, text, words, required)
      if (problem) ctx.addIssue({ code: 'custom', message: problem })
    })
}

function rupeesProblem(i18n: I18n, text: string, words: AmountWords, required: boolean): string | null {
  const label = i18n._(words.label)
  if (!text) return required ? i18n._(msg`${label} is required.`) : null
  if (/^-/.test(text)) return i18n._(msg`${label} cannot be negative.`)
  if (/^\d*\.\d{3,}$/.test(text)) return i18n._(msg`${label} can have at most 2 decimal places (paise).`)
  const paise = rupeesToPaise(text)
  if (paise === null) return i18n._(words.example)
  if (paise > MAX_PAISE) return i18n._(msg`${label} is too large.`)
  return null
}

/** A whole number typed in a box; empty is allowed when `optional`. */
function wholeNumber(
  i18n: I18n,
  name: MessageDescriptor,
  { min, max, optional }: { min: number; max: number; optional: boolean },
) {
  return z
    .string()
    .trim()
    .superRefine((text, ctx) => {
      const label = i18n._(name)
      if (!text) {
        if (!optional) ctx.addIssue({ code: 'custom', message: i18n._(msg`${label} is required.`) })
        return
      }
      if (!/^\d+$/.test(text))
        return ctx.addIssue({ code: 'custom', message: i18n._(msg`${label} must be a whole number, ${min} or more.`) })
      const most = max.toLocaleString('en-IN')
      if (Number(text) > max) ctx.addIssue({ code: 'custom', message: i18n._(msg`${label} is at most ${most}.`) })
    })
}

/** The two boxes of a manufacturer, packer or importer. */
const PARTY_BOXES = {
  manufacturer: { name: 'manufacturerName', address: 'manufacturerAddress' },
  packer: { name: 'packerName', address: 'packerAddress' },
  importer: { name: 'importerName', address: 'importerAddress' },
} as const

/** The declarations as typed: each box a string, the net quantity's value apart from its unit. */
const declarationsShape = (i18n: I18n) =>
  z
    .object({
      netQuantity: z.string().trim(),
      netQuantityUnit: z.enum(NET_QUANTITY_UNITS),
      manufacturerName: z.string().trim(),
      manufacturerAddress: z.string().trim(),
      packerName: z.string().trim(),
      packerAddress: z.string().trim(),
      importerName: z.string().trim(),
      importerAddress: z.string().trim(),
      consumerCare: z
        .string()
        .trim()
        .max(300, { error: () => i18n._(msg`Consumer care details are at most 300 characters.`) }),
      bestBefore: z
        .string()
        .trim()
        .max(200, { error: () => i18n._(msg`Best before is at most 200 characters.`) }),
      warranty: z
        .string()
        .trim()
        .max(300, { error: () => i18n._(msg`Warranty is at most 300 characters.`) }),
      guarantee: z
        .string()
        .trim()
        .max(300, { error: () => i18n._(msg`Guarantee is at most 300 characters.`) }),
    })
    .superRefine((values, ctx) => {
      const quantity = values.netQuantity
      if (quantity && (!/^\d+(\.\d{1,3})?$/.test(quantity) || Number(quantity) <= 0 || Number(quantity) > 1_000_000)) {
        const message = i18n._(msg`Enter the net quantity as a number more than 0, e.g. 250 or 1.5.`)
        ctx.addIssue({ code: 'custom', path: ['netQuantity'], message })
      }
      // A maker, packer or importer is a name and an address, or neither.
      for (const boxes of Object.values(PARTY_BOXES)) {
        const name = values[boxes.name]
        const address = values[boxes.address]
        if (name && !address)
          ctx.addIssue({ code: 'custom', path: [boxes.address], message: i18n._(msg`Enter the address.`) })
        if (address && !name)
          ctx.addIssue({ code: 'custom', path: [boxes.name], message: i18n._(msg`Enter the name.`) })
      }
    })

type DeclarationsFormValues = z.infer<ReturnType<typeof declarationsShape>>

/**
 * The declarations the chosen category requires, and the importer when the product is made outside
 * India: the form marks these (the server refuses a product without them).
 */
export function requiredDeclarationsFor(
  categoryRequires: readonly DeclarationField[],
  countryOfOrigin: string,
): Set<DeclarationField | 'importer'> {
  const required = new Set<DeclarationField | 'importer'>(categoryRequires)
  if (countryOfOrigin.trim() && !isMadeInIndia(countryOfOrigin)) required.add('importer')
  return required
}

/**
 * The product form's fields, built on the shared ProductFields; prices are rupees as typed. Its own messages are in
 * the language of `i18n` (the shared ProductFields' and HSN code's messages are English).
 */
function productFormShape(i18n: I18n) {
  const maxImages = MAX_PRODUCT_IMAGES
  return z.object({
    name: ProductFields.shape.name,
    /** Shown read-only when creating (the server makes it from the name); editable when editing. */
    slug: z.string().trim(),
    description: ProductFields.shape.description,
    categoryId: z.string().min(1, { error: () => i18n._(msg`Category is required.`) }),
    subcategoryId: z.string(),
    brand: z
      .string()
      .trim()
      .max(80, { error: () => i18n._(msg`Brand is at most 80 characters.`) }),
    countryOfOrigin: z
      .string()
      .trim()
      .min(1, { error: () => i18n._(msg`Country of origin is required.`) })
      .max(60, { error: () => i18n._(msg`Country of origin is at most 60 characters.`) }),
    price: rupees(i18n, PRICE, true),
    mrp: rupees(i18n, MRP, false),
    stock: wholeNumber(i18n, msg`Stock`, { min: 0, max: 1_000_000, optional: true }),
    colors: ProductFields.shape.colors.unwrap(),
    sizes: ProductFields.shape.sizes.unwrap(),
    specifications: ProductFields.shape.specifications.unwrap(),
    images: z
      .array(ImageSet)
      .max(MAX_PRODUCT_IMAGES, { error: () => i18n._(msg`At most ${maxImages} images a product.`) }),
    refundDays: wholeNumber(i18n, msg`Refund days`, { min: 0, max: 365, optional: true }),
    hsnCode: HsnSchema,
    /** The select's value: a rate in basis points, "" until chosen. */
    gstRate: z.string().min(1, { error: () => i18n._(msg`Choose the GST rate.`) }),
    isNew: z.boolean(),
    declarations: declarationsShape(i18n),
  })
}

/** The server's rule, checked here first: an MRP, when given, is at least the price. */
function checkMrp(i18n: I18n) {
  return (values: { price: string; mrp: string }, ctx: z.RefinementCtx) => {
    const price = rupeesToPaise(values.price)
    const mrp = values.mrp ? rupeesToPaise(values.mrp) : null
    if (price !== null && mrp !== null && mrp !== 0 && mrp < price) {
      ctx.addIssue({ code: 'custom', path: ['mrp'], message: i18n._(msg`MRP must be at least the price.`) })
    }
  }
}

/** The form's values as typed. */
export type ProductFormValues = z.infer<ReturnType<typeof productFormShape>>

/** The create form's schema, with its messages in the language of `i18n`. */
export const productFormSchema = (i18n: I18n) => productFormShape(i18n).superRefine(checkMrp(i18n))

/** Editing also checks the slug, which the vendor may change. */
export const editProductFormSchema = (i18n: I18n) =>
  productFormShape(i18n)
    .extend({
      slug: z
        .string()
        .trim()
        .min(1, { error: () => i18n._(msg`Slug is required.`) })
        .max(160, { error: () => i18n._(msg`Slug is at most 160 characters.`) })
        .regex(SLUG_PATTERN, { error: () => i18n._(msg`Use lowercase letters, digits and single hyphens.`) }),
    })
    .superRefine(checkMrp(i18n))

export const EMPTY_PRODUCT: ProductFormValues = {
  name: '',
  slug: '',
  description: '',
  categoryId: '',
  subcategoryId: '',
  brand: '',
  countryOfOrigin: 'India',
  price: '',
  mrp: '',
  stock: '',
  colors: [],
  sizes: [],
  specifications: [],
  images: [],
  refundDays: '0',
  hsnCode: '',
  gstRate: '',
  isNew: false,
  declarations: {
    netQuantity: '',
    netQuantityUnit: 'g',
    manufacturerName: '',
    manufacturerAddress: '',
    packerName: '',
    packerAddress: '',
    importerName: '',
    importerAddress: '',
    consumerCare: '',
    bestBefore: '',
    warranty: '',
    guarantee: '',
  },
}

/** 49950 → "499.50"; an MRP of 0 (none) shows as an empty box. */
export function paiseToRupees(paise: number, { blankZero = false } = {}): string {
  if (blankZero && paise === 0) return ''
  return (paise / 100).toFixed(2)
}

/** The edit form's starting values from the saved product. */
export function valuesFromProduct(product: ManagedProductDetail): ProductFormValues {
  return {
    name: product.name,
    slug: product.slug,
    description: product.description,
    categoryId: product.category.id,
    subcategoryId: product.subcategory?.id ?? '',
    brand: product.brand ?? '',
    countryOfOrigin: product.countryOfOrigin,
    price: paiseToRupees(product.pricePaise),
    mrp: paiseToRupees(product.mrpPaise, { blankZero: true }),
    stock: product.stock === null ? '' : String(product.stock),
    colors: [...product.colors],
    sizes: [...product.sizes],
    specifications: product.specifications.map(({ key, value }) => ({ key, value })),
    images: [...product.images],
    refundDays: String(product.refundDays),
    hsnCode: product.hsnCode ?? '',
    gstRate: product.gstRateBp === null ? '' : String(product.gstRateBp),
    isNew: product.isNew,
    declarations: declarationValues(product.declarations),
  }
}

function declarationValues(declared: ManagedProductDetail['declarations']): DeclarationsFormValues {
  return {
    netQuantity: declared.netQuantity ? String(declared.netQuantity.value) : '',
    netQuantityUnit: declared.netQuantity?.unit ?? 'g',
    manufacturerName: declared.manufacturer?.name ?? '',
    manufacturerAddress: declared.manufacturer?.address ?? '',
    packerName: declared.packer?.name ?? '',
    packerAddress: declared.packer?.address ?? '',
    importerName: declared.importer?.name ?? '',
    importerAddress: declared.importer?.address ?? '',
    consumerCare: declared.consumerCare ?? '',
    bestBefore: declared.bestBefore ?? '',
    warranty: declared.warranty ?? '',
    guarantee: declared.guarantee ?? '',
  }
}

/** A name and address, or null when both boxes are empty. */
function partyOf(name: string, address: string): DeclaredParty | null {
  return name.trim() || address.trim() ? { name: name.trim(), address: address.trim() } : null
}

function declarationsBody(values: DeclarationsFormValues): ProductBody['declarations'] {
  const quantity = values.netQuantity.trim()
  return {
    netQuantity: quantity ? { value: Number(quantity), unit: values.netQuantityUnit as NetQuantityUnit } : null,
    manufacturer: partyOf(values.manufacturerName, values.manufacturerAddress),
    packer: partyOf(values.packerName, values.packerAddress),
    importer: partyOf(values.importerName, values.importerAddress),
    consumerCare: values.consumerCare.trim() || null,
    bestBefore: values.bestBefore.trim() || null,
    warranty: values.warranty.trim() || null,
    guarantee: values.guarantee.trim() || null,
  }
}

type ProductBody = z.output<typeof CreateProductBody>

/** The API body for valid form values: rupees to paise, empty boxes to null or 0. */
export function productBody(values: ProductFormValues): ProductBody {
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    categoryId: values.categoryId,
    subcategoryId: values.subcategoryId || null,
    brand: values.brand.trim() || null,
    countryOfOrigin: values.countryOfOrigin.trim() || 'India',
    pricePaise: rupeesToPaise(values.price) ?? 0,
    mrpPaise: values.mrp.trim() ? (rupeesToPaise(values.mrp) ?? 0) : 0,
    stock: values.stock.trim() === '' ? null : Number(values.stock),
    colors: values.colors.map((color) => color.trim()),
    sizes: values.sizes.map((size) => size.trim()),
    specifications: values.specifications.map(({ key, value }) => ({ key: key.trim(), value: value.trim() })),
    imageIds: values.images.map((image) => image.id),
    refundDays: Number(values.refundDays || 0),
    hsnCode: values.hsnCode.trim(),
    gstRateBp: Number(values.gstRate),
    isNew: values.isNew,
    declarations: declarationsBody(values.declarations),
  }
}

/**
 * docs/spec.md §5: only the fields that changed. Refund days are not editable, so never sent; an empty
 * object means there is nothing to save.
 */
export function changedProductFields(initial: ProductFormValues, current: ProductFormValues): UpdateProductBody {
  const before: Record<string, unknown> = { ...productBody(initial), slug: initial.slug.trim() }
  const after: Record<string, unknown> = { ...productBody(current), slug: current.slug.trim() }
  const changes: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(after)) {
    if (key === 'refundDays') continue
    if (JSON.stringify(value) !== JSON.stringify(before[key])) changes[key] = value
  }
  return changes as UpdateProductBody
}

// The API's field names where they differ from the form's.
const FORM_FIELD: Record<string, string> = {
  pricePaise: 'price',
  mrpPaise: 'mrp',
  imageIds: 'images',
  gstRateBp: 'gstRate',
}

/**
 * The form field an error `details[].path` names ("pricePaise" → "price",
 * "specifications.0.key" or "specifications[0].key" → the same row's box), or null.
 */
export function formFieldForServerPath(path: string): string | null {
  const [head, ...rest] = path
    .replace(/\[(\d+)\]/g, '.$1')
    .split('.')
    .filter(Boolean)
  if (!head) return null
  if (head === 'declarations') {
    // "declarations.manufacturer" (missing) names its name box; ".address" its address box.
    const [field, part] = rest
    if (field === 'netQuantity') return 'declarations.netQuantity'
    if (field === 'manufacturer' || field === 'packer' || field === 'importer')
      return `declarations.${PARTY_BOXES[field][part === 'address' ? 'address' : 'name']}`
    if (field && field in EMPTY_PRODUCT.declarations) return `declarations.${field}`
    return null
  }
  if (head === 'specifications') {
    const [index, part] = rest
    if (index !== undefined && /^\d+$/.test(index) && (part === 'key' || part === 'value'))
      return `specifications.${index}.${part}`
    return 'specifications'
  }
  const field = FORM_FIELD[head] ?? head
  return field in EMPTY_PRODUCT ? field : null
}
