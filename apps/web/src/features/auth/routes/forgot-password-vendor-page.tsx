import { PasswordResetFlow } from '../components/password-reset-flow'

/** /forgot-password-vendor */
export function ForgotPasswordVendorPage() {
  return <PasswordResetFlow kind="vendor" title="Reset your seller password" />
}
