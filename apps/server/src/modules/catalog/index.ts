// The catalogue's public face: which products a shopper may see, their summary shape (cart,
// wishlist and page meta show products the same way), and stock, which checkout takes and
// releases give back.
export type { ProductSummaryRow } from './products.repository'
export { isInStock, ratingSummary, toProductSummary } from './products.mapping'
export { visibleProductCondition } from './visibility'
export { findVariantFacts, lockVariants, returnStock, takeStock } from './stock.repository'
