import { z } from 'zod'
import { DeclarationsView, UnitSalePrice } from './declarations'
import { ListingFilterQuery } from './filters'
import { RECENTLY_VIEWED_MAX } from './recently-viewed'
import { SizeChartView } from './size-chart'
import { ProductOptionView } from './variant-input'
import { fill } from '../texts'

import { ImageSet } from './image-set'

export { ImageSet } from './image-set'

export const RatingSummary = z.object({
  /** Real average of reviews, one decimal; null when nobody has rated (docs/decisions/020-no-invented-numbers.md). */
  average: z.number().nullable(),
  count: z.number().int(),
})
export type RatingSummary = z.infer<typeof RatingSummary>

/**
 * A product card. Money is integer paise everywhere in the API; `unitPricePaise` is what one
 * unit costs after the product's own discount, `percentOff` compares it with the MRP.
 */
export const ProductSummary = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  brand: z.string().nullable(),
  /** The lowest price among the product's active variants, with that variant's MRP. */
  pricePaise: z.number().int(),
  mrpPaise: z.number().int(),
  /** The highest active variant's price: the card reads "₹499–₹699" when it is above `pricePaise`. */
  priceMaxPaise: z.number().int(),
  discountPercent: z.number().int(),
  unitPricePaise: z.number().int(),
  percentOff: z.number().int(),
  image: ImageSet.nullable(),
  rating: RatingSummary,
  isNew: z.boolean(),
  /** Available and some active variant not sold out: can be added to a cart. */
  inStock: z.boolean(),
  /** The colours of its active variants, in the seller's order: the card's colour dots. */
  activeColors: z.array(z.string()),
  /** `nameHi` as CategorySummary's; absent from a card a browser kept from before there were Hindi names. */
  category: z.object({ slug: z.string(), name: z.string(), nameHi: z.string().nullable().optional() }),
  subcategory: z.object({ slug: z.string(), name: z.string(), nameHi: z.string().nullable().optional() }).nullable(),
  vendor: z.object({ id: z.string(), businessName: z.string() }),
})
export type ProductSummary = z.infer<typeof ProductSummary>

export const Specification = z.object({ key: z.string(), value: z.string() })

/**
 * One variant a shopper may choose (docs/decisions/044-variants.md): only those the seller offers
 * now. `color` and `size` are '' when the product has no such option.
 */
export const ProductVariant = z.object({
  id: z.string(),
  sku: z.string(),
  color: z.string(),
  size: z.string(),
  /** Its value of each of ProductDetail.options, in their order (absent on older cached copies). */
  values: z.array(z.string()).optional(),
  pricePaise: z.number().int(),
  mrpPaise: z.number().int(),
  unitPricePaise: z.number().int(),
  percentOff: z.number().int(),
  inStock: z.boolean(),
  /** Units left when few (at most STOCK_SHOWN_UP_TO), as ProductDetail's; null when more, or not counted. */
  stock: z.number().int().nullable(),
})
export type ProductVariant = z.infer<typeof ProductVariant>

/** GET /api/products/{slug}: everything the product page shows. */
export const ProductDetail = ProductSummary.extend({
  sku: z.string(),
  description: z.string(),
  images: z.array(ImageSet),
  specifications: z.array(Specification),
  colors: z.array(z.string()),
  sizes: z.array(z.string()),
  /** The seller's size chart, shown beside the size picker; null without one (absent on older cached copies). */
  sizeChart: SizeChartView.nullable().optional(),
  /**
   * What a shopper chooses, in the seller's order: at most one size, one colour and one other
   * option (Pack of), each with its values (absent on older cached copies: then its sizes and colours).
   */
  options: z.array(ProductOptionView).optional(),
  /** The combinations offered, each with its own price and stock; price, MRP and stock above are their summary. */
  variants: z.array(ProductVariant),
  /** Photos marked with the colour they show: picking a colour shows its own (absent on older cached copies). */
  photoColors: z.array(z.object({ imageId: z.string(), color: z.string() })).optional(),
  refundDays: z.number().int(),
  countryOfOrigin: z.string(),
  /** What the law asks the listing to declare (./declarations). */
  declarations: DeclarationsView,
  /** Price per g, kg, ml, l, cm, m or unit, from the net quantity (rule 6(11)); null without one. */
  unitSalePrice: UnitSalePrice.nullable(),
  /**
   * Units left, when few (at most STOCK_SHOWN_UP_TO): the page says "Only N left" and the quantity
   * stops there. Null when there are more, or the seller does not count: a seller's full stock is
   * its own business.
   */
  stock: z.number().int().nullable(),
  vendor: z.object({
    id: z.string(),
    businessName: z.string(),
    address: z.string(),
    city: z.string(),
    state: z.string(),
    pin: z.string(),
    /** Consumer Protection (E-Commerce) Rules 2020, 5(3)(a) and 6(5): shown when the seller gave them. */
    customerCare: z.string().nullable(),
    grievanceOfficer: z.string().nullable(),
    /** From the reviews of the vendor's products; null means "New seller". */
    rating: RatingSummary,
  }),
  /** Counts of 1★…5★ reviews, index 0 is 1★. */
  ratingDistribution: z.array(z.number().int()).length(5),
  createdAt: z.iso.datetime(),
  /**
   * Real views today, India time (docs/decisions/020-no-invented-numbers.md): "Viewed N times today". Null while fewer than
   * VIEWS_TODAY_MIN, so small numbers are not shown.
   */
  viewsToday: z.number().int().nullable().optional(),
})
export type ProductDetail = z.infer<typeof ProductDetail>

/** Below this many views today the product page shows no view count. */
export const VIEWS_TODAY_MIN = 10

export const PRODUCT_SORTS = ['relevance', 'newest', 'price_asc', 'price_desc', 'rating'] as const
export const MAX_PAGE_SIZE = 48

/** A query-string flag: "true"/"1" or "false"/"0". */
export const booleanQuery = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1')
const paiseQuery = z.coerce.number().int(/*i18n*/ 'Use a whole number of paise.').min(0).max(1_000_000_000)

/** GET /api/product-filters query string: which products a listing shows, in any order. */
export const ListingQuery = ListingFilterQuery.extend({
  category: z.string().trim().max(120).optional(),
  subcategory: z.string().trim().max(120).optional(),
  search: z.string().trim().max(100, /*i18n*/ 'Search terms are at most 100 characters.').optional(),
  minPrice: paiseQuery.optional(),
  maxPrice: paiseQuery.optional(),
  inStock: booleanQuery.optional(),
})
export type ListingQuery = z.input<typeof ListingQuery>

/** GET /api/products query string: the listing, sorted and paged. Unknown parameters are ignored. */
export const ListProductsQuery = ListingQuery.extend({
  sort: z.enum(PRODUCT_SORTS).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(24),
})
export type ListProductsQuery = z.input<typeof ListProductsQuery>

export const PageMeta = z.object({ page: z.number().int(), pageSize: z.number().int(), total: z.number().int() })
export type PageMeta = z.infer<typeof PageMeta>

/** How many of a search's matches are counted and ranked: past it the count reads "1,000+". */
export const SEARCH_RESULTS_CAP = 1000

export const ProductListMeta = PageMeta.extend({
  /** The count stopped at SEARCH_RESULTS_CAP: there are more ("1,000+ products"). */
  totalCapped: z.boolean(),
  /** The words searched instead when the typed ones found nothing ("Showing results for samsung"). */
  correctedSearch: z.string().optional(),
})
export type ProductListMeta = z.infer<typeof ProductListMeta>

export const ProductList = z.object({ data: z.array(ProductSummary), meta: ProductListMeta })
export type ProductList = z.infer<typeof ProductList>
/** Product cards in the order asked for: "You might also like", "Recently viewed". */
export const ProductCards = z.object({ data: z.array(ProductSummary) })
export type ProductCards = z.infer<typeof ProductCards>

/**
 * GET /api/product-cards query: `slugs`, comma-separated, most wanted first. A slug the shop does
 * not show (unknown, hidden, archived) is left out of the answer, not an error: a browser's list
 * of recently viewed products outlives the products in it.
 */
export const ProductCardsQuery = z.object({
  slugs: z
    .string()
    .max(RECENTLY_VIEWED_MAX * 201)
    .transform((text) => [...new Set(text.split(',').map((slug) => slug.trim()))].filter(Boolean))
    .pipe(
      z
        .array(z.string().max(200, /*i18n*/ 'A product slug is at most 200 characters.'))
        .min(1, /*i18n*/ 'Name at least one product.')
        .max(RECENTLY_VIEWED_MAX, fill(/*i18n*/ 'Ask for at most {count} products.', { count: RECENTLY_VIEWED_MAX })),
    ),
})

/** Stock at or below this is shown to shoppers as a count; above it, only "In stock". */
export const STOCK_SHOWN_UP_TO = 10
