import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'

/**
 * The return-policy line from a product's refund days, counted from the delivery of its line
 * (0: not returnable), in the page's language: on the product page and each line of the order page.
 */
export function useReturnPolicy(): (days: number) => string {
  const { t } = useLingui()
  return (days) =>
    days <= 0 ? t`Not returnable` : t`Returnable within ${plural(days, { one: '# day', other: '# days' })} of delivery`
}
