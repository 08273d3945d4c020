import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { NetQuantity } from '@haat/shared/catalog/declarations'

/** "200 g", "1.5 kg", "6 pieces": a declared net quantity in the page's language (product page, order page). */
export function useNetQuantity(): (quantity: NetQuantity) => string {
  const { t } = useLingui()
  return ({ value, unit }) =>
    unit === 'unit' ? t`${plural(value, { one: '# piece', other: '# pieces' })}` : `${value} ${unit}`
}
