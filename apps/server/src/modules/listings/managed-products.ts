// What the vendor's and the admin's product screens share: the row and detail shapes, lists, and
// the delete that archives a product once it has been ordered (docs/decisions/017-orders-are-records.md).
import { EMPTY_DECLARATIONS } from '@haat/shared/catalog/declarations'
import type { ImageSet } from '@haat/shared/catalog/product'
import type { ManagedProductDetail, ManagedProductRow, ManagedProductsQuery } from '@haat/shared/catalog/product-input'
import type { SizeChartView } from '@haat/shared/catalog/size-chart'
import type { z } from 'zod'
import type { StoredSizeChart } from '../../db/schema/catalog'
import type { DbOrTx } from '../../db/client'
import { AppError } from '../../lib/app-error'
import { findMediaByIds, toImageSet } from '../media'
import {
  type ManagedProductFilter,
  type ManagedProductRecord,
  type ProductRow,
  deleteProduct,
  findManagedProduct,
  imagesOf,
  isProductOrdered,
  listManagedProducts,
  updateProduct,
  variantsOf,
  photoColoursOf,
} from './vendor-products.repository'

export type ManagedProductsQueryOut = z.output<typeof ManagedProductsQuery>

export const productNotFound = () => new AppError('NOT_FOUND', /*i18n*/ 'Product not found.')

/** A 400 that names the form field to fix. */
export function invalidField(path: string, message: string): AppError {
  return new AppError('VALIDATION', message, { details: [{ path, message }] })
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
/** The edit page is addressed by slug (docs/spec.md: /vendor/products/edit/{slug}), the API by id; both work. */
export const idOrSlug = (value: string) => (UUID.test(value) ? { id: value.toLowerCase() } : { slug: value })

function toManagedRow(
  { product, categoryName, subcategoryName, vendorName }: ManagedProductRecord,
  image: ImageSet | null,
): ManagedProductRow {
  return {
    id: product.id,
    slug: product.slug,
    name: product.name,
    image,
    category: { id: product.categoryId, name: categoryName },
    subcategory: product.subcategoryId && subcategoryName ? { id: product.subcategoryId, name: subcategoryName } : null,
    pricePaise: product.pricePaise,
    mrpPaise: product.mrpPaise,
    stock: product.stock,
    isAvailable: product.isAvailable,
    approvalStatus: product.approvalStatus,
    rejectionReason: product.rejectionReason,
    archived: product.archivedAt !== null,
    variantsToCheck: product.variantsToCheck,
    reviewFlags: product.reviewFlags,
    vendor: { id: product.vendorId, businessName: vendorName },
    createdAt: product.createdAt.toISOString(),
  }
}

export async function listManaged(db: DbOrTx, filter: ManagedProductFilter, query: ManagedProductsQueryOut) {
  const { records, total } = await listManagedProducts(
    db,
    {
      ...filter,
      ...(query.status ? { status: query.status } : {}),
      ...(query.search ? { search: query.search } : {}),
      ...(query.flagged ? { flagged: true } : {}),
    },
    { limit: query.pageSize, offset: (query.page - 1) * query.pageSize },
  )
  const firstImages = await imagesOf(
    db,
    records.map((r) => r.product.id),
    true,
  )
  const imageOf = new Map(firstImages.map((i) => [i.productId, toImageSet(i.media)]))
  return {
    data: records.map((r) => toManagedRow(r, imageOf.get(r.product.id) ?? null)),
    meta: { page: query.page, pageSize: query.pageSize, total },
  }
}

/** A live product as a list row; 404 when it is gone (or not this vendor's). */
export async function loadManagedRow(db: DbOrTx, id: string, vendorId?: string): Promise<ManagedProductRow> {
  const record = await findManagedProduct(db, { id }, vendorId)
  if (!record) throw productNotFound()
  const [first] = await imagesOf(db, [id], true)
  return toManagedRow(record, first ? toImageSet(first.media) : null)
}

/** A stored size chart as the form and shoppers read it; null without one, or when its photo is gone. */
async function sizeChartView(db: DbOrTx, stored: StoredSizeChart | null): Promise<SizeChartView | null> {
  if (stored === null) return null
  if (stored.kind === 'table') return stored
  const [photo] = await findMediaByIds(db, [stored.mediaId])
  return photo ? { kind: 'image', image: toImageSet(photo) } : null
}

/** Everything the edit form shows. */
export async function loadManagedDetail(
  db: DbOrTx,
  by: { id: string } | { slug: string },
  vendorId?: string,
): Promise<ManagedProductDetail> {
  const record = await findManagedProduct(db, by, vendorId)
  if (!record) throw productNotFound()
  const images = (await imagesOf(db, [record.product.id])).map((i) => toImageSet(i.media))
  const { product } = record
  return {
    ...toManagedRow(record, images[0] ?? null),
    description: product.description,
    brand: product.brand,
    countryOfOrigin: product.countryOfOrigin,
    colors: product.colors,
    sizes: product.sizes,
    specifications: product.specifications,
    images,
    refundDays: product.refundDays,
    hsnCode: product.hsnCode,
    gstRateBp: product.gstRateBp,
    isNew: product.isNew,
    declarations: { ...EMPTY_DECLARATIONS, ...product.declarations },
    options: product.options,
    variants: await variantsOf(db, product.id),
    photoColors: await photoColoursOf(db, product.id),
    sizeChart: await sizeChartView(db, product.sizeChart),
  }
}

/**
 * Deletes a locked product, or archives it when any order line names it: orders are records,
 * and their lines keep pointing at the product. The caller holds the row lock (lockProduct), so
 * an order being placed meanwhile either commits first (and is seen here) or waits.
 */
export async function removeProduct(tx: DbOrTx, product: ProductRow, now: Date): Promise<'deleted' | 'archived'> {
  if (await isProductOrdered(tx, product.id)) {
    await updateProduct(tx, product.id, { archivedAt: now, isAvailable: false, updatedAt: now })
    return 'archived'
  }
  await deleteProduct(tx, product.id)
  return 'deleted'
}
