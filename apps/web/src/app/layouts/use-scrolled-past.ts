import { useCallback, useSyncExternalStore } from 'react'

function subscribe(onChange: () => void) {
  window.addEventListener('scroll', onChange, { passive: true })
  return () => window.removeEventListener('scroll', onChange)
}

/** True once the window has scrolled more than `offset` pixels. */
export function useScrolledPast(offset: number): boolean {
  const getSnapshot = useCallback(() => window.scrollY > offset, [offset])
  return useSyncExternalStore(subscribe, getSnapshot, () => false)
}
