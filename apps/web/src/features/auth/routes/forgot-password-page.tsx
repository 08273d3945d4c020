import { PasswordResetFlow } from '../components/password-reset-flow'

/** /forgot-password (customers) */
export function ForgotPasswordPage() {
  return <PasswordResetFlow kind="customer" title="Reset your password" />
}
