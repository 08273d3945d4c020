import { lazy, Suspense, useEffect, type ReactNode } from 'react'
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { I18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { CartProvider } from '../features/cart/components/cart-provider'
import { createQueryClient } from '../lib/query-client'
import { sessionKeys } from '../api/session/session-keys'
import { loadToasts, useToastsLoaded } from '../lib/toast'

const AppToaster = lazy(() => import('./toaster'))

/**
 * Toasts: the Toaster mounts once sonner has loaded (lib/toast.ts), which is when the first toast
 * is raised or the shopper first presses a key or touches the screen; nothing on the server.
 */
function LateToaster() {
  const loaded = useToastsLoaded()
  useEffect(() => {
    if (loaded) return
    const load = () => void loadToasts().catch(() => {})
    const events = ['pointerdown', 'keydown'] as const
    events.forEach((name) => window.addEventListener(name, load, { once: true, passive: true }))
    return () => events.forEach((name) => window.removeEventListener(name, load))
  }, [loaded])
  if (!loaded) return null
  return (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  )
}

/** The browser's query cache: when the server ends the session, re-read it (guarded screens then send the user to sign in). */
export function createAppQueryClient(): QueryClient {
  return createQueryClient({
    onUnauthenticated: (client) => void client.invalidateQueries({ queryKey: sessionKeys.current() }),
  })
}

/**
 * App-wide providers: the language (Lingui: the browser's one instance, or a page render's own on
 * the server), server state (TanStack Query), the cart and wishlist (lib/cart-actions.ts), toasts.
 */
export function Providers({ children, client, i18n }: { children: ReactNode; client: QueryClient; i18n: I18n }) {
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <CartProvider>{children}</CartProvider>
        <LateToaster />
      </QueryClientProvider>
    </I18nProvider>
  )
}
