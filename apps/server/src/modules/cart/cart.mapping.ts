import type { Cart, CartLine, CartProduct } from '@haat/shared/cart/cart'
import { linePricePaise, unitPricePaise } from '@haat/shared/money'
import { toProductSummary } from '../catalog'
import {
  cartTotals,
  type LineQuantity,
  lineStatus,
  maxLineQuantity,
  type ProductState,
  purchaseProblem,
} from './cart-rules'
import type { CartProductRow } from './cart.repository'

/** What the cart's rules need from a product row. */
export function toProductState(row: CartProductRow): ProductState {
  return {
    id: row.id,
    name: row.name,
    isVisible: row.is_visible,
    isAvailable: row.is_available,
    stock: row.stock,
    colors: row.colors,
    sizes: row.sizes,
  }
}

/** The product card, with inStock meaning "can be put in a cart now" (a withdrawn product is not). */
export function toCartProduct(row: CartProductRow): CartProduct {
  return { ...toProductSummary(row), inStock: purchaseProblem(toProductState(row)) === null, stock: row.stock }
}

/** The product's unit price now, after its discount. */
export function currentUnitPrice(row: CartProductRow): number {
  return unitPricePaise(row.price_paise, row.discount_percent)
}

/**
 * One line priced at today's price, with its status and the most it may hold. `addedUnitPricePaise`
 * (a stored line's price when added; undefined or null for a guest preview or an older line) marks a rise.
 */
export function toCartLine(
  id: string,
  row: CartProductRow,
  line: Omit<LineQuantity, 'productId'>,
  addedUnitPricePaise: number | null = null,
): CartLine {
  const state = toProductState(row)
  return {
    id,
    product: toCartProduct(row),
    color: line.color || null,
    size: line.size || null,
    quantity: line.quantity,
    linePricePaise: linePricePaise(row.price_paise, line.quantity, row.discount_percent),
    maxQuantity: maxLineQuantity(state),
    ...lineStatus(state, line, { addedUnitPricePaise, currentUnitPricePaise: currentUnitPrice(row) }),
  }
}

export function toCart(lines: CartLine[], notices: string[] = []): Cart {
  return { lines, ...cartTotals(lines), notices }
}
