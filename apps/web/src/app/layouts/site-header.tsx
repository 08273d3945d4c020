import { Trans, useLingui } from '@lingui/react/macro'
import { lazy, Suspense } from 'react'
import { Link, useLocation } from 'react-router'
import { LogOutIcon, StoreIcon, UserIcon } from '../../components/ui/shell-icons'
import { SITE } from '@haat/shared/site'
import { useSession } from '../../api/session/get-session'
import { useLogout } from '../../features/auth/api/logout'
import { CartLink } from '../../features/cart/components/cart-link'
import { useCategories } from '../../api/categories/get-categories'
import { SearchForm } from '../../features/catalog/components/search-form'
import { cn } from '../../lib/cn'
import { LanguageSwitch } from './language-switch'
import { MobileMenu } from './mobile-menu'
import { useScrolledPast } from './use-scrolled-past'
import { loginPathFor } from '../../lib/safe-redirect'

/**
 * The desktop's category bar with its dropdowns is its own chunk, hydrated after the rest: a phone
 * never shows it, and on a desktop its links work as plain links until then.
 */
const CategoryBar = lazy(() =>
  import('../../features/catalog/components/category-bar').then((module) => ({ default: module.CategoryBar })),
)

const AUTH_PAGES = /^\/(login|register|forgot-password)/

const SHADOW_AFTER_PX = 20

/** The storefront header (docs/spec.md §2 "Public layout"). */
export function SiteHeader() {
  const { session, isPending: isSessionPending } = useSession()
  const { data: categories = [] } = useCategories()
  const isScrolled = useScrolledPast(SHADOW_AFTER_PX)
  const logout = useLogout('customer')
  const { t } = useLingui()

  // Hidden until the server answers, so a signed-in customer never sees it flash. Signing in
  // comes back to the page it was opened from (not from the home page or the sign-in pages).
  const location = useLocation()
  const here = `${location.pathname}${location.search}`
  const showCustomerLogin = !isSessionPending && !session.customer
  const loginHref = location.pathname === '/' || AUTH_PAGES.test(location.pathname) ? '/login' : loginPathFor(here)
  const signOut = session.customer ? { onSignOut: () => logout.mutate(), isSigningOut: logout.isPending } : null
  const account = session.vendor
    ? { to: '/vendor', label: t`Seller dashboard`, icon: StoreIcon }
    : { to: '/profile', label: t`My account`, icon: UserIcon }
  const AccountIcon = account.icon
  const shopName = SITE.name

  return (
    <header
      data-scrolled={isScrolled}
      className={cn(
        'sticky top-0 z-30 bg-white transition-shadow duration-200',
        isScrolled ? 'shadow-md' : 'shadow-none',
      )}
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-1 gap-y-2 px-3 py-2 sm:px-4 md:flex-nowrap md:gap-x-4 md:py-3">
        <MobileMenu
          loginHref={showCustomerLogin ? loginHref : null}
          signOut={signOut}
          account={account}
          categories={categories}
        />

        <Link to="/" aria-label={t`${shopName} home`} className="flex shrink-0 items-center gap-2 rounded-lg px-1 py-1">
          <span
            aria-hidden="true"
            className="flex size-9 items-center justify-center rounded-xl bg-brand-700 text-lg font-black text-white"
          >
            H
          </span>
          <span className="text-xl font-extrabold tracking-tight text-stone-900">{SITE.name}</span>
        </Link>

        <SearchForm className="order-last basis-full pb-1 md:order-none md:basis-auto md:flex-1 md:pb-0" />

        <div className="ml-auto flex shrink-0 items-center gap-1 md:ml-0">
          {showCustomerLogin ? (
            <Link
              to={loginHref}
              className="hidden rounded-lg px-3 py-2 text-sm font-semibold text-stone-800 hover:bg-stone-100 md:inline-flex"
            >
              <Trans>Customer Login</Trans>
            </Link>
          ) : null}
          {signOut ? (
            <button
              type="button"
              onClick={signOut.onSignOut}
              disabled={signOut.isSigningOut}
              className="hidden items-center gap-2 rounded-lg px-3 py-2 text-sm font-semibold text-stone-800 hover:bg-stone-100 disabled:opacity-50 md:inline-flex"
            >
              <LogOutIcon aria-hidden="true" className="size-4" />
              {signOut.isSigningOut ? <Trans>Signing out...</Trans> : <Trans>Sign out</Trans>}
            </button>
          ) : null}
          <Link
            to="/vendor-register"
            className="hidden rounded-lg px-3 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50 lg:inline-flex"
          >
            <Trans>Become a Seller</Trans>
          </Link>
          <LanguageSwitch />
          <CartLink />
          <Link
            to={account.to}
            aria-label={account.label}
            className="inline-flex size-11 items-center justify-center rounded-full text-stone-700 hover:bg-stone-100"
          >
            <AccountIcon aria-hidden="true" className="size-6" />
          </Link>
        </div>
      </div>

      <div className="hidden md:block">
        <Suspense fallback={null}>
          <CategoryBar />
        </Suspense>
      </div>
    </header>
  )
}
