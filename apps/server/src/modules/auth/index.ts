// What other modules may use of the auth module's data: setting a password hash (profile and
// store-settings password changes run in their own modules' transactions).
export { setPasswordHash } from './accounts.repository'
