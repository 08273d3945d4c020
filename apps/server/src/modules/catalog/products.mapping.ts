import {
  type ProductDetail,
  type ProductSummary,
  type ProductVariant,
  type RatingSummary,
  STOCK_SHOWN_UP_TO,
} from '@haat/shared/catalog/product'
import { EMPTY_DECLARATIONS, unitSalePrice } from '@haat/shared/catalog/declarations'
import { percentOff, unitPricePaise } from '@haat/shared/money'
import { toImageSet } from '../media'
import type { ProductDetailRow, ProductSummaryRow, VariantRow } from './products.repository'

/** A real average to one decimal, or null when nobody has rated (docs/decisions/020-no-invented-numbers.md). */
export function ratingSummary(count: number, sum: number): RatingSummary {
  return { average: count > 0 ? Math.round((sum / count) * 10) / 10 : null, count }
}

/** Can be put in a cart now: switched on by the seller and, when stock is counted, not sold out. */
export function isInStock(isAvailable: boolean, stock: number | null): boolean {
  return isAvailable && (stock === null || stock > 0)
}

/** Selling price, MRP, discount and what one unit costs after it, as every product card shows them. */
function pricing(row: Pick<ProductSummaryRow, 'price_paise' | 'mrp_paise' | 'price_max_paise' | 'discount_percent'>) {
  const unit = unitPricePaise(row.price_paise, row.discount_percent)
  return {
    pricePaise: row.price_paise,
    mrpPaise: row.mrp_paise,
    priceMaxPaise: row.price_max_paise ?? row.price_paise,
    discountPercent: row.discount_percent,
    unitPricePaise: unit,
    percentOff: percentOff(unit, row.mrp_paise),
  }
}

function subcategory(row: Pick<ProductSummaryRow, 'subcategory_slug' | 'subcategory_name' | 'subcategory_name_hi'>) {
  return row.subcategory_slug && row.subcategory_name
    ? { slug: row.subcategory_slug, name: row.subcategory_name, nameHi: row.subcategory_name_hi ?? null }
    : null
}

function category(row: Pick<ProductSummaryRow, 'category_slug' | 'category_name' | 'category_name_hi'>) {
  return { slug: row.category_slug, name: row.category_name, nameHi: row.category_name_hi ?? null }
}

export function toProductSummary(row: ProductSummaryRow): ProductSummary {
  const image =
    row.image_id && row.image_key && row.image_widths && row.image_width && row.image_height
      ? toImageSet({
          id: row.image_id,
          storageKey: row.image_key,
          widths: row.image_widths,
          width: row.image_width,
          height: row.image_height,
        })
      : null
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    brand: row.brand,
    ...pricing(row),
    image,
    rating: ratingSummary(row.rating_count, row.rating_sum),
    isNew: row.is_new,
    inStock: isInStock(row.is_available, row.stock),
    activeColors: row.active_colors ?? [],
    category: category(row),
    subcategory: subcategory(row),
    vendor: { id: row.vendor_id, businessName: row.vendor_name },
  }
}

/** Units shown to shoppers: a count only when few (a seller's full stock is its own business). */
const shownStock = (stock: number | null) => (stock !== null && stock <= STOCK_SHOWN_UP_TO ? stock : null)

/** A variant as the product page offers it: its own price after the product's discount, and stock. */
function toVariant(row: ProductDetailRow, variant: VariantRow): ProductVariant {
  const prices = pricing({
    price_paise: variant.pricePaise,
    mrp_paise: variant.mrpPaise,
    discount_percent: row.discount_percent,
  })
  return {
    id: variant.id,
    sku: variant.sku,
    color: variant.color,
    size: variant.size,
    values: variant.values,
    pricePaise: prices.pricePaise,
    mrpPaise: prices.mrpPaise,
    unitPricePaise: prices.unitPricePaise,
    percentOff: prices.percentOff,
    inStock: isInStock(row.is_available, variant.stock),
    stock: shownStock(variant.stock),
  }
}

/** The colours of the active variants in the order of the product's colours, as the card lists them. */
function activeColorsOf(row: ProductDetailRow): string[] {
  const active = new Set(row.variants.map((variant) => variant.color).filter(Boolean))
  return [...row.colors.filter((color) => active.has(color)), ...[...active].filter((c) => !row.colors.includes(c))]
}

/** The product page; its ratings are counted from the reviews themselves, so they agree with the 1★–5★ bars. */
export function toProductDetail(row: ProductDetailRow): ProductDetail {
  const images = row.images.map(toImageSet)
  const prices = pricing(row)
  const declarations = { ...EMPTY_DECLARATIONS, ...row.declarations }
  return {
    id: row.id,
    slug: row.slug,
    sku: row.sku,
    name: row.name,
    brand: row.brand,
    description: row.description,
    ...prices,
    image: images[0] ?? null,
    images,
    photoColors: row.images.flatMap((image) => (image.color ? [{ imageId: image.id, color: image.color }] : [])),
    rating: { average: row.review_average, count: row.review_count },
    ratingDistribution: row.stars,
    isNew: row.is_new,
    inStock: isInStock(row.is_available, row.stock),
    activeColors: activeColorsOf(row),
    stock: shownStock(row.stock),
    category: category(row),
    subcategory: subcategory(row),
    specifications: row.specifications,
    colors: row.colors,
    sizes: row.sizes,
    options: row.options,
    sizeChart:
      row.size_chart?.kind === 'table'
        ? row.size_chart
        : row.size_chart_image
          ? { kind: 'image', image: toImageSet(row.size_chart_image) }
          : null,
    variants: row.variants.map((variant) => toVariant(row, variant)),
    refundDays: row.refund_days,
    countryOfOrigin: row.country_of_origin,
    declarations,
    // From what one pack sells for today, after the seller's own discount.
    unitSalePrice: unitSalePrice(prices.unitPricePaise, declarations.netQuantity),
    vendor: {
      id: row.vendor_id,
      businessName: row.vendor_name,
      address: row.vendor_address,
      city: row.vendor_city,
      state: row.vendor_state,
      pin: row.vendor_pin,
      customerCare: row.vendor_customer_care ?? null,
      grievanceOfficer: row.vendor_grievance_officer ?? null,
      rating: { average: row.vendor_review_average, count: row.vendor_review_count },
    },
    createdAt: row.created_at,
  }
}
