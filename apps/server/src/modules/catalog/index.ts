// What other modules may use of the catalogue.
export type { ProductSummaryRow } from './products.repository'
