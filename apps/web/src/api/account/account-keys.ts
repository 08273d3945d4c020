/**
 * Query keys of the signed-in customer's own data. Keyed by customer id, so a different
 * customer signing in on the same device never sees the previous one's cached account.
 */
export const accountKeys = {
  all: (customerId: string) => ['account', customerId] as const,
  profile: (customerId: string) => [...accountKeys.all(customerId), 'profile'] as const,
  addresses: (customerId: string) => [...accountKeys.all(customerId), 'addresses'] as const,
}
