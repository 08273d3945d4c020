import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { Cart, CartLine } from '@haat/shared/cart/cart'
import type { LineOption } from '@haat/shared/catalog/line-option'
import { textIn } from '../../../lib/use-translate-text'

/** What the cart page needs, whether the cart is on the server (signed in) or in this browser (guest). */
export interface CartView {
  status: 'pending' | 'error' | 'success'
  /** Set once priced; during a change, the last prices until the new ones arrive. */
  cart: Cart | undefined
  error: unknown
  retry: () => void
  /** A change is being priced: totals may be a moment behind. */
  isUpdating: boolean
  /** The quantity to show and step from (a guest's stored one is ahead of the last preview). */
  quantityOf: (line: CartLine) => number
  setQuantity: (line: CartLine, quantity: number) => void
  remove: (line: CartLine) => void
  /** Accepts a line's higher price (status price_changed); only a server cart has one. */
  acceptPrice?: (line: CartLine) => void
  isLineBusy: (line: CartLine) => boolean
}

/**
 * The line's options besides its colour and size (a "Pack of: 3"), by the seller's names: its
 * options with the colour's and the size's value taken out once each.
 */
export function otherOptions(line: Pick<CartLine, 'color' | 'size' | 'options'>): LineOption[] {
  const rest = [...(line.options ?? [])]
  for (const value of [line.color, line.size]) {
    const at = rest.findIndex((option) => option.value === value)
    if (value && at >= 0) rest.splice(at, 1)
  }
  return rest
}

/** What a line is called on the page and in its buttons: "Cotton Kurta (Colour Red, Size M, Pack of 3)". */
export function lineLabel(line: Pick<CartLine, 'product' | 'color' | 'size' | 'options'>, i18n: I18n): string {
  const { color, size } = line
  const options = [
    color && i18n._(msg`Colour ${color}`),
    size && i18n._(msg`Size ${size}`),
    ...otherOptions(line).map((option) => `${textIn(i18n, option.name)} ${option.value}`),
  ].filter(Boolean)
  return options.length ? `${line.product.name} (${options.join(', ')})` : line.product.name
}
