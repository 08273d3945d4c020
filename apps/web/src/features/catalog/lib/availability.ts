import type { ProductDetail } from '@haat/shared/catalog/product'

/** At or below this many units the page says "Only N left" (a real count, docs/decisions/020-no-invented-numbers.md). */
const LOW_STOCK = 5

export type Availability = { label: string; tone: 'green' | 'amber' | 'red' }

/** "In stock", "Only N left" (stock counted and low) or "Out of stock". */
export function availabilityOf(product: Pick<ProductDetail, 'inStock' | 'stock'>): Availability {
  if (!product.inStock || product.stock === 0) return { label: 'Out of stock', tone: 'red' }
  if (product.stock !== null && product.stock <= LOW_STOCK)
    return { label: `Only ${product.stock} left`, tone: 'amber' }
  return { label: 'In stock', tone: 'green' }
}
