import { type SQL, and, asc, count, desc, eq, inArray, isNotNull, isNull, ne, or, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { lowerContainsPattern } from '../../lib/like-pattern'
import { vendors } from '../../db/schema/accounts'
import {
  type ProductOption,
  categories,
  productImages,
  productVariants,
  products,
  subcategories,
} from '../../db/schema/catalog'
import type { ManagedVariant } from '@haat/shared/catalog/variant-input'
import { orderLines } from '../../db/schema/commerce'
import { media } from '../../db/schema/platform'
import { must } from '../../lib/must'

export type ProductRow = typeof products.$inferSelect
export type ProductInsert = typeof products.$inferInsert
type ApprovalStatus = ProductRow['approvalStatus']
/** A product with the names the management screens show beside it. */
export type ManagedProductRecord = {
  product: ProductRow
  categoryName: string
  subcategoryName: string | null
  vendorName: string
}
export type ProductImageRecord = {
  productId: string
  position: number
  media: { id: string; storageKey: string; widths: number[]; width: number; height: number }
}

export type ManagedProductFilter = {
  vendorId?: string
  status?: ApprovalStatus
  search?: string
  /** Admins also find products by the seller's business name. */
  searchVendorName?: boolean
  /** The admins' queue leaves out sellers still under review: their products join it on approval. */
  reviewedSellersOnly?: boolean
  /** Only products with review flags (products_flagged_idx). */
  flagged?: boolean
}

function filterCondition(filter: ManagedProductFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [isNull(products.archivedAt)]
  if (filter.vendorId) conditions.push(eq(products.vendorId, filter.vendorId))
  if (filter.status) conditions.push(eq(products.approvalStatus, filter.status))
  if (filter.reviewedSellersOnly) conditions.push(ne(vendors.status, 'pending'))
  if (filter.flagged) conditions.push(sql`${products.reviewFlags} <> '[]'::jsonb`)
  if (filter.search) {
    const pattern = lowerContainsPattern(filter.search)
    conditions.push(
      or(
        sql`lower(${products.name}) like ${pattern}`,
        sql`lower(${products.sku}) like ${pattern}`,
        filter.searchVendorName ? sql`lower(${vendors.businessName}) like ${pattern}` : undefined,
      ),
    )
  }
  return and(...conditions)
}

function selectManaged(db: DbOrTx) {
  return db
    .select({
      product: products,
      categoryName: categories.name,
      subcategoryName: subcategories.name,
      vendorName: vendors.businessName,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(subcategories, eq(subcategories.id, products.subcategoryId))
    .innerJoin(vendors, eq(vendors.id, products.vendorId))
}

/** A page of products that are not archived, newest first. */
export async function listManagedProducts(
  db: DbOrTx,
  filter: ManagedProductFilter,
  page: { limit: number; offset: number },
): Promise<{ records: ManagedProductRecord[]; total: number }> {
  const where = filterCondition(filter)
  const records = await selectManaged(db)
    .where(where)
    .orderBy(desc(products.createdAt), desc(products.id))
    .limit(page.limit)
    .offset(page.offset)
  const [total] = await db
    .select({ n: count() })
    .from(products)
    .innerJoin(vendors, eq(vendors.id, products.vendorId))
    .where(where)
  return { records, total: total?.n ?? 0 }
}

/** One product that is not archived, by id or slug, optionally only if this vendor owns it. */
export async function findManagedProduct(
  db: DbOrTx,
  by: { id: string } | { slug: string },
  vendorId?: string,
): Promise<ManagedProductRecord | null> {
  const [record] = await selectManaged(db).where(
    and(
      'id' in by ? eq(products.id, by.id) : eq(products.slug, by.slug),
      isNull(products.archivedAt),
      vendorId ? eq(products.vendorId, vendorId) : undefined,
    ),
  )
  return record ?? null
}

/** The review status of a product's seller. */
export async function sellerStatusOf(db: DbOrTx, vendorId: string) {
  const [row] = await db.select({ status: vendors.status }).from(vendors).where(eq(vendors.id, vendorId))
  return row?.status ?? null
}

/**
 * Locks a product's variants, in id order, before the product itself: the order checkout takes them
 * in (variants, then the products their summary trigger updates), so an edit and a sale never wait
 * on each other in a cycle.
 */
export async function lockVariantsOf(tx: DbOrTx, productId: string): Promise<void> {
  await tx.execute(sql`select id from product_variants where product_id = ${productId} order by id for no key update`)
}

/**
 * Brings the variants of a product edited through the one-price form in step with it: the price and
 * MRP apply to every variant, the stock to each; a colour or size removed takes its variants with it
 * (order lines keep their copy), one added brings a variant for each new combination.
 */
export async function syncFormVariants(
  tx: DbOrTx,
  product: Pick<ProductRow, 'id' | 'vendorId' | 'sku' | 'colors' | 'sizes' | 'pricePaise' | 'mrpPaise' | 'stock'>,
  changed: { money: boolean; stock: boolean; options: boolean },
): Promise<void> {
  if (changed.options) {
    const sizes = product.sizes.length ? product.sizes : ['']
    const colors = product.colors.length ? product.colors : ['']
    const combos = sizes.flatMap((size) => colors.map((color) => ({ size, color })))
    const keep = sql.join(
      combos.map((c) => sql`(${c.size}, ${c.color})`),
      sql`, `,
    )
    await tx.execute(
      sql`delete from product_variants where product_id = ${product.id} and (size, color) not in (${keep})`,
    )
    const rows = combos.map(
      (c, position) =>
        sql`(${product.id}::uuid, ${product.vendorId}::uuid, ${[product.sku, c.size, c.color].filter(Boolean).join('-')},
          ${sql.param([c.size, c.color].filter(Boolean))}::text[], ${c.color}, ${c.size}, ${product.pricePaise}::int,
          ${product.mrpPaise}::int, ${product.stock}::int, ${position}::smallint)`,
    )
    await tx.execute(sql`
      insert into product_variants (product_id, vendor_id, sku, option_values, color, size, price_paise, mrp_paise, stock, position)
      values ${sql.join(rows, sql`, `)}
      on conflict (product_id, option_values) do update set position = excluded.position`)
    const options = [
      ...(product.sizes.length ? [{ name: 'Size', kind: 'size' as const, values: product.sizes }] : []),
      ...(product.colors.length ? [{ name: 'Colour', kind: 'colour' as const, values: product.colors }] : []),
    ]
    await tx.update(products).set({ options }).where(eq(products.id, product.id))
  }
  if (changed.money)
    await tx.execute(sql`update product_variants set price_paise = ${product.pricePaise}, mrp_paise = ${product.mrpPaise}
      where product_id = ${product.id}`)
  if (changed.stock)
    await tx.execute(sql`update product_variants set stock = ${product.stock} where product_id = ${product.id}`)
}

/** A product's variants as the seller's grid shows them, in the seller's order. */
export async function variantsOf(db: DbOrTx, productId: string): Promise<ManagedVariant[]> {
  return db
    .select({
      id: productVariants.id,
      values: productVariants.optionValues,
      sku: productVariants.sku,
      pricePaise: productVariants.pricePaise,
      mrpPaise: productVariants.mrpPaise,
      stock: productVariants.stock,
      weightGrams: productVariants.weightGrams,
      isActive: productVariants.isActive,
    })
    .from(productVariants)
    .where(eq(productVariants.productId, productId))
    .orderBy(asc(productVariants.position), asc(productVariants.id))
}

/** Which of these SKUs the seller already uses on another product. */
export async function skusTakenElsewhere(tx: DbOrTx, vendorId: string, productId: string, skus: string[]) {
  if (skus.length === 0) return new Set<string>()
  const rows = await tx
    .select({ sku: productVariants.sku })
    .from(productVariants)
    .where(
      and(
        eq(productVariants.vendorId, vendorId),
        ne(productVariants.productId, productId),
        inArray(productVariants.sku, skus),
      ),
    )
  return new Set(rows.map((r) => r.sku))
}

/** A grid row ready to store: the SKU decided, the colour and size read off the options. */
export type VariantRecord = Omit<ManagedVariant, 'id'> & { id: string | null; color: string; size: string }

/**
 * Replaces a locked product's variants with the grid's: rows not in it are deleted (order lines keep
 * their copy; carts lose them), kept rows are rewritten and new rows inserted, in three statements.
 * Kept rows first take placeholder SKUs and values, so two variants may swap them.
 */
export async function replaceVariants(
  tx: DbOrTx,
  product: Pick<ProductRow, 'id' | 'vendorId'>,
  options: ProductOption[],
  rows: VariantRecord[],
  now: Date,
): Promise<void> {
  const kept = rows.flatMap((r) => (r.id ? [r.id] : []))
  await tx.execute(
    sql`delete from product_variants where product_id = ${product.id} and not (id = any(${sql.param(kept)}::uuid[]))`,
  )
  await tx.execute(sql`update product_variants set sku = 'moving-' || id, option_values = array['moving', id::text]
    where product_id = ${product.id}`)
  const records = rows.map((r, position) => ({
    id: r.id,
    sku: r.sku,
    option_values: r.values,
    color: r.color,
    size: r.size,
    price_paise: r.pricePaise,
    mrp_paise: r.mrpPaise,
    stock: r.stock,
    weight_grams: r.weightGrams,
    is_active: r.isActive,
    position,
  }))
  const recordset = sql`jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as x(id uuid, sku text,
    option_values text[], color text, size text, price_paise int, mrp_paise int, stock int, weight_grams int,
    is_active boolean, position smallint)`
  await tx.execute(sql`update product_variants v set sku = x.sku, option_values = x.option_values, color = x.color,
      size = x.size, price_paise = x.price_paise, mrp_paise = x.mrp_paise, stock = x.stock,
      weight_grams = x.weight_grams, is_active = x.is_active, position = x.position, updated_at = ${now}
    from ${recordset} where v.id = x.id and v.product_id = ${product.id}`)
  await tx.execute(sql`insert into product_variants (product_id, vendor_id, sku, option_values, color, size,
      price_paise, mrp_paise, stock, weight_grams, is_active, position)
    select ${product.id}::uuid, ${product.vendorId}::uuid, x.sku, x.option_values, x.color, x.size, x.price_paise,
      x.mrp_paise, x.stock, x.weight_grams, x.is_active, x.position
    from ${recordset} where x.id is null`)
  const valuesOf = (kind: ProductOption['kind']) => options.find((o) => o.kind === kind)?.values ?? []
  await tx
    .update(products)
    .set({ options, colors: valuesOf('colour'), sizes: valuesOf('size') })
    .where(eq(products.id, product.id))
}

/** Locks a live product for a change, so two edits (or an edit and a review) cannot interleave. */
export async function lockProduct(tx: DbOrTx, id: string, vendorId?: string): Promise<ProductRow | null> {
  const [row] = await tx
    .select()
    .from(products)
    .where(
      and(eq(products.id, id), isNull(products.archivedAt), vendorId ? eq(products.vendorId, vendorId) : undefined),
    )
    .for('update')
  return row ?? null
}

export async function imagesOf(db: DbOrTx, productIds: string[], onlyFirst = false): Promise<ProductImageRecord[]> {
  if (productIds.length === 0) return []
  const rows = await db
    .select({
      productId: productImages.productId,
      position: productImages.position,
      media: {
        id: media.id,
        storageKey: media.storageKey,
        widths: media.widths,
        width: media.width,
        height: media.height,
      },
    })
    .from(productImages)
    .innerJoin(media, eq(media.id, productImages.mediaId))
    .where(
      and(
        inArray(productImages.productId, productIds),
        onlyFirst
          ? sql`${productImages.position} = (select min(pi.position) from product_images pi where pi.product_id = ${productImages.productId})`
          : undefined,
      ),
    )
    .orderBy(asc(productImages.productId), asc(productImages.position))
  return rows
}

export async function insertProduct(tx: DbOrTx, values: ProductInsert): Promise<ProductRow> {
  const [row] = await tx.insert(products).values(values).returning()
  return must(row, 'the inserted product')
}

export async function updateProduct(tx: DbOrTx, id: string, values: Partial<ProductInsert>): Promise<void> {
  await tx.update(products).set(values).where(eq(products.id, id))
}

/** Sets a product's photos in order; a photo kept keeps the colour it was marked with. */
export async function replaceProductImages(tx: DbOrTx, productId: string, mediaIds: string[]): Promise<void> {
  const colours = new Map((await photoColoursOf(tx, productId)).map((p) => [p.imageId, p.color] as const))
  await tx.delete(productImages).where(eq(productImages.productId, productId))
  if (mediaIds.length === 0) return
  await tx
    .insert(productImages)
    .values(
      mediaIds.map((mediaId, position) => ({ productId, mediaId, position, color: colours.get(mediaId) ?? null })),
    )
}

/** The photos marked with a colour: the product page shows a colour's own when it is picked. */
export async function photoColoursOf(db: DbOrTx, productId: string): Promise<{ imageId: string; color: string }[]> {
  const rows = await db
    .select({ imageId: productImages.mediaId, color: productImages.color })
    .from(productImages)
    .where(and(eq(productImages.productId, productId), isNotNull(productImages.color)))
    .orderBy(asc(productImages.position))
  return rows.flatMap((r) => (r.color === null ? [] : [{ imageId: r.imageId, color: r.color }]))
}

/** Marks the product's photos with their colours; a photo not named shows for every colour. */
export async function setPhotoColours(
  tx: DbOrTx,
  productId: string,
  marks: { imageId: string; color: string }[],
): Promise<void> {
  const rows = marks.map((m) => ({ image_id: m.imageId, color: m.color }))
  const marked = sql`jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(image_id uuid, color text)`
  await tx.execute(sql`update product_images pi
    set color = (select x.color from ${marked} where x.image_id = pi.media_id)
    where pi.product_id = ${productId}`)
}

export async function currentImageIds(db: DbOrTx, productId: string): Promise<string[]> {
  const rows = await db
    .select({ mediaId: productImages.mediaId })
    .from(productImages)
    .where(eq(productImages.productId, productId))
    .orderBy(asc(productImages.position))
  return rows.map((r) => r.mediaId)
}

export async function deleteProduct(tx: DbOrTx, id: string): Promise<void> {
  await tx.delete(products).where(eq(products.id, id))
}

export async function isProductOrdered(db: DbOrTx, id: string): Promise<boolean> {
  const [row] = await db.select({ id: orderLines.id }).from(orderLines).where(eq(orderLines.productId, id)).limit(1)
  return Boolean(row)
}

/** Slugs already used that `base` or `base-N` would collide with. */
export async function slugsLike(db: DbOrTx, base: string): Promise<string[]> {
  const rows = await db
    .select({ slug: products.slug })
    .from(products)
    .where(or(eq(products.slug, base), sql`${products.slug} ~ ${`^${base}-[0-9]+$`}`))
  return rows.map((r) => r.slug)
}

export async function isSlugTaken(db: DbOrTx, slug: string, exceptId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.slug, slug), ne(products.id, exceptId)))
  return Boolean(row)
}

export async function findCategory(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ id: categories.id, name: categories.name, requiredDeclarations: categories.requiredDeclarations })
    .from(categories)
    .where(eq(categories.id, id))
  return row ?? null
}

export async function findSubcategory(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ id: subcategories.id, categoryId: subcategories.categoryId })
    .from(subcategories)
    .where(eq(subcategories.id, id))
  return row ?? null
}
