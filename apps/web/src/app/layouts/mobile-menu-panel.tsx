import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'react-router'
import type { MobileMenuProps } from './mobile-menu'
import { useShownName } from '../../lib/use-shown-names'

const linkClasses =
  'block rounded-lg px-3 py-2.5 text-base font-medium text-stone-800 hover:bg-brand-50 hover:text-brand-800'

/** The open menu's panel: its own chunk, fetched when the menu is first opened (or about to be). */
export function MobileMenuPanel({
  panelId,
  loginHref,
  signOut,
  account,
  categories,
}: MobileMenuProps & { panelId: string }) {
  const { t } = useLingui()
  const shown = useShownName()
  return (
    <nav
      id={panelId}
      aria-label={t`Menu`}
      className="absolute inset-x-0 top-full z-40 max-h-[calc(100dvh-7rem)] overflow-y-auto border-t border-stone-200 bg-white px-4 pt-2 pb-6 shadow-lg lg:hidden"
    >
      <ul className="space-y-1 border-b border-stone-100 pb-3">
        {loginHref ? (
          <li>
            <Link to={loginHref} className={linkClasses}>
              <Trans>Customer Login</Trans>
            </Link>
          </li>
        ) : null}
        <li>
          <Link to={account.to} className={linkClasses}>
            {account.label}
          </Link>
        </li>
        <li>
          <Link to="/cart" className={linkClasses}>
            <Trans>Cart</Trans>
          </Link>
        </li>
        <li>
          <Link to="/vendor-register" className={linkClasses}>
            <Trans>Become a Seller</Trans>
          </Link>
        </li>
        <li>
          <Link to="/products" className={linkClasses}>
            <Trans>All Products</Trans>
          </Link>
        </li>
        {signOut ? (
          <li>
            <button
              type="button"
              onClick={signOut.onSignOut}
              disabled={signOut.isSigningOut}
              className={`${linkClasses} w-full text-left disabled:opacity-50`}
            >
              {signOut.isSigningOut ? <Trans>Signing out...</Trans> : <Trans>Sign out</Trans>}
            </button>
          </li>
        ) : null}
      </ul>

      {categories.length > 0 ? (
        <>
          <h2 className="px-3 pt-4 pb-1 text-xs font-semibold tracking-wide text-stone-500 uppercase">
            <Trans>Categories</Trans>
          </h2>
          <ul className="space-y-1">
            {categories.map((category) => {
              const categoryName = shown(category)
              return (
                <li key={category.id}>
                  <Link to={`/category/${category.slug}`} className={linkClasses}>
                    {categoryName}
                  </Link>
                  {category.subcategories.length > 0 ? (
                    <ul aria-label={t`${categoryName} subcategories`} className="ml-3 border-l border-stone-200 pl-2">
                      {category.subcategories.map((sub) => (
                        <li key={sub.id}>
                          <Link
                            to={`/category/${category.slug}/${sub.slug}`}
                            className="block rounded-lg px-3 py-2 text-sm text-stone-600 hover:bg-brand-50 hover:text-brand-800"
                          >
                            {shown(sub)}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              )
            })}
          </ul>
        </>
      ) : null}
    </nav>
  )
}
