import { useLingui } from '@lingui/react/macro'
import { PasswordResetFlow } from '../components/password-reset-flow'

/** /forgot-password-vendor */
export function ForgotPasswordVendorPage() {
  const { t } = useLingui()
  return <PasswordResetFlow kind="vendor" title={t`Reset your seller password`} />
}
