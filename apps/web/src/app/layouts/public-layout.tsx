import { Trans } from '@lingui/react/macro'
import { Outlet } from 'react-router'
import { OfflineNotice } from './offline-notice'
import { SiteFooter } from './site-footer'
import { SiteHeader } from './site-header'

/** Header, page, footer: every storefront screen. */
export function PublicLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-brand-800 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        <Trans>Skip to main content</Trans>
      </a>
      <SiteHeader />
      <OfflineNotice />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  )
}
