import { useLingui } from '@lingui/react/macro'
import type { OrderLine } from '@haat/shared/orders/order'
import { useNetQuantity } from '../../../lib/use-net-quantity'

/**
 * What the product declared when it was bought (docs/decisions/045-listing-declarations.md): its
 * net quantity, maker and best before, as the order line keeps them whatever the seller edits later.
 */
export function LineDeclarations({ declarations }: { declarations: NonNullable<OrderLine['declarations']> }) {
  const { t } = useLingui()
  const quantity = useNetQuantity()
  const { bestBefore } = declarations
  const netQuantity = declarations.netQuantity ? quantity(declarations.netQuantity) : null
  const manufacturer = declarations.manufacturer?.name ?? null
  const importer = declarations.importer?.name ?? null
  const parts = [
    netQuantity ? t`Net quantity: ${netQuantity}` : null,
    manufacturer ? t`Manufacturer: ${manufacturer}` : null,
    importer ? t`Importer: ${importer}` : null,
    bestBefore ? t`Best before: ${bestBefore}` : null,
  ].filter((part) => part !== null)
  if (parts.length === 0) return null
  return <p className="text-xs text-stone-500">{parts.join(' · ')}</p>
}
