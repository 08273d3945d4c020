import { useLingui } from '@lingui/react/macro'
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react'
import { useLocation } from 'react-router'
import { CloseIcon, MenuIcon } from '../../components/ui/shell-icons'
import type { CategorySummary } from '@haat/shared/catalog/category'

export interface MobileMenuProps {
  /** The Customer Login link, or null when someone is signed in (or the session is not known yet). */
  loginHref: string | null
  /** Set while a customer is signed in. */
  signOut: { onSignOut: () => void; isSigningOut: boolean } | null
  account: { to: string; label: string }
  categories: CategorySummary[]
}

const loadPanel = () => import('./mobile-menu-panel')
// The panel (links and the category tree) is not needed to draw or hydrate the page.
const MobileMenuPanel = lazy(() => loadPanel().then((module) => ({ default: module.MobileMenuPanel })))

/** Hamburger disclosure for small screens; closes on navigation and on Escape. */
export function MobileMenu({ loginHref, signOut, account, categories }: MobileMenuProps) {
  const panelId = useId()
  const location = useLocation()
  const buttonRef = useRef<HTMLButtonElement>(null)
  // Open only at the location it was opened at: any navigation closes it without an effect.
  const [openAtKey, setOpenAtKey] = useState<string | null>(null)
  const isOpen = openAtKey === location.key
  const { t } = useLingui()

  useEffect(() => {
    if (!isOpen) return
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpenAtKey(null)
      buttonRef.current?.focus()
    }
    document.addEventListener('keydown', closeOnEscape)
    return () => document.removeEventListener('keydown', closeOnEscape)
  }, [isOpen])

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        aria-label={isOpen ? t`Close menu` : t`Open menu`}
        onClick={() => setOpenAtKey(isOpen ? null : location.key)}
        // Fetched as the finger comes down, so the panel is there when the tap ends.
        onPointerDown={() => void loadPanel()}
        className="inline-flex size-11 items-center justify-center rounded-full text-stone-700 hover:bg-stone-100 lg:hidden"
      >
        {isOpen ? (
          <CloseIcon aria-hidden="true" className="size-6" />
        ) : (
          <MenuIcon aria-hidden="true" className="size-6" />
        )}
      </button>

      {isOpen ? (
        <Suspense fallback={null}>
          <MobileMenuPanel
            panelId={panelId}
            loginHref={loginHref}
            signOut={signOut}
            account={account}
            categories={categories}
          />
        </Suspense>
      ) : null}
    </>
  )
}
