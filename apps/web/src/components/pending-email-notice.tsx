import { Trans } from '@lingui/react/macro'

/** Under an e-mail field: a new sign-in e-mail is waiting for the link mailed to it. */
export function PendingEmailNotice({ email }: { email: string | null | undefined }) {
  if (!email) return null
  return (
    <p role="status" className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
      <Trans>
        Waiting for you to confirm <strong className="break-all">{email}</strong>: open the link we sent there to finish
        the change. Until then you sign in with your current e-mail.
      </Trans>
    </p>
  )
}
