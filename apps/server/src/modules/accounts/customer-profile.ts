import type { Address, CustomerProfile } from '@haat/shared/accounts/customer'
import type { AddressRow, CustomerRow } from './customers.repository'

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

export function toAddress(row: AddressRow): Address {
  return {
    id: row.id,
    title: row.title,
    street: row.street,
    city: row.city,
    state: row.state,
    pin: row.pin,
    country: row.country,
  }
}
