import { Trans, useLingui } from '@lingui/react/macro'
import type { DeclaredParty } from '@haat/shared/catalog/declarations'
import type { ProductDetail } from '@haat/shared/catalog/product'
import { formatPaiseExact } from '@haat/shared/money'
import { useNetQuantity } from '../../../lib/use-net-quantity'

const party = (declared: DeclaredParty | null) => (declared ? `${declared.name}, ${declared.address}` : null)

/**
 * What the law asks a listing to declare (docs/decisions/045-listing-declarations.md): the Legal
 * Metrology (Packaged Commodities) Rules 2011's net quantity, unit sale price, maker, packer or
 * importer, country of origin, consumer care and best before; the E-Commerce Rules 2020's warranty,
 * guarantee, and the seller's customer care and grievance officer. Only what was given is shown.
 */
export function LegalInformation({ product }: { product: ProductDetail }) {
  const { t } = useLingui()
  const { declarations, unitSalePrice, vendor } = product

  const quantity = useNetQuantity()
  const salePrice = unitSalePrice
    ? (() => {
        const price = formatPaiseExact(unitSalePrice.paise)
        const unit = unitSalePrice.per === 'unit' ? t`piece` : unitSalePrice.per
        return t`${price} per ${unit}`
      })()
    : null

  const rows: Array<[string, string | null]> = [
    [t`Net quantity`, declarations.netQuantity ? quantity(declarations.netQuantity) : null],
    [t`Unit sale price`, salePrice],
    [t`Manufacturer`, party(declarations.manufacturer)],
    [t`Packer`, party(declarations.packer)],
    [t`Importer`, party(declarations.importer)],
    [t`Country of origin`, product.countryOfOrigin],
    [t`Best before`, declarations.bestBefore],
    [t`Consumer care`, declarations.consumerCare],
    [t`Warranty`, declarations.warranty],
    [t`Guarantee`, declarations.guarantee],
    [t`Seller's customer care`, vendor.customerCare],
    [t`Grievance officer`, vendor.grievanceOfficer],
  ]
  const shown = rows.filter((row): row is [string, string] => row[1] !== null)

  return (
    <section
      aria-labelledby="legal-information-heading"
      className="mt-4 rounded-2xl border border-stone-200 p-4 sm:p-6"
    >
      <h2 id="legal-information-heading" className="text-lg font-semibold text-stone-900">
        <Trans>Legal information</Trans>
      </h2>
      <dl className="mt-3 space-y-3 text-sm sm:grid sm:grid-cols-[max-content_1fr] sm:gap-x-6 sm:gap-y-2 sm:space-y-0">
        {shown.map(([term, detail]) => (
          <div key={term} className="sm:contents">
            <dt className="font-medium text-stone-600">{term}</dt>
            <dd className="mt-0.5 text-stone-900 sm:mt-0">{detail}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
