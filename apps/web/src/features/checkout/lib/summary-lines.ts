import type { Cart } from '@haat/shared/cart/cart'
import type { Order } from '@haat/shared/orders/order'
import type { SummaryLine } from '../components/order-summary'

const options = (color: string | null, size: string | null) => [color, size].filter(Boolean).join(', ') || null

export function cartSummaryLines(cart: Cart): SummaryLine[] {
  return cart.lines.map((line) => ({
    id: line.id,
    name: line.product.name,
    image: line.product.image,
    quantity: line.quantity,
    options: options(line.color, line.size),
    linePricePaise: line.linePricePaise,
  }))
}

export function orderSummaryLines(order: Order): SummaryLine[] {
  return order.lines.map((line) => ({
    id: line.id,
    name: line.name,
    image: line.image,
    quantity: line.quantity,
    options: options(line.color, line.size),
    linePricePaise: line.lineTotalPaise,
  }))
}
