// Apart from product.ts, which holds zod schemas, so the storefront's home page imports no zod.

/** How many recently viewed products a browser keeps, and GET /api/product-cards answers at most. */
export const RECENTLY_VIEWED_MAX = 12
