import { randomBytes } from 'node:crypto'
import type {
  CreateProductBody,
  ManagedProductDetail,
  ManagedProductRow,
  UpdateProductBody,
} from '@haat/shared/catalog/product-input'
import {
  type ManagedVariant,
  MAX_REVIEW_FLAGS,
  type ProductVariantsBody,
  reviewFlagsFor,
} from '@haat/shared/catalog/variant-input'
import {
  type DeclarationField,
  EMPTY_DECLARATIONS,
  type ProductDeclarations,
  missingDeclarations,
} from '@haat/shared/catalog/declarations'
import type { SizeChartBody } from '@haat/shared/catalog/size-chart'
import { slugify } from '@haat/shared/slug'
import { fill } from '@haat/shared/texts'
import type { z } from 'zod'
import type { Db, DbOrTx } from '../../db/client'
import type { StoredSizeChart } from '../../db/schema/catalog'
import { AppError } from '../../lib/app-error'
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/db-errors'
import type { Clock } from '../../lib/clock'
import { recordAudit } from '../audit'
import { findOwnedMediaIds } from '../media'
import {
  type ManagedProductsQueryOut,
  idOrSlug,
  invalidField,
  listManaged,
  loadManagedDetail,
  loadManagedRow,
  productNotFound,
  removeProduct,
} from './managed-products'
import {
  type ProductInsert,
  type ProductRow,
  currentImageIds,
  findCategory,
  findSubcategory,
  insertProduct,
  isSlugTaken,
  lockProduct,
  lockVariantsOf,
  replaceProductImages,
  syncFormVariants,
  slugsLike,
  updateProduct,
  replaceVariants,
  setPhotoColours,
  skusTakenElsewhere,
  variantsOf,
  type VariantRecord,
} from './vendor-products.repository'

type CreateInput = z.output<typeof CreateProductBody>
type VariantsInput = z.output<typeof ProductVariantsBody>
type UpdateInput = z.output<typeof UpdateProductBody>
type SizeChartBodyOut = z.output<typeof SizeChartBody>

/**
 * Edits to these change what the admin approved, so an approved product goes back for review:
 * what it is, and the figures the law puts on it (MRP under the Legal Metrology rules, HSN and
 * GST rate on every invoice). Price, stock, colours and sizes are the seller's to move.
 */
const REVIEWED_FIELDS = new Set([
  'name',
  'description',
  'imageIds',
  'categoryId',
  'subcategoryId',
  'specifications',
  'mrpPaise',
  'hsnCode',
  'gstRateBp',
  'declarations',
])
/**
 * Fields that are not the product row's own: its images (their own table), and the price, MRP and
 * stock, which the form sets on every variant (docs/decisions/044-variants.md).
 */
const NOT_ROW_FIELDS = new Set(['imageIds', 'pricePaise', 'mrpPaise', 'stock'])
const SLUG_MAX = 150
const CREATE_ATTEMPTS = 5

/** The first free slug among base, base-2, base-3…, given the slugs already taken. */
function firstFreeSlug(base: string, taken: Iterable<string>): string {
  const used = new Set(taken)
  if (!used.has(base)) return base
  let n = 2
  while (used.has(`${base}-${n}`)) n++
  return `${base}-${n}`
}

// Crockford's base32 without I, L, O, U: a SKU read aloud over the phone is not misheard.
const SKU_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'
const newSku = () => `HT-${[...randomBytes(8)].map((b) => SKU_ALPHABET[b % 32]).join('')}`

/** The category's required declarations, once it and the subcategory are known to exist and fit. */
async function checkCategory(
  tx: DbOrTx,
  categoryId: string,
  subcategoryId: string | null,
): Promise<DeclarationField[]> {
  const category = await findCategory(tx, categoryId)
  if (!category) throw invalidField('categoryId', /*i18n*/ 'Choose a category that exists.')
  if (subcategoryId === null) return category.requiredDeclarations
  const subcategory = await findSubcategory(tx, subcategoryId)
  if (subcategory?.categoryId !== categoryId) {
    throw invalidField('subcategoryId', /*i18n*/ 'Choose a subcategory of the chosen category.')
  }
  return category.requiredDeclarations
}

const DECLARATION_REQUIRED: Record<DeclarationField | 'importer', string> = {
  netQuantity: /*i18n*/ 'Enter the net quantity: this category requires it.',
  manufacturer: /*i18n*/ "Enter the manufacturer's name and address: this category requires them.",
  packer: /*i18n*/ "Enter the packer's name and address: this category requires them.",
  consumerCare: /*i18n*/ 'Enter the consumer care details: this category requires them.',
  bestBefore: /*i18n*/ 'Enter the best before or expiry: this category requires it.',
  warranty: /*i18n*/ 'Enter the warranty: this category requires it.',
  guarantee: /*i18n*/ 'Enter the guarantee: this category requires it.',
  importer: /*i18n*/ "Enter the importer's name and address: the product is made outside India.",
}

/**
 * Refuses a product without a declaration its category requires, or without an importer when made
 * outside India (Legal Metrology (Packaged Commodities) Rules 2011, rule 6): one 400 naming each
 * missing field, so the form marks them all at once.
 */
function checkDeclarations(declarations: ProductDeclarations, required: DeclarationField[], countryOfOrigin: string) {
  const missing = missingDeclarations(declarations, required, countryOfOrigin)
  const [first] = missing
  if (!first) return
  throw new AppError('VALIDATION', DECLARATION_REQUIRED[first.field], {
    details: missing.map(({ path, field }) => ({ path, message: DECLARATION_REQUIRED[field] })),
  })
}

/** A product's stored declarations, every field present ('{}' on products made before they were asked for). */
const declarationsOf = (stored: Partial<ProductDeclarations>): ProductDeclarations => ({
  ...EMPTY_DECLARATIONS,
  ...stored,
})

async function checkOwnImages(tx: DbOrTx, vendorId: string, imageIds: string[]) {
  if (new Set(imageIds).size !== imageIds.length)
    throw invalidField('imageIds', /*i18n*/ 'The same image is listed twice.')
  const owned = await findOwnedMediaIds(tx, { kind: 'vendor', id: vendorId }, imageIds)
  if (owned.length !== imageIds.length) throw invalidField('imageIds', /*i18n*/ 'Use images you uploaded yourself.')
}

function checkMrp(pricePaise: number, mrpPaise: number) {
  if (mrpPaise !== 0 && mrpPaise < pricePaise)
    throw invalidField('mrpPaise', /*i18n*/ 'MRP must be at least the price.')
}

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)
/** An empty brand is no brand. */
const normalizeBrand = <T extends { brand?: string | null | undefined }>(body: T): T =>
  body.brand === '' ? { ...body, brand: null } : body

/** A vendor's own products: every call is scoped to the vendor from the session. */
export function vendorProductsService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps
  const actor = (vendorId: string) => ({ kind: 'vendor' as const, id: vendorId })
  const lockOwn = async (tx: DbOrTx, vendorId: string, id: string): Promise<ProductRow> => {
    await lockVariantsOf(tx, id)
    const product = await lockProduct(tx, id, vendorId)
    if (!product) throw productNotFound()
    return product
  }

  /**
   * A listed product stays listed through a large price change or a new variant, flagged for an
   * admin's look (docs/decisions/044-variants.md); `before` is its variants before this change.
   */
  async function flagForReview(tx: DbOrTx, product: ProductRow, before: ManagedVariant[]): Promise<void> {
    const after = await variantsOf(tx, product.id)
    const at = clock.now()
    const flags = reviewFlagsFor(new Map(before.map((v) => [v.id, v])), after, at.toISOString())
    if (flags.length === 0) return
    const reviewFlags = [...product.reviewFlags, ...flags].slice(-MAX_REVIEW_FLAGS)
    await updateProduct(tx, product.id, { reviewFlags, updatedAt: at })
  }

  async function createOnce(vendorId: string, body: CreateInput): Promise<ManagedProductDetail> {
    return db.transaction(async (tx) => {
      const required = await checkCategory(tx, body.categoryId, body.subcategoryId)
      checkDeclarations(body.declarations, required, body.countryOfOrigin)
      await checkOwnImages(tx, vendorId, body.imageIds)
      checkMrp(body.pricePaise, body.mrpPaise)
      const base = slugify(body.name).slice(0, SLUG_MAX).replace(/-+$/, '') || 'product'
      const slug = firstFreeSlug(base, await slugsLike(tx, base))
      const { imageIds, ...fields } = body
      // Approval, rating and vendor come from here, never from the body (docs/decisions/018-approvals-on-the-server.md).
      const product = await insertProduct(tx, {
        ...fields,
        vendorId,
        slug,
        sku: newSku(),
        isAvailable: true,
        approvalStatus: 'pending',
      })
      await replaceProductImages(tx, product.id, imageIds)
      await recordAudit(tx, {
        actor: actor(vendorId),
        action: 'product.create',
        entity: 'product',
        entityId: product.id,
        details: { name: product.name, slug: product.slug, sku: product.sku },
      })
      return loadManagedDetail(tx, { id: product.id }, vendorId)
    })
  }

  return {
    async list(vendorId: string, query: ManagedProductsQueryOut) {
      return listManaged(db, { vendorId }, query)
    },

    async get(vendorId: string, idOrSlugValue: string): Promise<ManagedProductDetail> {
      return loadManagedDetail(db, idOrSlug(idOrSlugValue), vendorId)
    },

    /** A new product: pending review, available, with a unique slug and SKU made here. */
    async create(vendorId: string, body: CreateInput): Promise<ManagedProductDetail> {
      for (let attempt = 1; ; attempt++) {
        try {
          return await createOnce(vendorId, normalizeBrand(body))
        } catch (error) {
          // Two sellers naming a product alike at the same moment: the loser takes the next slug.
          const collided =
            isUniqueViolation(error, 'products_slug_unique') || isUniqueViolation(error, 'products_sku_unique')
          if (collided && attempt < CREATE_ATTEMPTS) continue
          if (isForeignKeyViolation(error)) {
            throw new AppError(
              'CONFLICT',
              /*i18n*/ 'The category or an image was removed meanwhile. Please check the form and try again.',
            )
          }
          throw error
        }
      }
    },

    /** Applies only the fields that differ; review-relevant edits send the product back to review. */
    async update(vendorId: string, id: string, body: UpdateInput): Promise<ManagedProductDetail> {
      const sent = Object.entries(normalizeBrand(body)).filter(([, value]) => value !== undefined)
      if (sent.length === 0) throw new AppError('BAD_REQUEST', /*i18n*/ 'No changes to update.')
      try {
        return await db.transaction(async (tx) => {
          const current = await lockOwn(tx, vendorId, id)
          const imageIds = await currentImageIds(tx, id)
          const before: Record<string, unknown> = {
            ...current,
            declarations: declarationsOf(current.declarations),
            imageIds,
          }
          const changed = sent.filter(([key, value]) => !sameValue(before[key], value)).map(([key]) => key)
          if (changed.length === 0) return loadManagedDetail(tx, { id }, vendorId)
          const next = { ...before, ...Object.fromEntries(sent) } as ProductRow & { imageIds: string[] }

          if (changed.includes('refundDays')) {
            throw invalidField('refundDays', /*i18n*/ 'Refund days cannot be changed after the product is created.')
          }
          const declarationsTouched = ['categoryId', 'declarations', 'countryOfOrigin'].some((k) => changed.includes(k))
          if (changed.includes('categoryId') || changed.includes('subcategoryId') || declarationsTouched) {
            const required = await checkCategory(tx, next.categoryId, next.subcategoryId)
            // A category's new requirement holds a listed product at its next edit of what it declares.
            if (declarationsTouched)
              checkDeclarations(declarationsOf(next.declarations), required, next.countryOfOrigin)
          }
          if (changed.includes('imageIds')) await checkOwnImages(tx, vendorId, next.imageIds)
          if (changed.includes('pricePaise') || changed.includes('mrpPaise')) checkMrp(next.pricePaise, next.mrpPaise)
          if (changed.includes('slug') && (await isSlugTaken(tx, next.slug, id))) throw slugTaken()

          const now = clock.now()
          const values: Partial<ProductInsert> = { updatedAt: now }
          // Price, MRP and stock are the variants' (the product's are their summary, kept by a trigger).
          for (const key of changed)
            if (!NOT_ROW_FIELDS.has(key)) Object.assign(values, { [key]: next[key as keyof ProductRow] })
          const sentForReview = current.approvalStatus !== 'pending' && changed.some((key) => REVIEWED_FIELDS.has(key))
          if (sentForReview)
            Object.assign(values, {
              approvalStatus: 'pending',
              rejectionReason: null,
              reviewedAt: null,
              reviewedBy: null,
              // The review it goes back to covers what was flagged, and the queue lists it once.
              reviewFlags: [],
            })
          await updateProduct(tx, id, values)
          const variantsChanged = {
            money: changed.includes('pricePaise') || changed.includes('mrpPaise'),
            stock: changed.includes('stock'),
            options: changed.includes('colors') || changed.includes('sizes'),
          }
          const watched = current.approvalStatus === 'approved' && !sentForReview
          const variantsBefore =
            watched && (variantsChanged.money || variantsChanged.options) ? await variantsOf(tx, id) : null
          await syncFormVariants(tx, next, variantsChanged)
          if (variantsBefore) await flagForReview(tx, current, variantsBefore)
          if (changed.includes('imageIds')) await replaceProductImages(tx, id, next.imageIds)
          await recordAudit(tx, {
            actor: actor(vendorId),
            action: 'product.update',
            entity: 'product',
            entityId: id,
            details: { fields: changed, ...(sentForReview ? { sentForReview: true } : {}) },
          })
          return loadManagedDetail(tx, { id }, vendorId)
        })
      } catch (error) {
        if (isUniqueViolation(error, 'products_slug_unique')) throw slugTaken()
        if (isForeignKeyViolation(error)) {
          throw new AppError(
            'CONFLICT',
            /*i18n*/ 'The category or an image was removed meanwhile. Please check the form and try again.',
          )
        }
        throw error
      }
    },

    /**
     * Replaces the product's options and variants with the seller's grid (docs/decisions/044-variants.md).
     * A kept variant keeps its id, so carts holding it and orders naming it follow the change; a SKU
     * left empty keeps the variant's own or gets one made from the product's; a SKU the seller uses on
     * another product is refused at its cell.
     */
    async setVariants(vendorId: string, id: string, body: VariantsInput): Promise<ManagedProductDetail> {
      return db
        .transaction(async (tx) => {
          const product = await lockOwn(tx, vendorId, id)
          const current = new Map((await variantsOf(tx, id)).map((v) => [v.id, v]))
          body.variants.forEach((variant, i) => {
            if (variant.id !== undefined && !current.has(variant.id))
              throw invalidField(`variants.${i}.id`, /*i18n*/ 'Not a variant of this product.')
          })
          const kindAt = (kind: string) => body.options.findIndex((o) => o.kind === kind)
          const [colourAt, sizeAt] = [kindAt('colour'), kindAt('size')]
          const rows: VariantRecord[] = body.variants.map((v) => ({
            ...v,
            id: v.id ?? null,
            sku: v.sku || (v.id && current.get(v.id)?.sku) || [product.sku, ...v.values].join('-').replace(/\s+/g, '-'),
            color: v.values[colourAt] ?? '',
            size: v.values[sizeAt] ?? '',
          }))
          const taken = await skusTakenElsewhere(
            tx,
            vendorId,
            id,
            rows.map((r) => r.sku),
          )
          const clashes = rows.flatMap((r, i) => (taken.has(r.sku) ? [i] : []))
          if (clashes.length > 0) {
            const message = /*i18n*/ 'You already use this SKU on another product.'
            throw new AppError('CONFLICT', message, {
              details: clashes.map((i) => ({ path: `variants.${i}.sku`, message })),
            })
          }
          const images = await currentImageIds(tx, id)
          body.photoColors.forEach((mark, i) => {
            if (!images.includes(mark.imageId))
              throw invalidField(`photoColors.${i}.imageId`, /*i18n*/ 'Choose one of the product’s photos.')
          })
          await replaceVariants(tx, product, body.options, rows, clock.now())
          if (product.approvalStatus === 'approved') await flagForReview(tx, product, [...current.values()])
          await setPhotoColours(tx, id, body.photoColors)
          // Saving the grid is the seller's check of variants made by the migration to them (0046).
          await updateProduct(tx, id, { updatedAt: clock.now(), variantsToCheck: false })
          await recordAudit(tx, {
            actor: actor(vendorId),
            action: 'product.variants',
            entity: 'product',
            entityId: id,
            details: {
              options: body.options.map((o) => o.name),
              variants: rows.length,
              removed: [...current.keys()].filter((key) => !rows.some((r) => r.id === key)).length,
            },
          })
          return loadManagedDetail(tx, { id }, vendorId)
        })
        .catch((error: unknown) => {
          // Another product took the SKU between the check and the write.
          if (isUniqueViolation(error, 'product_variants_vendor_sku_key'))
            throw new AppError('CONFLICT', /*i18n*/ 'You already use this SKU on another product.')
          throw error
        })
    },

    /**
     * Sets or removes the size chart. A table's rows are the product's sizes (spelled as it does,
     * when it has sizes); a photo is one the seller uploaded. Not a reviewed change: it describes
     * sizes the admin already saw, and the seller keeps it right.
     */
    async setSizeChart(vendorId: string, id: string, body: SizeChartBodyOut): Promise<ManagedProductDetail> {
      return db.transaction(async (tx) => {
        const product = await lockOwn(tx, vendorId, id)
        const chart = body.sizeChart
        let stored: StoredSizeChart | null = null
        if (chart?.kind === 'image') {
          const owned = await findOwnedMediaIds(tx, { kind: 'vendor', id: vendorId }, [chart.imageId])
          if (owned.length === 0)
            throw invalidField('sizeChart.imageId', /*i18n*/ 'Use an image you uploaded yourself.')
          stored = { kind: 'image', mediaId: chart.imageId }
        } else if (chart) {
          const rows = chart.rows.map((row, i) => {
            if (product.sizes.length === 0) return row
            const size = product.sizes.find((s) => s.toLowerCase() === row.size.toLowerCase())
            if (!size) {
              const message = fill(/*i18n*/ 'Use one of the product’s sizes: {sizes}.', {
                sizes: product.sizes.join(', '),
              })
              throw invalidField(`sizeChart.rows.${i}.size`, message)
            }
            return { ...row, size }
          })
          stored = { ...chart, rows }
        }
        await updateProduct(tx, id, { sizeChart: stored, updatedAt: clock.now() })
        await recordAudit(tx, {
          actor: actor(vendorId),
          action: 'product.size_chart',
          entity: 'product',
          entityId: id,
          details: { kind: stored?.kind ?? null },
        })
        return loadManagedDetail(tx, { id }, vendorId)
      })
    },

    /** In stock / out of stock (docs/spec.md §4); not a reviewed change. */
    async setAvailability(vendorId: string, id: string, isAvailable: boolean): Promise<ManagedProductRow> {
      return db.transaction(async (tx) => {
        const current = await lockOwn(tx, vendorId, id)
        if (current.isAvailable !== isAvailable) {
          await updateProduct(tx, id, { isAvailable, updatedAt: clock.now() })
          await recordAudit(tx, {
            actor: actor(vendorId),
            action: 'product.availability',
            entity: 'product',
            entityId: id,
            details: { isAvailable },
          })
        }
        return loadManagedRow(tx, id, vendorId)
      })
    },

    /** Deletes the product, or archives it when it was ordered. */
    async remove(vendorId: string, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const product = await lockOwn(tx, vendorId, id)
        const outcome = await removeProduct(tx, product, clock.now())
        await recordAudit(tx, {
          actor: actor(vendorId),
          action: outcome === 'archived' ? 'product.archive' : 'product.delete',
          entity: 'product',
          entityId: id,
          details: { name: product.name, sku: product.sku },
        })
      })
    },
  }
}

function slugTaken(): AppError {
  const message = /*i18n*/ 'Another product already uses this slug.'
  return new AppError('CONFLICT', message, { details: [{ path: 'slug', message }] })
}

export type VendorProductsService = ReturnType<typeof vendorProductsService>
