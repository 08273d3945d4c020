import type { Cart, CartLine, CartProduct } from '@haat/shared/cart/cart'
import { linePricePaise, unitPricePaise } from '@haat/shared/money'
import { toProductSummary } from '../catalog'
import {
  cartTotals,
  lineStatus,
  maxLineQuantity,
  type PreviewLine,
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
    ...(row.variants ? { variants: row.variants } : {}),
  }
}

/**
 * A product row as one line of it is bought: the price, MRP and stock of the line's variant (a cart
 * line's row already is that). Unchanged when it names none: the line's status says so.
 */
function rowAsBought(row: CartProductRow, line: { variantId: string | null }): CartProductRow {
  const variant = line.variantId === null ? undefined : row.variants?.find((v) => v.id === line.variantId)
  if (!variant) return row
  const { variants: _variants, ...product } = row
  return {
    ...product,
    price_paise: variant.pricePaise,
    mrp_paise: variant.mrpPaise,
    stock: variant.stock,
    is_available: row.is_available && variant.isActive,
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
  line: Omit<PreviewLine, 'productId'> & { values?: string[] },
  addedUnitPricePaise: number | null = null,
): CartLine {
  const bought = rowAsBought(row, line)
  const values = line.values ?? row.variants?.find((v) => v.id === line.variantId)?.values ?? []
  const status = lineStatus(toProductState(row), line, {
    addedUnitPricePaise,
    currentUnitPricePaise: currentUnitPrice(bought),
  })
  return {
    id,
    variantId: line.variantId,
    product: toCartProduct(bought),
    color: line.color || null,
    size: line.size || null,
    options: row.product_options.flatMap((option, i) => (values[i] ? [{ name: option.name, value: values[i] }] : [])),
    quantity: line.quantity,
    linePricePaise: linePricePaise(bought.price_paise, line.quantity, bought.discount_percent),
    maxQuantity: maxLineQuantity(toProductState(bought)),
    ...status,
  }
}

export function toCart(lines: CartLine[], notices: string[] = []): Cart {
  return { lines, ...cartTotals(lines), notices }
}
