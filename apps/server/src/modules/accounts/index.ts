// The accounts module's public face (customer profile and address book; sign-up and sign-in live
// in auth): what checkout uses of the address book, inside its own transaction, and what the
// erasure workflow (workflows/erase-customer.ts) erases here.
export { saveAddressIfNew } from './address-book'
export { findAddress } from './customers.repository'
export { type CustomerRecord, ERASED_NAME, eraseCustomerProfile } from './customers.admin.repository'
