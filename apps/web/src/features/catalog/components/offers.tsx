import { Trans, useLingui } from '@lingui/react/macro'
import { TicketPercent } from 'lucide-react'
import type { Offer } from '@haat/shared/coupons/coupon'
import { formatDate, formatPrice } from '../../../lib/format'
import { useOffers } from '../api/get-offers'

/** "10% off, up to ₹500 · on ₹999 or more · first order only · until 31 Dec 2026". */
function OfferTerms({ offer }: { offer: Offer }) {
  const { i18n } = useLingui()
  const percent = offer.percentOff ?? 0
  const cap = formatPrice(offer.maxDiscountPaise ?? 0)
  const flat = formatPrice(offer.flatOffPaise ?? 0)
  const minimum = formatPrice(offer.minOrderPaise)
  // The last day it can be used: it ends at the start of the next (India's midnight).
  const until = offer.endsAt ? formatDate(Date.parse(offer.endsAt) - 1, i18n) : ''
  const parts = [
    offer.percentOff !== null ? (
      offer.maxDiscountPaise ? (
        <Trans key="off">
          {percent}% off, up to {cap}
        </Trans>
      ) : (
        <Trans key="off">{percent}% off</Trans>
      )
    ) : (
      <Trans key="off">{flat} off</Trans>
    ),
    offer.minOrderPaise > 0 ? <Trans key="min">on {minimum} or more</Trans> : null,
    offer.firstOrderOnly ? <Trans key="first">first order only</Trans> : null,
    until ? <Trans key="until">until {until}</Trans> : null,
  ].filter(Boolean)
  return (
    <span className="text-stone-600">
      {parts.map((part, index) => (
        <span key={index}>
          {index > 0 ? ' · ' : null}
          {part}
        </span>
      ))}
    </span>
  )
}

function OfferItem({ offer }: { offer: Offer }) {
  return (
    <li className="flex items-start gap-2 text-sm">
      <TicketPercent aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-700" />
      <span>
        <span className="font-medium text-stone-900">{offer.description}</span>{' '}
        <span className="rounded border border-dashed border-emerald-600 px-1.5 font-mono text-xs font-semibold text-emerald-800">
          {offer.code}
        </span>
        <span className="block">
          <OfferTerms offer={offer} />
        </span>
      </span>
    </li>
  )
}

/** The home page's offers: every coupon a shopper may use now; nothing when there is none. */
export function OffersStrip() {
  const { t } = useLingui()
  const offers = useOffers()
  if (!offers.data?.length) return null
  return (
    <section aria-label={t`Offers`} className="mx-auto max-w-7xl px-4 pb-10">
      <div className="rounded-2xl border border-emerald-200 bg-emerald-50/60 p-4">
        <h2 className="mb-2 text-lg font-semibold text-stone-900">
          <Trans>Offers</Trans>
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {offers.data.map((offer) => (
            <OfferItem key={offer.code} offer={offer} />
          ))}
        </ul>
        <p className="mt-3 text-xs text-stone-600">
          <Trans>Enter the code at checkout.</Trans>
        </p>
      </div>
    </section>
  )
}

/** "Available offers" on a product page: the coupons that cover this product. */
export function AvailableOffers({ product }: { product: { category: { slug: string }; vendor: { id: string } } }) {
  const { t } = useLingui()
  const offers = useOffers()
  const covering = (offers.data ?? []).filter(
    (offer) =>
      offer.scope === 'all' ||
      (offer.scope === 'category' && offer.categorySlug === product.category.slug) ||
      (offer.scope === 'sellers' && offer.vendorIds.includes(product.vendor.id)),
  )
  if (covering.length === 0) return null
  return (
    <section aria-label={t`Available offers`} className="space-y-2 rounded-xl border border-stone-200 p-3">
      <h2 className="text-sm font-semibold text-stone-900">
        <Trans>Available offers</Trans>
      </h2>
      <ul className="space-y-2">
        {covering.map((offer) => (
          <OfferItem key={offer.code} offer={offer} />
        ))}
      </ul>
    </section>
  )
}
