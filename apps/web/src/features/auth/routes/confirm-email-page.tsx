import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useSearchParams } from 'react-router'
import { MailCheck } from 'lucide-react'
import { PageTitle } from '../../../components/page-title'
import { Button, buttonClasses } from '../../../components/ui/button'
import { StatusPanel } from '../../../components/ui/status-panel'
import { errorMessage } from '../../../lib/api-error-message'
import { useConfirmEmailChange } from '../api/confirm-email-change'

/**
 * /confirm-email?token=…: opened from the link mailed to a new sign-in e-mail. The change waits
 * for a click here (a POST), so a mail scanner that fetches the link changes nothing.
 */
export function ConfirmEmailPage() {
  const { t } = useLingui()
  const [params] = useSearchParams()
  const token = params.get('token') ?? ''
  const confirm = useConfirmEmailChange()

  if (confirm.isSuccess) {
    const signIn = confirm.data.kind === 'vendor' ? '/vendor-login' : '/login'
    const { email } = confirm.data
    return (
      <div className="mx-auto max-w-lg px-4 py-12">
        <PageTitle title={t`E-mail confirmed`} />
        <StatusPanel
          as="h1"
          tone="brand"
          title={t`E-mail confirmed`}
          icon={<MailCheck aria-hidden className="size-8 text-brand-700" />}
          action={
            <Link to={signIn} className={buttonClasses()}>
              <Trans>Sign in</Trans>
            </Link>
          }
        >
          <p>
            <Trans>Your sign-in e-mail is now {email}. Use it the next time you sign in.</Trans>
          </p>
        </StatusPanel>
      </div>
    )
  }

  return (
    <div className="mx-auto max-w-lg px-4 py-12">
      <PageTitle title={t`Confirm your new e-mail`} />
      <StatusPanel
        as="h1"
        tone={confirm.isError || !token ? 'error' : 'neutral'}
        title={t`Confirm your new e-mail`}
        action={
          token ? (
            <Button onClick={() => confirm.mutate({ token })} disabled={confirm.isPending}>
              {confirm.isPending ? <Trans>Confirming…</Trans> : <Trans>Confirm new e-mail</Trans>}
            </Button>
          ) : (
            <Link to="/" className={buttonClasses({ variant: 'secondary' })}>
              <Trans>Back to the shop</Trans>
            </Link>
          )
        }
      >
        {!token ? (
          <p>
            <Trans>
              This link is incomplete. Please open the whole link from the e-mail, or ask for the change again from your
              account.
            </Trans>
          </p>
        ) : confirm.isError ? (
          <p role="alert">{errorMessage(confirm.error, t`Please check your connection and try again.`)}</p>
        ) : (
          <p>
            <Trans>Confirm that you want to sign in to Haat with this e-mail address from now on.</Trans>
          </p>
        )}
      </StatusPanel>
    </div>
  )
}
