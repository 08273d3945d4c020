import type { Address } from '@haat/shared/accounts/customer'
import type { AddressRow } from './customers.repository'

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
