import { useEffect, useRef } from 'react'
import { useLocation, useNavigationType } from 'react-router'
import { scrollBehavior } from '../../lib/use-prefers-reduced-motion'

/** Scrolls to the top on every route change: smoothly, or at once for reduced motion (docs/spec.md §2). */
export function ScrollToTop() {
  const { pathname, search, hash } = useLocation()
  const navigationType = useNavigationType()
  const isFirstRender = useRef(true)
  const lastPathname = useRef(pathname)

  useEffect(() => {
    const isSamePage = lastPathname.current === pathname
    lastPathname.current = pathname
    // The first render is a page load, not a route change: leave the browser's position alone.
    if (isFirstRender.current) {
      isFirstRender.current = false
      return
    }
    if (hash) return
    // A page rewriting its own query in place (the profile's ?tab=) is not a new page.
    if (isSamePage && navigationType === 'REPLACE') return
    window.scrollTo({ top: 0, behavior: scrollBehavior() })
  }, [pathname, search, hash, navigationType])

  return null
}
