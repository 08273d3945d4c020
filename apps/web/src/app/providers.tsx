import { useState, type ReactNode } from 'react'
import { QueryClientProvider } from '@tanstack/react-query'
import { Toaster } from 'sonner'
import { authKeys } from '../features/auth/api/auth-keys'
import { CartProvider } from '../features/cart/components/cart-provider'
import { createQueryClient } from '../lib/query-client'

/** App-wide providers: server state (TanStack Query), the cart and wishlist (lib/cart-actions.ts), toasts. */
export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(() =>
    createQueryClient({
      // The server ended the session: re-read it, and guarded screens send the user to sign in.
      onUnauthenticated: (client) => void client.invalidateQueries({ queryKey: authKeys.session() }),
    }),
  )
  return (
    <QueryClientProvider client={queryClient}>
      <CartProvider>{children}</CartProvider>
      <Toaster position="top-center" richColors closeButton />
    </QueryClientProvider>
  )
}
