import { unitPricePaise } from '@haat/shared/money'
import { SITE } from '@haat/shared/site'
import type { Config } from '../../config'
import type { ReadOn } from '../../db/client'
import type { PageRenderer } from '../../plugins/web-app'
import { isInStock, ratingSummary } from '../catalog'
import { mediaUrl, shareJpegUrl } from '../media'
import { htmlShell, type PageMeta, rupeesString, summarize } from './page-meta'
import {
  type CategoryMetaRow,
  findCategoryMeta,
  findProductMeta,
  type ProductMetaRow,
  type SeoImage,
} from './seo.repository'

const PRODUCT_PATH = /^\/product\/([^/]+)\/?$/
const CATEGORY_PATH = /^\/category\/([^/]+)(?:\/([^/]+))?\/?$/
/** Shared links show the 640-pixel variant: large enough for a preview card, small enough to fetch fast. */
const SHARE_IMAGE_WIDTH = 640

const NOT_FOUND: PageMeta = { title: `Page not found | ${SITE.name}`, robots: 'noindex' }

/** A path segment as text, or undefined when it cannot be a slug (bad escapes, empty, too long). */
function slugSegment(raw: string | undefined): string | undefined {
  if (raw === undefined) return undefined
  try {
    const value = decodeURIComponent(raw)
    return value.length > 0 && value.length <= 200 ? value : undefined
  } catch {
    return undefined
  }
}

/** The width a link preview gets: SHARE_IMAGE_WIDTH, or the nearest larger variant there is. */
function shareWidth(image: SeoImage | undefined | null): number | undefined {
  const largest = image?.widths.at(-1)
  if (!image || largest === undefined) return undefined
  return image.widths.includes(SHARE_IMAGE_WIDTH)
    ? SHARE_IMAGE_WIDTH
    : (image.widths.find((w) => w >= SHARE_IMAGE_WIDTH) ?? largest)
}

function shareImageUrl(image: SeoImage | undefined | null, publicUrl: string): string | undefined {
  const width = shareWidth(image)
  if (!image || width === undefined) return undefined
  return new URL(mediaUrl(image.storageKey, width), `${publicUrl}/`).toString()
}

/** og:image: the JPEG first (WhatsApp renders no WebP preview), then the WebP variant. */
function shareImages(image: SeoImage | undefined | null, publicUrl: string) {
  const width = shareWidth(image)
  if (!image || width === undefined) return undefined
  return [
    { url: new URL(shareJpegUrl(image.storageKey, width), `${publicUrl}/`).toString(), type: 'image/jpeg' as const },
    { url: new URL(mediaUrl(image.storageKey, width), `${publicUrl}/`).toString(), type: 'image/webp' as const },
  ]
}

/** One schema.org Offer: a price in rupees, in stock or not, at an address. */
function offer(row: ProductMetaRow, url: string, price: string, stock: number | null) {
  return {
    '@type': 'Offer',
    price,
    priceCurrency: 'INR',
    availability: isInStock(row.is_available, stock) ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    itemCondition: 'https://schema.org/NewCondition',
    url,
    seller: { '@type': 'Organization', name: row.vendor_name },
  }
}

/** Title, description, canonical URL, Open Graph and schema.org Product (or ProductGroup) data of a product page. */
function productMeta(row: ProductMetaRow, publicUrl: string): PageMeta {
  const url = `${publicUrl}/product/${encodeURIComponent(row.slug)}`
  const description = summarize(row.description) || `Buy ${row.name} from ${row.vendor_name} on ${SITE.name}.`
  const images = row.images.map((image) => shareImageUrl(image, publicUrl)).filter((u): u is string => u !== undefined)
  const price = rupeesString(unitPricePaise(row.price_paise, row.discount_percent))
  const rating = ratingSummary(row.rating_count, row.rating_sum)
  return {
    title: `${row.name} | ${SITE.name}`,
    description,
    canonicalUrl: url,
    openGraph: {
      type: 'product',
      title: row.name,
      description,
      url,
      images: shareImages(row.images[0], publicUrl),
      siteName: SITE.name,
      price: { amount: price, currency: 'INR' },
    },
    jsonLd: {
      '@context': 'https://schema.org',
      // A product sold in several variants is a ProductGroup with each variant a Product of its own,
      // its own price and stock, at the address that chooses it (`?variant=`).
      ...(row.variants.length > 1
        ? {
            '@type': 'ProductGroup',
            productGroupID: row.sku,
            variesBy: [
              ...(row.variants.some((v) => v.size) ? ['https://schema.org/size'] : []),
              ...(row.variants.some((v) => v.color) ? ['https://schema.org/color'] : []),
            ],
            hasVariant: row.variants.map((variant) => ({
              '@type': 'Product',
              name: `${row.name} (${variantName(row.options, variant)})`,
              sku: variant.sku,
              ...(variant.size ? { size: variant.size } : {}),
              ...(variant.color ? { color: variant.color } : {}),
              offers: offer(
                row,
                `${url}?variant=${variant.id}`,
                rupeesString(unitPricePaise(variant.pricePaise, row.discount_percent)),
                variant.stock,
              ),
            })),
          }
        : { '@type': 'Product', sku: row.sku, offers: offer(row, url, price, row.stock) }),
      name: row.name,
      description: summarize(row.description, 5000) || description,
      ...(images.length > 0 ? { image: images } : {}),
      ...(row.brand ? { brand: { '@type': 'Brand', name: row.brand } } : {}),
      // Only real ratings (docs/decisions/020-no-invented-numbers.md): no aggregateRating at all until someone has rated.
      ...(rating.average !== null
        ? {
            aggregateRating: {
              '@type': 'AggregateRating',
              ratingValue: rating.average,
              reviewCount: rating.count,
              bestRating: 5,
              worstRating: 1,
            },
          }
        : {}),
    },
  }
}

/** "M, Blue, Pack of 3": a variant's values in the product's order, an option of another kind with its name. */
function variantName(options: ProductMetaRow['options'], variant: ProductMetaRow['variants'][number]): string {
  return options
    .map((option, i) => {
      const value = variant.values[i] ?? ''
      return value && option.kind === 'other' ? `${option.name} ${value}` : value
    })
    .filter(Boolean)
    .join(', ')
}

/** Title, description, canonical URL and Open Graph of a category or subcategory page. */
function categoryMeta(row: CategoryMetaRow, publicUrl: string): PageMeta {
  const sub = row.sub_slug && row.sub_name ? { slug: row.sub_slug, name: row.sub_name } : null
  const path = `/category/${encodeURIComponent(row.slug)}${sub ? `/${encodeURIComponent(sub.slug)}` : ''}`
  const url = `${publicUrl}${path}`
  const heading = sub ? `${sub.name} – ${row.name}` : row.name
  const description = `Shop ${sub ? `${sub.name} in ${row.name}` : row.name} from trusted sellers across India on ${SITE.name}. Pay online or cash on delivery.`
  return {
    title: `${heading} | ${SITE.name}`,
    description,
    canonicalUrl: url,
    openGraph: {
      type: 'website',
      title: heading,
      description,
      url,
      images: shareImages(row.image, publicUrl),
      siteName: SITE.name,
    },
  }
}

/**
 * Server-filled page meta for product and category pages, so shared links and search engines see
 * the page's title, description, image and (for products) schema.org data without running the app.
 * One query for these two page types; every other path gets undefined (the plain index.html).
 * A product or category the shop may not show is answered 404 with `noindex`, still with the
 * single-page app's HTML, so a visitor sees the app's own not-found screen while search engines
 * drop the URL instead of indexing a soft 404.
 */
export function seoPages(deps: { read: ReadOn; config: Pick<Config, 'publicUrl'> }) {
  const { read, config } = deps
  return (indexHtml: string): PageRenderer | undefined => {
    const shell = htmlShell(indexHtml)
    if (!shell) return undefined
    const page = (meta: PageMeta, statusCode = 200) => ({ statusCode, html: shell(meta) })
    const notFound = page(NOT_FOUND, 404)

    return async (pathname) => {
      const product = PRODUCT_PATH.exec(pathname)
      if (product) {
        const slug = slugSegment(product[1])
        const row = slug ? await read((db) => findProductMeta(db, slug)) : undefined
        return row ? page(productMeta(row, config.publicUrl)) : notFound
      }
      const category = CATEGORY_PATH.exec(pathname)
      if (category) {
        const categorySlug = slugSegment(category[1])
        const subcategorySlug = category[2] === undefined ? null : slugSegment(category[2])
        if (!categorySlug || subcategorySlug === undefined) return notFound
        const row = await read((db) => findCategoryMeta(db, categorySlug, subcategorySlug))
        if (!row || (subcategorySlug !== null && row.sub_slug === null)) return notFound
        return page(categoryMeta(row, config.publicUrl))
      }
      return undefined
    }
  }
}
