/** Query keys of orders, shared by the checkout, the account and the admin's order screens. */
export const orderKeys = {
  all: ['orders'] as const,
  lists: () => [...orderKeys.all, 'list'] as const,
  list: (customerId: string, page: number) => [...orderKeys.lists(), customerId, page] as const,
  detail: (orderNo: string) => [...orderKeys.all, 'detail', orderNo] as const,
  paymentOptions: () => ['payment-options'] as const,
}
