// The auth module's public face (sessions, sign-in, passwords, second factor): what profile and
// store-settings screens use to check and change a password and an e-mail address, what guards
// and workers use of sessions, and what erasing an account deletes.
export { deleteResetCodes, findCustomer, setPasswordHash } from './accounts.repository'
export { toCustomerProfile } from './customer-profile'
export { assertCurrentPassword, requirePassword } from './current-password'
export type { EmailChangeService } from './email-change.service'
export { hashNewPassword, hashPassword } from './password'
export type { RegistrationService } from './registration.service'
export { resetSecondFactor } from './second-factor.service'
export { noticeSecurityChange } from './security-notice'
export type { AccountKind, SessionsService } from './sessions.service'
