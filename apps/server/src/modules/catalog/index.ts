// The catalogue's public face: which products a shopper may see, and their summary shape (cart,
// wishlist and page meta show products the same way).
export type { ProductSummaryRow } from './products.repository'
export { isInStock, ratingSummary, toProductSummary } from './products.mapping'
export { visibleProductCondition } from './visibility'
