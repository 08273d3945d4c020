/**
 * Query keys of GET /api/categories: the storefront, the seller's product form and the admin's
 * category screen share one entry, so an admin's change refreshes all of them.
 */
export const categoryKeys = {
  all: ['categories'] as const,
  list: () => [...categoryKeys.all, 'list'] as const,
}
