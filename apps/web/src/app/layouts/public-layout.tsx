import { Trans } from '@lingui/react/macro'
import { lazy, Suspense } from 'react'
import { Outlet } from 'react-router'
import { OfflineNotice } from './offline-notice'
import { SiteHeader } from './site-header'

/**
 * The footer is its own chunk, hydrated after the rest (selective hydration): on a server-rendered
 * page its HTML is there from the start and its links work as plain links meanwhile, so the
 * header, the page and its buttons need not wait for it.
 */
const SiteFooter = lazy(() => import('./site-footer').then((module) => ({ default: module.SiteFooter })))

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
      <Suspense fallback={null}>
        <SiteFooter />
      </Suspense>
    </div>
  )
}
