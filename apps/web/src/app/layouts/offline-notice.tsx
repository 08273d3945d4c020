import { lazy, Suspense } from 'react'
import { useOnline } from '../../lib/use-online'

// Shown only offline: its own chunk, which the service worker keeps with the storefront's files.
const OfflineBanner = lazy(() => import('./offline-banner').then((module) => ({ default: module.OfflineBanner })))

/** Says, while the connection is gone, what still works. */
export function OfflineNotice() {
  const online = useOnline()
  if (online) return null
  return (
    <Suspense fallback={null}>
      <OfflineBanner />
    </Suspense>
  )
}
