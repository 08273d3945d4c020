import { Trans, useLingui } from '@lingui/react/macro'
import { SELLER_REVIEW_WORKING_DAYS } from '@haat/shared/accounts/seller-review'
import { Link, Navigate } from 'react-router'
import { Clock, ShieldX } from 'lucide-react'
import { PageTitle } from '../../../components/page-title'
import { Button, buttonClasses } from '../../../components/ui/button'
import { Spinner } from '../../../components/ui/spinner'
import { StatusPanel } from '../../../components/ui/status-panel'
import { useVendorProfile } from '../../../api/vendor-profile/get-vendor-profile'
import { useSession } from '../../../api/session/get-session'
import { useLogout } from '../api/logout'

/**
 * /not-approved: a signed-in seller whose application is pending (SELLER_REVIEW_WORKING_DAYS; it may prepare products meanwhile)
 * or was rejected (docs/decisions/018-approvals-on-the-server.md: with the reason, when the admin gave one).
 */
export function NotApprovedPage() {
  const { t } = useLingui()
  const days = SELLER_REVIEW_WORKING_DAYS
  const { session, isPending: isSessionPending } = useSession()
  const sessionVendor = session.vendor
  // GET /api/vendor/me is fresher than the session and carries the rejection reason.
  const vendor = useVendorProfile({ enabled: sessionVendor !== null })
  const logout = useLogout('vendor')

  if (isSessionPending || (sessionVendor && vendor.isPending)) {
    return (
      <div className="flex justify-center px-4 py-16">
        <PageTitle title={t`Seller approval pending`} />
        <Spinner label={t`Checking your application…`} showLabel />
      </div>
    )
  }

  const status = vendor.data?.status ?? sessionVendor?.status ?? 'pending'
  if (sessionVendor && status === 'approved') return <Navigate to="/vendor" replace />

  const businessName = vendor.data?.businessName ?? sessionVendor?.businessName
  const actions = (
    <>
      {sessionVendor ? (
        <Button variant="secondary" onClick={() => logout.mutate()} disabled={logout.isPending}>
          {logout.isPending ? <Trans>Logging out…</Trans> : <Trans>Logout</Trans>}
        </Button>
      ) : (
        <Link to="/vendor-login" className={buttonClasses()}>
          <Trans>Seller Login</Trans>
        </Link>
      )}
      <Link to="/" className={buttonClasses({ variant: 'secondary' })}>
        <Trans>Back to the shop</Trans>
      </Link>
    </>
  )

  if (status === 'rejected') {
    const reason = vendor.data?.rejectionReason
    return (
      <div className="px-4 py-12 sm:py-16">
        <PageTitle title={t`Application not approved`} />
        <StatusPanel
          as="h1"
          tone="error"
          icon={<ShieldX className="size-8 text-red-700" />}
          title={t`Application not approved`}
          action={actions}
        >
          <p>
            {businessName ? (
              <Trans>We&apos;re sorry: your seller application for {businessName} was not approved.</Trans>
            ) : (
              <Trans>We&apos;re sorry: your seller application was not approved.</Trans>
            )}
          </p>
          {reason ? (
            <p className="mt-2">
              <span className="font-semibold text-stone-800">
                <Trans>Reason:</Trans>
              </span>{' '}
              {reason}
            </p>
          ) : null}
          <p className="mt-2">
            <Trans>
              Questions? Write to{' '}
              <Link to="/contact" className="font-semibold text-brand-800 underline">
                Seller Support
              </Link>
              .
            </Trans>
          </p>
        </StatusPanel>
      </div>
    )
  }

  return (
    <div className="px-4 py-12 sm:py-16">
      <PageTitle title={t`Seller approval pending`} />
      <StatusPanel
        as="h1"
        tone="brand"
        icon={<Clock className="size-8" />}
        title={t`Seller approval pending`}
        action={actions}
      >
        <p>
          {businessName ? (
            <Trans>Thank you, {businessName}! Your seller application is being reviewed by our team.</Trans>
          ) : (
            <Trans>Thank you! Your seller application is being reviewed by our team.</Trans>
          )}
        </p>
        <p className="mt-2">
          <Trans>We review applications within {days} working days.</Trans>
        </p>
        {sessionVendor ? (
          <>
            <p className="mt-2">
              <Trans>Meanwhile you can prepare your products: they are listed after your approval.</Trans>
            </p>
            <p className="mt-4">
              <Link to="/vendor/products" className={buttonClasses()}>
                <Trans>Prepare your products</Trans>
              </Link>
            </p>
          </>
        ) : (
          <p className="mt-2">
            <Trans>Log in with your seller account to check your application.</Trans>
          </p>
        )}
      </StatusPanel>
    </div>
  )
}
