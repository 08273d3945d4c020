import { useSyncExternalStore } from 'react'

const QUERY = '(prefers-reduced-motion: reduce)'

function subscribe(onChange: () => void): () => void {
  const media = window.matchMedia(QUERY)
  media.addEventListener('change', onChange)
  return () => media.removeEventListener('change', onChange)
}

const read = () => window.matchMedia(QUERY).matches

/** The visitor asked their system for less motion; follows the setting while the page is open. */
export function usePrefersReducedMotion(): boolean {
  // The server has no preference to read: assume reduced until the browser says otherwise.
  return useSyncExternalStore(subscribe, read, () => true)
}

/** How a scroll the app starts itself moves: smoothly, or at once for reduced motion. */
export function scrollBehavior(): ScrollBehavior {
  return (window.matchMedia?.(QUERY).matches ?? false) ? 'instant' : 'smooth'
}
