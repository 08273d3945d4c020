import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { Cart, CartLine } from '@haat/shared/cart/cart'

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

/** What a line is called on the page and in its buttons: "Cotton Kurta (Colour Red, Size M)". */
export function lineLabel(line: Pick<CartLine, 'product' | 'color' | 'size'>, i18n: I18n): string {
  const { color, size } = line
  const options = [color && i18n._(msg`Colour ${color}`), size && i18n._(msg`Size ${size}`)].filter(Boolean)
  return options.length ? `${line.product.name} (${options.join(', ')})` : line.product.name
}
