import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Navigate, Outlet, useLocation } from 'react-router'
import { ClipboardList, LayoutDashboard, Package, Settings, TicketPercent, Undo2, Wallet } from 'lucide-react'
import { useSession } from '../../api/session/get-session'
import { useLogout } from '../../features/auth/api/logout'
import { PendingApprovalBanner } from '../../features/vendor/components/pending-approval-banner'
import type { VendorAreaContext } from '../../features/vendor/hooks/use-vendor-area'
import { AccessDenied } from '../layouts/access-denied'
import { AreaChecking } from '../layouts/area-checking'
import { AreaLayout, type AreaNavItem } from '../layouts/area-layout'
import { LanguageSwitch } from '../layouts/language-switch'

const NAV = [
  { to: '/vendor', label: msg`Dashboard`, icon: LayoutDashboard, end: true },
  { to: '/vendor/products', label: msg`Products`, icon: Package },
  { to: '/vendor/orders', label: msg`Orders`, icon: ClipboardList },
  { to: '/vendor/returns', label: msg`Returns`, icon: Undo2 },
  { to: '/vendor/payments', label: msg`Payments`, icon: Wallet },
  { to: '/vendor/coupons', label: msg`Coupons`, icon: TicketPercent },
  { to: '/vendor/settings', label: msg`Settings`, icon: Settings },
]

/** The pages a seller whose application is pending may open: it prepares its products meanwhile. */
const PENDING_SELLER_PATH = /^\/vendor\/products(\/|$)/

/** The seller area (lazy chunk): for a signed-in, approved vendor, and a pending one's products. */
export function VendorLayout() {
  const { session, isPending } = useSession()
  const { pathname } = useLocation()
  const logout = useLogout('vendor')
  const { t } = useLingui()

  if (isPending) return <AreaChecking />
  const vendor = session.vendor
  if (!vendor) {
    return (
      <AccessDenied signInTo="/vendor-login" signInLabel={t`Seller Login`}>
        <p>
          <Trans>Please log in with your seller account to open the seller dashboard.</Trans>
        </p>
      </AccessDenied>
    )
  }
  // docs/spec.md §4: a vendor that is not approved is sent to /not-approved on restore; a pending
  // one may still prepare its products (the server lists them only after its approval).
  const isPendingSeller = vendor.status === 'pending'
  if (vendor.status !== 'approved' && !(isPendingSeller && PENDING_SELLER_PATH.test(pathname))) {
    return <Navigate to="/not-approved" replace />
  }
  const nav = isPendingSeller ? NAV.filter((item) => item.to === '/vendor/products') : NAV

  return (
    <AreaLayout
      areaName={t`Seller Centre`}
      nav={nav.map((item): AreaNavItem => ({ ...item, label: t(item.label) }))}
      languageSwitch={<LanguageSwitch className="mb-1 w-full px-3" />}
      identity={{ primary: vendor.businessName, secondary: vendor.ownerName }}
      onLogout={() => logout.mutate()}
      isLoggingOut={logout.isPending}
    >
      {isPendingSeller ? <PendingApprovalBanner /> : null}
      {/* The seller pages read the vendor from here (features do not import the session). */}
      <Outlet context={{ vendor } satisfies VendorAreaContext} />
    </AreaLayout>
  )
}
