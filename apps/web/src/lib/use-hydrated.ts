import { useSyncExternalStore } from 'react'

const noSubscription = () => () => {}

/**
 * False while the server renders and while the browser hydrates that HTML, true from the next
 * render on (and at once in a client-rendered page). For what only the browser may add.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
}
