/**
 * Query keys of GET /api/cart, per customer id: a different customer signing in on the same
 * device never sees the previous one's cached cart. The header's count, the cart page and the
 * checkout share the one entry.
 */
export const cartKeys = {
  all: ['cart'] as const,
  customer: (customerId: string) => [...cartKeys.all, customerId] as const,
}
