import { useState, type ReactNode } from 'react'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ProductDetail } from '@haat/shared/catalog/product'
import { TabList, tabId, tabPanelId } from '../../../components/ui/tabs'
import { ReviewsPanel } from './reviews-panel'

type Tab = 'description' | 'specifications' | 'reviews'

const TABS = [
  { id: 'description', label: msg`Description` },
  { id: 'specifications', label: msg`Specifications` },
  { id: 'reviews', label: msg`Reviews` },
] as const

const PREFIX = 'product'

/** Description (the seller's plain text, line breaks kept), Specifications and Reviews. */
export function ProductTabs({ product }: { product: ProductDetail }) {
  const [selected, setSelected] = useState<Tab>('description')
  // Reviews are asked for when the tab is first opened, then kept, so switching back is instant.
  const [hasOpenedReviews, setHasOpenedReviews] = useState(false)
  const { t } = useLingui()
  const tabs = TABS.map((tab) => ({ id: tab.id, label: t(tab.label) }))
  const name = product.name

  function select(tab: Tab) {
    setSelected(tab)
    if (tab === 'reviews') setHasOpenedReviews(true)
  }

  const panel = (tab: Tab, children: ReactNode) => (
    <div
      id={tabPanelId(PREFIX, tab)}
      role="tabpanel"
      aria-labelledby={tabId(PREFIX, tab)}
      hidden={selected !== tab}
      tabIndex={0}
      className="py-6 focus-visible:outline-offset-4"
    >
      {children}
    </div>
  )

  return (
    <section aria-labelledby="product-details-heading" className="mt-10">
      <h2 id="product-details-heading" className="sr-only">
        <Trans>Product details</Trans>
      </h2>
      <TabList label={t`Product details`} idPrefix={PREFIX} tabs={tabs} selected={selected} onSelect={select} />
      {panel(
        'description',
        // Text, never HTML: whatever a seller typed is shown as typed (no markup is interpreted).
        <p className="max-w-3xl text-base leading-relaxed whitespace-pre-line text-stone-700">{product.description}</p>,
      )}
      {panel(
        'specifications',
        product.specifications.length > 0 ? (
          <table className="w-full max-w-2xl text-left text-sm">
            <caption className="sr-only">
              <Trans>Specifications of {name}</Trans>
            </caption>
            <tbody className="divide-y divide-stone-200">
              {product.specifications.map((spec, index) => (
                <tr key={`${index}-${spec.key}`}>
                  <th scope="row" className="w-2/5 py-2.5 pr-4 align-top font-medium text-stone-600">
                    {spec.key}
                  </th>
                  <td className="py-2.5 whitespace-pre-line text-stone-900">{spec.value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p className="text-stone-600">
            <Trans>The seller has not listed specifications.</Trans>
          </p>
        ),
      )}
      {panel('reviews', hasOpenedReviews ? <ReviewsPanel product={product} /> : null)}
    </section>
  )
}
