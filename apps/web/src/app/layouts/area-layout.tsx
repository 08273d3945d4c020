import { Trans, useLingui } from '@lingui/react/macro'
import type { ComponentType, ReactNode } from 'react'
import { Link, NavLink, Outlet } from 'react-router'
import { LogOut } from 'lucide-react'
import { SITE } from '@haat/shared/site'
import { cn } from '../../lib/cn'

export interface AreaNavItem {
  to: string
  label: string
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>
  /** Match the path exactly (for the dashboard's index route). */
  end?: boolean
}

interface AreaLayoutProps {
  /** "Seller Centre", "Admin". */
  areaName: string
  nav: AreaNavItem[]
  /** Who is signed in: business name and owner name, or the admin's name and e-mail. */
  identity: { primary: string; secondary: string }
  onLogout: () => void
  isLoggingOut: boolean
  /** The language switch (the seller centre's; the admin console stays in English). */
  languageSwitch?: ReactNode
  children?: ReactNode
}

/** The vendor and admin shell: a sidebar on wide screens, a top bar with every section on small ones. */
export function AreaLayout({
  areaName,
  nav,
  identity,
  onLogout,
  isLoggingOut,
  languageSwitch,
  children,
}: AreaLayoutProps) {
  const { t } = useLingui()
  const shopName = SITE.name
  const navLinks = (orientation: 'vertical' | 'horizontal') =>
    nav.map(({ to, label, icon: Icon, end }) => (
      <li key={to}>
        <NavLink
          to={to}
          end={end}
          className={({ isActive }) =>
            cn(
              'flex items-center rounded-lg font-medium',
              orientation === 'vertical'
                ? 'gap-3 px-3 py-2.5 text-sm'
                : // A phone: a tile, its icon over its name; from 640 px an icon beside it.
                  'min-h-11 flex-col justify-center gap-1 px-1 py-1.5 text-center text-xs break-words sm:flex-row sm:gap-3 sm:px-3 sm:py-2 sm:text-sm',
              isActive ? 'bg-brand-700 text-white' : 'text-stone-700 hover:bg-stone-100',
            )
          }
        >
          <Icon aria-hidden="true" className="size-4" />
          {label}
        </NavLink>
      </li>
    ))

  const logoutButton = (
    <button
      type="button"
      onClick={onLogout}
      disabled={isLoggingOut}
      className="flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium text-stone-700 hover:bg-red-50 hover:text-red-700 disabled:opacity-50"
    >
      <LogOut aria-hidden="true" className="size-4" />
      {isLoggingOut ? <Trans>Logging out…</Trans> : <Trans>Logout</Trans>}
    </button>
  )

  return (
    <div className="min-h-dvh bg-stone-50 lg:flex">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-brand-800 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        <Trans>Skip to main content</Trans>
      </a>

      {/* Small screens: a top bar with who is signed in, then every section in view: four to a row
          on a phone (nothing scrolled out of sight), wrapping from 640 px. Held at the top from 640
          px only: on a phone the two rows would take a fifth of the screen. */}
      <header className="z-30 border-b border-stone-200 bg-white sm:sticky sm:top-0 lg:hidden">
        <div className="flex items-center justify-between gap-3 px-4 py-3">
          <div className="min-w-0">
            <Link to="/" className="text-xs font-semibold text-brand-800">
              {shopName} {areaName}
            </Link>
            <p className="truncate font-semibold text-stone-900">{identity.primary}</p>
            <p className="truncate text-xs text-stone-500">{identity.secondary}</p>
          </div>
          <div className="flex shrink-0 items-center">
            {languageSwitch}
            {logoutButton}
          </div>
        </div>
        <nav aria-label={t`${areaName} sections`} className="px-2 pb-2">
          <ul className="grid grid-cols-4 gap-1 sm:flex sm:flex-wrap">{navLinks('horizontal')}</ul>
        </nav>
      </header>

      {/* Wide screens: a sidebar column as tall as the page (its white and its border reach the
          bottom however long the page is), with its contents held in view while the page scrolls. */}
      <aside className="hidden w-64 shrink-0 border-r border-stone-200 bg-white lg:block">
        <div className="sticky top-0 flex h-dvh flex-col">
          <div className="border-b border-stone-100 px-5 py-5">
            <Link to="/" className="text-xl font-extrabold text-stone-900">
              {shopName} <span className="text-brand-700">{areaName}</span>
            </Link>
            <p className="mt-3 truncate font-semibold text-stone-900">{identity.primary}</p>
            <p className="truncate text-sm text-stone-500">{identity.secondary}</p>
          </div>
          <nav aria-label={t`${areaName} sections`} className="flex-1 overflow-y-auto p-3">
            <ul className="space-y-1">{navLinks('vertical')}</ul>
          </nav>
          <div className="border-t border-stone-100 p-3">
            {languageSwitch}
            {logoutButton}
          </div>
        </div>
      </aside>

      <main id="main" tabIndex={-1} className="min-w-0 flex-1 outline-none">
        {children ?? <Outlet />}
      </main>
    </div>
  )
}
