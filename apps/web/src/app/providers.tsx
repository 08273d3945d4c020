import { useState, type ReactNode } from 'react'
import { QueryClientProvider } from '@tanstack/react-query'
import { Toaster } from 'sonner'
import { CartProvider } from '../features/cart/components/cart-provider'
import { createQueryClient } from '../lib/query-client'
import { sessionKeys } from '../api/session/session-keys'

/** App-wide providers: server state (TanStack Query), the cart and wishlist (lib/cart-actions.ts), toasts. */
export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(() =>
    createQueryClient({
      // The server ended the session: re-read it, and guarded screens send the user to sign in.
      onUnauthenticated: (client) => void client.invalidateQueries({ queryKey: sessionKeys.current() }),
    }),
  )
  return (
    <QueryClientProvider client={queryClient}>
      <CartProvider>{children}</CartProvider>
      <Toaster position="top-center" richColors closeButton />
    </QueryClientProvider>
  )
}
