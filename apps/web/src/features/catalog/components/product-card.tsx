import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'react-router'
import { Package } from 'lucide-react'
import type { ProductSummary } from '@haat/shared/catalog/product'
import { unitPricePaise } from '@haat/shared/money'
import { ResponsiveImage } from '../../../components/ui/responsive-image'
import { ColourDots } from './colour-dots'
import { ProductBadges } from './product-badges'
import { ProductPrice } from './product-price'
import { ProductRating } from './product-rating'

interface ProductCardProps {
  product: ProductSummary
  /** The `sizes` of the grid the card sits in, so the browser picks the right WebP width. */
  sizes: string
  /** In the first row: the image loads at once, first, instead of lazily (it is the listing's largest paint). */
  priority?: boolean
  headingLevel?: 'h2' | 'h3'
}

// Cards are at most ~300 CSS px wide; the fallback src for browsers without srcset.
const CARD_WIDTH = 300

/**
 * A product in a grid: image, badges, name (the link), its colours, rating, price (a range when its
 * variants differ); dimmed when out of stock.
 */
export function ProductCard({ product, sizes, priority = false, headingLevel: Heading = 'h3' }: ProductCardProps) {
  const href = `/product/${product.slug}`
  const { t } = useLingui()
  const name = product.name
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white transition-shadow outline-brand-700 hover:shadow-md has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2">
      <div className="relative aspect-square overflow-hidden bg-stone-50">
        {product.image ? (
          <ResponsiveImage
            image={product.image}
            alt={product.name}
            displayWidth={CARD_WIDTH}
            sizes={sizes}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : undefined}
            className="size-full transition-transform duration-300 group-hover:scale-105 motion-reduce:transition-none"
          />
        ) : (
          <div className="flex size-full items-center justify-center text-stone-300">
            <Package role="img" aria-label={t`${name}: no photo yet`} className="size-12" />
          </div>
        )}
        <ProductBadges isNew={product.isNew} percentOff={product.percentOff} className="absolute top-2 left-2" />
        {product.inStock ? null : (
          <div className="absolute inset-0 flex items-center justify-center bg-white/60">
            <span className="rounded-full bg-stone-900/85 px-3 py-1 text-xs font-semibold text-white">
              <Trans>Out of stock</Trans>
            </span>
          </div>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-1.5 p-3">
        {product.brand ? (
          <p className="truncate text-xs font-medium text-stone-500 uppercase">{product.brand}</p>
        ) : null}
        <Heading className="line-clamp-2 text-sm font-medium text-stone-900 group-hover:text-brand-800">
          {/* The link covers the whole card (after:inset-0), so a tap anywhere opens the product. */}
          <Link to={href} className="after:absolute after:inset-0 focus-visible:outline-none">
            {product.name}
          </Link>
        </Heading>
        {/* Absent from a list an offline copy kept from before variants (the service worker's). */}
        <ColourDots colours={product.activeColors ?? []} />
        <ProductRating rating={product.rating} />
        <ProductPrice
          unitPricePaise={product.unitPricePaise}
          maxUnitPricePaise={
            product.priceMaxPaise === undefined
              ? undefined
              : unitPricePaise(product.priceMaxPaise, product.discountPercent)
          }
          mrpPaise={product.mrpPaise}
          percentOff={product.percentOff}
          className="mt-auto pt-1"
        />
      </div>
    </article>
  )
}
