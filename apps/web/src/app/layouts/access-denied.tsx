import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { ShieldAlert } from 'lucide-react'
import { PageTitle } from '../../components/page-title'
import { buttonClasses } from '../../components/ui/button'
import { StatusPanel } from '../../components/ui/status-panel'

/** Full screen for someone who is not signed in to the area they opened. */
export function AccessDenied({
  signInTo,
  signInLabel,
  children,
}: {
  signInTo: string
  signInLabel: string
  children?: ReactNode
}) {
  const { t } = useLingui()
  return (
    <div className="flex min-h-dvh items-center justify-center px-4">
      <PageTitle title={t`Access Denied`} />
      <StatusPanel
        as="h1"
        tone="error"
        icon={<ShieldAlert className="size-8" />}
        title={t`Access Denied`}
        action={
          <>
            <Link to={signInTo} className={buttonClasses()}>
              {signInLabel}
            </Link>
            <Link to="/" className={buttonClasses({ variant: 'secondary' })}>
              <Trans>Back to the shop</Trans>
            </Link>
          </>
        }
      >
        {children}
      </StatusPanel>
    </div>
  )
}
