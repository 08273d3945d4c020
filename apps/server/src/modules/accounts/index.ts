// What other modules may use of customer accounts (sign-up and sign-in live in auth).
export { findCustomer, insertCustomer } from './customers.repository'
