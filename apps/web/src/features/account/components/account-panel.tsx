import { Trans, useLingui } from '@lingui/react/macro'
import { LogOut } from 'lucide-react'
import { Button } from '../../../components/ui/button'
import { Spinner } from '../../../components/ui/spinner'
import { useAccount } from '../../../api/account/get-account'
import { AccountDetailsForm } from './account-details-form'
import { LoadError } from '../../../components/query-boundary'
import { PanelHeading } from './panel-heading'

interface AccountPanelProps {
  customerId: string
  onAccountChanged: () => void
  onSignOut: () => void
  isSigningOut: boolean
}

/** The Account tab: personal details and signing out. */
export function AccountPanel({ customerId, onAccountChanged, onSignOut, isSigningOut }: AccountPanelProps) {
  const account = useAccount(customerId)
  const { t } = useLingui()

  return (
    <div className="space-y-8">
      <section>
        <PanelHeading title={t`Personal details`}>
          <Trans>We use these for your orders and delivery updates.</Trans>
        </PanelHeading>
        {account.isPending ? (
          <Spinner label={t`Loading your account…`} showLabel />
        ) : account.isError ? (
          <LoadError
            title={t`We couldn't load your account.`}
            error={account.error}
            onRetry={() => void account.refetch()}
          />
        ) : (
          <AccountDetailsForm profile={account.data} onSaved={onAccountChanged} />
        )}
      </section>

      <section className="border-t border-stone-200 pt-6">
        <PanelHeading title={t`Sign out`}>
          <Trans>Sign out of Haat on this device.</Trans>
        </PanelHeading>
        <Button variant="secondary" onClick={onSignOut} disabled={isSigningOut}>
          <LogOut aria-hidden="true" className="size-4" />
          {isSigningOut ? <Trans>Signing out...</Trans> : <Trans>Sign out</Trans>}
        </Button>
      </section>
    </div>
  )
}
