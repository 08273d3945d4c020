import { useLingui } from '@lingui/react/macro'
import { PasswordResetFlow } from '../components/password-reset-flow'

/** /forgot-password (customers) */
export function ForgotPasswordPage() {
  const { t } = useLingui()
  return <PasswordResetFlow kind="customer" title={t`Reset your password`} />
}
