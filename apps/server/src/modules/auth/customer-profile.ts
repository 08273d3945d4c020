import type { CustomerProfile } from '@haat/shared/accounts/customer'
import type { CustomerRow } from './accounts.repository'

/** The customer's own view of the account: never the password hash. */
export function toCustomerProfile(row: CustomerRow): CustomerProfile {
  return {
    id: row.id,
    name: row.name,
    email: row.email ?? '',
    phone: row.phone,
    createdAt: row.createdAt.toISOString(),
  }
}
