import { useEffect } from 'react'
import { useLocation } from 'react-router'
import { scrollBehavior } from '../../../lib/use-prefers-reduced-motion'

/**
 * Scrolls to the element the URL's #hash names once the page has rendered it. The browser
 * cannot do this itself here: a lazy page is not in the document when the URL first arrives
 * (/seller-terms → /terms-of-service#seller-terms), and router navigations never scroll.
 */
export function useScrollToHash() {
  const { hash } = useLocation()

  useEffect(() => {
    if (hash.length < 2) return
    let id: string
    try {
      id = decodeURIComponent(hash.slice(1))
    } catch {
      return
    }
    const target = document.getElementById(id)
    if (!target) return
    // jsdom (tests) has no scrollIntoView.
    target.scrollIntoView?.({ behavior: scrollBehavior(), block: 'start' })
  }, [hash])
}
