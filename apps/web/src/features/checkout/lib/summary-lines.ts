import type { Cart } from '@haat/shared/cart/cart'
import type { Order } from '@haat/shared/orders/order'
import { type VariantOfLine, variantLabel } from '@haat/shared/catalog/variant-label'
import type { SummaryLine } from '../components/order-summary'

/** "M, Blue", sizes first, as the order pages name the variant; null for none. */
const options = (line: VariantOfLine) => variantLabel(line) || null

export function cartSummaryLines(cart: Cart): SummaryLine[] {
  return cart.lines.map((line) => ({
    id: line.id,
    name: line.product.name,
    image: line.product.image,
    quantity: line.quantity,
    options: options(line),
    linePricePaise: line.linePricePaise,
  }))
}

export function orderSummaryLines(order: Order): SummaryLine[] {
  return order.lines.map((line) => ({
    id: line.id,
    name: line.name,
    image: line.image,
    quantity: line.quantity,
    options: options(line),
    linePricePaise: line.lineTotalPaise,
  }))
}
