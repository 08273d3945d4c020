/**
 * Query keys of orders and the signed-in customer's cart, shared by the checkout and the account
 * (features do not import each other). The cart key is the cart feature's `cartKeys` spelled
 * out, so invalidating it here refreshes the header's count and the cart page alike.
 */
export const CART_QUERY_ROOT = ['cart'] as const
export const customerCartKey = (customerId: string) => [...CART_QUERY_ROOT, customerId] as const

export const orderKeys = {
  all: ['orders'] as const,
  lists: () => [...orderKeys.all, 'list'] as const,
  list: (customerId: string, page: number) => [...orderKeys.lists(), customerId, page] as const,
  detail: (orderNo: string) => [...orderKeys.all, 'detail', orderNo] as const,
  paymentOptions: () => ['payment-options'] as const,
}
