import type { ProductDetail } from '@haat/shared/catalog/product'

/** At or below this many units the page says "Only N left" (a real count, docs/decisions/020-no-invented-numbers.md). */
const LOW_STOCK = 5

/** In stock (green), "Only N left" (amber: stock counted and low) or out of stock (red); the panel words it. */
export type Availability = 'green' | 'amber' | 'red'

export function availabilityOf(product: Pick<ProductDetail, 'inStock' | 'stock'>): Availability {
  if (!product.inStock || product.stock === 0) return 'red'
  if (product.stock !== null && product.stock <= LOW_STOCK) return 'amber'
  return 'green'
}
