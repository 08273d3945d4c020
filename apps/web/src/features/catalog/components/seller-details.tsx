import type { ProductDetail } from '@haat/shared/catalog/product'
import { pluralize } from '../../../lib/format'
import { returnPolicyText } from '@haat/shared/catalog/return-policy'

/**
 * What the Consumer Protection (E-Commerce) Rules, 2020 require on a product page (docs/decisions/023-e-commerce-rules.md):
 * the seller's name and address, the country of origin and the return policy.
 */
export function SellerDetails({ product }: { product: ProductDetail }) {
  const { vendor } = product
  const rows: Array<[string, string]> = [
    ['Sold by', vendor.businessName],
    [
      'Seller rating',
      vendor.rating.average === null
        ? 'New seller'
        : `${vendor.rating.average.toFixed(1)} out of 5 (${pluralize(vendor.rating.count, 'review')})`,
    ],
    ['Seller address', [vendor.address, vendor.city, `${vendor.state} ${vendor.pin}`].filter(Boolean).join(', ')],
    ['Country of origin', product.countryOfOrigin],
    ['Return policy', returnPolicyText(product.refundDays)],
  ]
  return (
    <section aria-labelledby="seller-details-heading" className="mt-4 rounded-2xl border border-stone-200 p-4 sm:p-6">
      <h2 id="seller-details-heading" className="text-lg font-semibold text-stone-900">
        Seller details
      </h2>
      <dl className="mt-3 space-y-3 text-sm sm:grid sm:grid-cols-[max-content_1fr] sm:gap-x-6 sm:gap-y-2 sm:space-y-0">
        {rows.map(([term, detail]) => (
          <div key={term} className="sm:contents">
            <dt className="font-medium text-stone-600">{term}</dt>
            <dd className="mt-0.5 text-stone-900 sm:mt-0">{detail}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
