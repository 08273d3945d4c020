import { Trans, useLingui } from '@lingui/react/macro'
import type { TotpSetup } from '@haat/shared/accounts/second-factor'

/** The key for an authenticator app: a QR code to scan, and the same key to type by hand. */
export function TotpSetupPanel({ setup }: { setup: TotpSetup }) {
  const { t } = useLingui()
  const grouped = setup.secret.replace(/(.{4})(?!$)/g, '$1 ')
  return (
    <div className="space-y-3 text-sm text-stone-700">
      <ol className="list-decimal space-y-1 pl-5">
        <li>
          <Trans>
            Open an authenticator app on your phone (Google Authenticator, Microsoft Authenticator, Authy…).
          </Trans>
        </li>
        <li>
          <Trans>Scan this QR code, or type the key below.</Trans>
        </li>
        <li>
          <Trans>Enter the 6-digit code the app shows.</Trans>
        </li>
      </ol>
      <img
        src={setup.qrCode}
        alt={t`QR code for your authenticator app`}
        width={180}
        height={180}
        className="mx-auto rounded border border-stone-200 bg-white"
      />
      <p>
        <Trans>Key:</Trans>{' '}
        <code className="break-all font-mono text-stone-900" data-testid="totp-secret">
          {grouped}
        </code>
      </p>
    </div>
  )
}
