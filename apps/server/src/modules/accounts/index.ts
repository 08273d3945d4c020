// The accounts module's public face (customer profile and addresses; sign-up and sign-in live in
// auth): finding and creating a customer, the profile shape, and the address book's limit.
export { findCustomer, insertCustomer } from './customers.repository'
export { MAX_ADDRESSES } from './accounts.service'
export { toCustomerProfile } from './customer-profile'
