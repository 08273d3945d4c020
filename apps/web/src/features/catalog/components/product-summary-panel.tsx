import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Link, useSearchParams } from 'react-router'
import { Eye, MapPin, RotateCcw, ShieldCheck, Store } from 'lucide-react'
import type { ProductDetail } from '@haat/shared/catalog/product'
import { cn } from '../../../lib/cn'
import { useReturnPolicy } from '../../../lib/use-return-policy'
import { useUnservedPin } from '../hooks/use-unserved-pin'
import { availabilityOf } from '../lib/availability'
import { VARIANT_PARAM, variantById } from '../lib/variants'
import { ProductBadges } from './product-badges'
import { ProductPrice } from './product-price'
import { DeliverTo } from './deliver-to'
import { AvailableOffers } from './offers'
import { ProductPurchase } from './product-purchase'
import { ProductRating } from './product-rating'
import { ShareButton } from './share-button'
import { WhatsAppShareLink } from './whatsapp-share-link'

const AVAILABILITY_TONES = { green: 'text-green-700', amber: 'text-amber-700', red: 'text-red-700' } as const

/** The column beside the gallery: name, rating, seller, price, availability, choices and buttons. */
export function ProductSummaryPanel({
  product,
  onColourChange,
}: {
  product: ProductDetail
  /** Told the colour picked, so the gallery shows that colour's photos. */
  onColourChange?: (colour: string | null) => void
}) {
  // The variant chosen (its price, MRP and stock), which the address keeps; else the product's lowest price.
  const [params] = useSearchParams()
  const variant = variantById(product, params.get(VARIANT_PARAM))
  const shown = variant ?? product
  // Shared as it is shown: with the variant chosen.
  const sharedPath = `/product/${product.slug}${variant ? `?${VARIANT_PARAM}=${encodeURIComponent(variant.id)}` : ''}`
  const availability = availabilityOf(shown)
  const { vendor } = product
  const { t } = useLingui()
  const stock = shown.stock
  const availabilityLabel =
    availability === 'red' ? t`Out of stock` : availability === 'amber' ? t`Only ${stock} left` : t`In stock`
  const returnPolicy = useReturnPolicy()(product.refundDays)
  const seller = vendor.businessName
  const sellerRating = vendor.rating.average?.toFixed(1)
  const sellerReviews = vendor.rating.count
  const viewsToday = product.viewsToday?.toLocaleString('en-IN')
  const sku = product.sku
  const unservedPin = useUnservedPin(product.id)

  // On a phone the price comes first, right under the photos (the name follows): with the name,
  // rating and seller above it, it was below the fold.
  return (
    <div className="flex min-w-0 flex-col gap-5">
      <div className="space-y-2">
        <ProductBadges isNew={product.isNew} percentOff={product.percentOff} />
        {product.brand ? <p className="text-sm font-medium text-stone-500 uppercase">{product.brand}</p> : null}
        <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">{product.name}</h1>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <ProductRating rating={product.rating} noun="review" size="md" />
          <div className="flex flex-wrap gap-2">
            <WhatsAppShareLink name={product.name} pricePaise={shown.unitPricePaise} path={sharedPath} />
            <ShareButton title={product.name} path={sharedPath} />
          </div>
        </div>
      </div>

      <div className="space-y-1 rounded-xl bg-stone-50 p-3 text-sm text-stone-700">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <Store aria-hidden="true" className="size-4 text-stone-500" />
          <span>
            <Trans>
              Sold by <span className="font-semibold text-stone-900">{seller}</span>
            </Trans>
          </span>
          <span aria-hidden="true" className="text-stone-400">
            ·
          </span>
          <span>
            {sellerRating === undefined ? (
              <Trans>New seller</Trans>
            ) : (
              <Trans>
                {sellerRating}
                <span aria-hidden="true">★</span>
                <span className="sr-only"> out of 5</span> seller rating (
                <Plural value={sellerReviews} one="# review" other="# reviews" />)
              </Trans>
            )}
          </span>
        </p>
        <p className="flex items-center gap-2">
          <MapPin aria-hidden="true" className="size-4 text-stone-500" />
          <span>
            {vendor.city}, {vendor.state}
          </span>
        </p>
      </div>

      <div className="space-y-1 max-lg:order-first">
        <ProductPrice
          unitPricePaise={shown.unitPricePaise}
          mrpPaise={shown.mrpPaise}
          percentOff={shown.percentOff}
          size="lg"
        />
        <p className="text-xs text-stone-500">
          <Trans>Inclusive of all taxes</Trans>
        </p>
        <p className={cn('pt-1 text-base font-semibold', AVAILABILITY_TONES[availability])}>{availabilityLabel}</p>
        {/* A real count of today's views, or nothing while it is small (docs/decisions/020-no-invented-numbers.md). */}
        {product.viewsToday != null ? (
          <p className="flex items-center gap-1.5 text-sm text-stone-600">
            <Eye aria-hidden="true" className="size-4" />
            <Trans>Viewed {viewsToday} times today</Trans>
          </p>
        ) : null}
      </div>

      <ProductPurchase product={product} unservedPin={unservedPin} onColourChange={onColourChange} />
      <DeliverTo productId={product.id} />
      <AvailableOffers product={product} />

      <ul className="space-y-2 border-t border-stone-200 pt-4 text-sm text-stone-700">
        <li className="flex items-start gap-2">
          <RotateCcw aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-stone-500" />
          <span>
            {returnPolicy}.{' '}
            <Link to="/refund-policy" className="font-medium text-brand-800 underline-offset-2 hover:underline">
              <Trans>Refund policy</Trans>
            </Link>
          </span>
        </li>
        <li className="flex items-start gap-2">
          <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-stone-500" />
          <span>
            <Trans>Secure checkout: pay online or cash on delivery.</Trans>
          </span>
        </li>
      </ul>
      <p className="text-xs text-stone-500">
        <Trans>SKU: {sku}</Trans>
      </p>
    </div>
  )
}
