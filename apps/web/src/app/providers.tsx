import { lazy, Suspense, type ReactNode } from 'react'
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { CartProvider } from '../features/cart/components/cart-provider'
import { createQueryClient } from '../lib/query-client'
import { sessionKeys } from '../api/session/session-keys'
import { useHydrated } from '../lib/use-hydrated'

const AppToaster = lazy(() => import('./toaster'))

/** Toasts, once the page is live (toaster.tsx); nothing on the server. */
function LateToaster() {
  const hydrated = useHydrated()
  if (!hydrated) return null
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

/** App-wide providers: server state (TanStack Query), the cart and wishlist (lib/cart-actions.ts), toasts. */
export function Providers({ children, client }: { children: ReactNode; client: QueryClient }) {
  return (
    <QueryClientProvider client={client}>
      <CartProvider>{children}</CartProvider>
      <LateToaster />
    </QueryClientProvider>
  )
}
