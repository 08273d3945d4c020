import type { ReactNode } from 'react'
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { Toaster } from 'sonner'
import { CartProvider } from '../features/cart/components/cart-provider'
import { createQueryClient } from '../lib/query-client'
import { sessionKeys } from '../api/session/session-keys'

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
      <Toaster position="top-center" richColors closeButton />
    </QueryClientProvider>
  )
}
