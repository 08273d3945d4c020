import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { formatPaise } from '@haat/shared/money'

const rupees = formatPaise

/** A price range as a shopper reads it: "Up to ₹500", "₹500 – ₹1,000", "₹2,500 and above". */
export function priceRangeLabel(i18n: I18n, minPaise: number, maxPaise: number | null): string {
  if (minPaise === 0 && maxPaise !== null) {
    const max = rupees(maxPaise)
    return i18n._(msg`Up to ${max}`)
  }
  const min = rupees(minPaise)
  if (maxPaise === null) return i18n._(msg`${min} and above`)
  return `${min} – ${rupees(maxPaise)}`
}
