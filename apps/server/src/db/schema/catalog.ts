import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { admins, customers, vendors } from './accounts'
import { createdAt, timestamps } from './columns'
import { approvalStatus } from './enums'
import type { DeclarationField, ProductDeclarations } from '@haat/shared/catalog/declarations'
import type { ReviewFlag } from '@haat/shared/catalog/variant-input'
import type { SizeChartTable } from '@haat/shared/catalog/size-chart'
import { media } from './platform'

export const categories = pgTable(
  'categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** The name in Hindi, shown to Hindi readers; null: they read `name` (issue 42 item 13). */
    nameHi: text('name_hi'),
    slug: text('slug').notNull().unique(),
    imageMediaId: uuid('image_media_id').references(() => media.id, { onDelete: 'set null' }),
    position: integer('position').notNull().default(0),
    /** Haat's commission on sales in this category, in basis points (1500 = 15%); 0 until an admin sets it. */
    commissionBp: integer('commission_bp').notNull().default(0),
    /** The declarations its products must carry (docs/decisions/045-listing-declarations.md); an admin sets them. */
    requiredDeclarations: text('required_declarations')
      .array()
      .$type<DeclarationField[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: createdAt(),
  },
  (t) => [check('categories_commission_bp', sql`${t.commissionBp} between 0 and 5000`)],
)

export const subcategories = pgTable(
  'subcategories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    /** The name in Hindi, shown to Hindi readers; null: they read `name`. */
    nameHi: text('name_hi'),
    slug: text('slug').notNull(),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('subcategories_category_slug_key').on(t.categoryId, t.slug)],
)

export type Specification = { key: string; value: string }

/**
 * One of a product's options (at most three: Size, Colour, Pack of…) with its values in the seller's
 * order. `kind` says how shoppers pick it (swatches for colour, chips for size) and which filter it feeds.
 */
/** A size chart as stored: the table as the seller typed it, or the media id of its photo. */
export type StoredSizeChart = SizeChartTable | { kind: 'image'; mediaId: string }

export type ProductOption = { name: string; kind: 'size' | 'colour' | 'other'; values: string[] }

/** PostgreSQL's full-text document type; only SQL reads it (search ranking), so text on this side. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' })

/** Visible-candidate rows (approved, not archived): what the public catalogue's partial indexes cover. */
const listedProduct = sql`approval_status = 'approved' and archived_at is null`
/** Unit price after the product's own discount, rounded half up (money.ts unitPricePaise); lists filter and sort on it. */
const unitPriceSql = sql`((price_paise::bigint * (100 - discount_percent) + 50) / 100)`

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'restrict' }),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    subcategoryId: uuid('subcategory_id').references(() => subcategories.id, { onDelete: 'restrict' }),
    sku: text('sku').notNull().unique(),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    description: text('description').notNull(),
    brand: text('brand'),
    countryOfOrigin: text('country_of_origin').notNull().default('India'),
    /** Selling price in paise. */
    pricePaise: integer('price_paise').notNull(),
    /** MRP in paise (docs/spec.md's old_price, default 0): struck through when greater than the price. */
    mrpPaise: integer('mrp_paise').notNull().default(0),
    discountPercent: smallint('discount_percent').notNull().default(0),
    /** Units left; null means the vendor does not count stock (availability alone decides). */
    stock: integer('stock'),
    isAvailable: boolean('is_available').notNull().default(true),
    isNew: boolean('is_new').notNull().default(false),
    colors: text('colors')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    sizes: text('sizes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    specifications: jsonb('specifications').$type<Specification[]>().notNull().default([]),
    /**
     * The options shoppers choose among (docs/decisions/044-variants.md); `colors` and `sizes` above
     * are the values of its colour and size options, kept beside it for the listing filters.
     */
    options: jsonb('options').$type<ProductOption[]>().notNull().default([]),
    /**
     * Kept by the product_variants_summary trigger (migration 0041), never written by code: the
     * price, MRP and stock above summarise the product's active variants (lowest price with its MRP,
     * units of all of them) and this is the highest price, for "₹499–₹699".
     */
    priceMaxPaise: integer('price_max_paise').notNull().default(0),
    /**
     * Set on products whose sizes and colours became variants with all the stock on the first
     * (migration 0046): the seller's list marks them until the seller saves their variant grid.
     */
    variantsToCheck: boolean('variants_to_check').notNull().default(false),
    /**
     * Changes since approval an admin should look at while the product stays listed: a price moved
     * by more than half, a new variant (docs/decisions/044-variants.md). Cleared by approving again.
     */
    reviewFlags: jsonb('review_flags').$type<ReviewFlag[]>().notNull().default([]),
    /**
     * The seller's size chart (@haat/shared/catalog/size-chart): a table of measurements per size,
     * or `{ kind: 'image', mediaId }`, a photo of their own chart; null without one.
     */
    sizeChart: jsonb('size_chart').$type<StoredSizeChart>(),
    refundDays: smallint('refund_days').notNull().default(0),
    /** HSN code (4, 6 or 8 digits) and GST rate in basis points; required for new products, null on older ones. */
    hsnCode: text('hsn_code'),
    gstRateBp: integer('gst_rate_bp'),
    /**
     * Net quantity, manufacturer, packer, importer, consumer care, best before, warranty, guarantee
     * (docs/decisions/045-listing-declarations.md); '{}' on products made before they were asked for.
     */
    declarations: jsonb('declarations').$type<Partial<ProductDeclarations>>().notNull().default({}),
    approvalStatus: approvalStatus('approval_status').notNull().default('pending'),
    rejectionReason: text('rejection_reason'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: uuid('reviewed_by').references(() => admins.id, { onDelete: 'set null' }),
    /** Set instead of deleting a product that was ordered (docs/decisions/017-orders-are-records.md). */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    /** Review aggregates kept beside the product so lists can sort by rating without a join. */
    ratingCount: integer('rating_count').notNull().default(0),
    ratingSum: integer('rating_sum').notNull().default(0),
    /**
     * Weighted full-text document (name, brand, category and subcategory names, description),
     * kept by the products_search_document trigger (migration 0002): never written by code.
     */
    searchDocument: tsvector('search_document'),
    /**
     * The name and brand alone, kept by the same trigger (migration 0022): a search takes the products
     * whose name or brand matches first, from an index that needs no recheck of the weights.
     */
    nameDocument: tsvector('name_document'),
    ...timestamps(),
  },
  (t) => [
    check('products_price_nonnegative', sql`${t.pricePaise} >= 0`),
    check('products_mrp_nonnegative', sql`${t.mrpPaise} >= 0`),
    check('products_discount_range', sql`${t.discountPercent} between 0 and 100`),
    check('products_stock_nonnegative', sql`${t.stock} is null or ${t.stock} >= 0`),
    check('products_refund_days_nonnegative', sql`${t.refundDays} >= 0`),
    check('products_hsn_code', sql`${t.hsnCode} is null or ${t.hsnCode} ~ '^([0-9]{4}|[0-9]{6}|[0-9]{8})$'`),
    check('products_gst_rate', sql`${t.gstRateBp} is null or ${t.gstRateBp} between 0 and 10000`),
    check('products_rating_nonnegative', sql`${t.ratingCount} >= 0 and ${t.ratingSum} >= 0`),
    index('products_vendor_idx').on(t.vendorId, t.createdAt),
    index('products_category_idx').on(t.categoryId, t.createdAt),
    index('products_subcategory_idx').on(t.subcategoryId, t.createdAt),
    // The admin's "Changes to look at": the few listed products with review flags.
    index('products_flagged_idx')
      .on(t.updatedAt)
      .where(sql`${t.reviewFlags} <> '[]'::jsonb`),
    index('products_approval_idx').on(t.approvalStatus, t.createdAt),
    index('products_price_idx').on(t.pricePaise),
    index('products_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    // Public catalogue (products.repository.ts). Search: full text, and the name (above) as the last
    // resort. Lists: category, subcategory and newest use the indexes above; the price and rating
    // sorts need their expressions.
    index('products_search_document_idx').using('gin', t.searchDocument),
    index('products_name_document_idx').using('gin', t.nameDocument),
    index('products_listed_unit_price_idx').on(unitPriceSql).where(listedProduct),
    index('products_listed_rating_idx')
      .on(sql`round(rating_sum::numeric / nullif(rating_count, 0), 1) desc nulls last`, t.ratingCount.desc())
      .where(listedProduct),
  ],
)

/** A variant a shopper may buy now, the product's own switch aside: offered, and not sold out (null: not counted). */
const variantOnSale = sql`is_active and (stock is null or stock > 0)`

/**
 * What a shopper buys: one combination of a product's option values (docs/decisions/044-variants.md),
 * with its own SKU (unique per seller), price, MRP, stock and weight. A product without options has
 * exactly one variant, with no values. Stock is taken and given back here (stock.repository.ts);
 * order lines keep what they need of a variant, so deleting one never breaks an old order.
 */
export const productVariants = pgTable(
  'product_variants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** The product's seller, here for the per-seller unique SKU. */
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'restrict' }),
    sku: text('sku').notNull(),
    /** One value per product option, in the options' order. */
    optionValues: text('option_values')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The values of the colour and size options ('' when the product has none): the cart's and filters' keys. */
    color: text('color').notNull().default(''),
    size: text('size').notNull().default(''),
    pricePaise: integer('price_paise').notNull(),
    mrpPaise: integer('mrp_paise').notNull().default(0),
    /** Units left; null: the seller does not count this variant's stock. */
    stock: integer('stock'),
    weightGrams: integer('weight_grams'),
    /** Off: not offered (shoppers see the combination greyed out), kept for its orders and edits. */
    isActive: boolean('is_active').notNull().default(true),
    position: smallint('position').notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    check('product_variants_price_nonnegative', sql`${t.pricePaise} >= 0`),
    check('product_variants_mrp_nonnegative', sql`${t.mrpPaise} >= 0`),
    check('product_variants_stock_nonnegative', sql`${t.stock} is null or ${t.stock} >= 0`),
    check('product_variants_weight_positive', sql`${t.weightGrams} is null or ${t.weightGrams} > 0`),
    uniqueIndex('product_variants_vendor_sku_key').on(t.vendorId, t.sku),
    uniqueIndex('product_variants_values_key').on(t.productId, t.optionValues),
    index('product_variants_product_idx').on(t.productId, t.position),
    // The listing's colour and size filters and their counts (products.repository.ts): a product is
    // found under a value when one of its variants on sale has it. Only those variants are indexed,
    // with both values, so "has an M in Blue" is one index-only probe per product.
    index('product_variants_on_sale_idx').on(t.productId, t.color, t.size).where(variantOnSale),
    // A rare colour or size among many products: start from the variants that have it.
    index('product_variants_on_sale_color_idx').on(t.color, t.productId).where(variantOnSale),
    index('product_variants_on_sale_size_idx').on(t.size, t.productId).where(variantOnSale),
  ],
)

/**
 * Every word (three letters or more, not only digits) of every product's name and brand, lowercased:
 * what a misspelt search word is corrected to ("samsng" → "samsung") and what suggestions complete.
 * Kept by triggers on products (migration 0022), never written by code; words are never removed (a
 * word no visible product has any more simply finds nothing).
 */
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (t) => [
  index('search_words_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`),
])

export const productImages = pgTable(
  'product_images',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    mediaId: uuid('media_id')
      .notNull()
      .references(() => media.id, { onDelete: 'restrict' }),
    position: smallint('position').notNull(),
    /** The colour this photo shows (docs/decisions/044-variants.md); null: it shows for every colour. */
    color: text('color'),
  },
  (t) => [primaryKey({ columns: [t.productId, t.position] }), index('product_images_media_idx').on(t.mediaId)],
)

/** A real count of today's views for "Viewed N times today" (docs/decisions/020-no-invented-numbers.md). */
export const productViewsDaily = pgTable(
  'product_views_daily',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    views: integer('views').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.day] })],
)

/** One review per customer per product, editable (docs/decisions/021-reviews.md). */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    body: text('body').notNull(),
    isVerifiedPurchase: boolean('is_verified_purchase').notNull().default(false),
    /**
     * The options of the variant the reviewer received ("Size: M, Colour: Blue"), copied from their
     * order line when the review was first saved: a later purchase of another size does not change it.
     */
    options: jsonb('options').$type<{ name: string; value: string }[]>().notNull().default([]),
    ...timestamps(),
  },
  (t) => [
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
    uniqueIndex('reviews_product_customer_key').on(t.productId, t.customerId),
    index('reviews_product_idx').on(t.productId, t.createdAt),
  ],
)
