import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ProductDetail } from '@haat/shared/catalog/product'
import { useReturnPolicy } from '../../../lib/use-return-policy'

/**
 * What the Consumer Protection (E-Commerce) Rules, 2020 require on a product page (docs/decisions/023-e-commerce-rules.md):
 * the seller's name and address and the return policy; the country of origin is with the other
 * declarations in LegalInformation.
 */
export function SellerDetails({ product }: { product: ProductDetail }) {
  const { vendor } = product
  const { t } = useLingui()
  const average = vendor.rating.average?.toFixed(1)
  const count = vendor.rating.count
  const returnPolicy = useReturnPolicy()
  const rows: Array<[string, string]> = [
    [t`Sold by`, vendor.businessName],
    [
      t`Seller rating`,
      average === undefined
        ? t`New seller`
        : t`${average} out of 5 (${plural(count, { one: '# review', other: '# reviews' })})`,
    ],
    [t`Seller address`, [vendor.address, vendor.city, `${vendor.state} ${vendor.pin}`].filter(Boolean).join(', ')],
    [t`Return policy`, returnPolicy(product.refundDays)],
  ]
  return (
    <section aria-labelledby="seller-details-heading" className="mt-4 rounded-2xl border border-stone-200 p-4 sm:p-6">
      <h2 id="seller-details-heading" className="text-lg font-semibold text-stone-900">
        <Trans>Seller details</Trans>
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
