import { useEffect } from 'react'
import { useLocation } from 'react-router'

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
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false
    // jsdom (tests) has no scrollIntoView.
    target.scrollIntoView?.({ behavior: reduceMotion ? 'instant' : 'smooth', block: 'start' })
  }, [hash])
}
