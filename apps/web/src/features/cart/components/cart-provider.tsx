import { useEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react'
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { PENDING_ADDS_COOKIE } from '@haat/shared/cart/pending-adds'
import { CartActionsContext, type CartActions, type WishlistState } from '../../../lib/cart-actions'
import { sessionKeys } from '../../../api/session/session-keys'
import { cartKeys, wishlistKeys } from '../api/cart-keys'
import { wishlistQuery } from '../api/get-wishlist'
import { useCustomerId } from '../hooks/use-customer-id'
import { clearStoredCart, readStoredCartText } from '../lib/cart-storage'
import {
  announceCartChange,
  listenForCartChanges,
  noteSignedInElsewhere,
  takeSignedInElsewhere,
} from '../../../lib/cart-sync'
import { guestWishlistStore, parseStoredWishlist } from '../lib/guest-wishlist'
import { offlineAddsOf, offlineAddsStore } from '../lib/offline-adds'

/** The buttons' work, in its own chunk: loaded on first use, or once the browser is idle. */
const loadOperations = () => import('../lib/cart-operations')

const NO_STORED_WISHLIST = parseStoredWishlist(null)

/**
 * Implements lib/cart-actions.ts for the whole app: guests keep the cart and wishlist in this
 * browser, signed-in customers on the server. Watches the session to merge the guest copies at
 * sign-in and to forget the customer's at sign-out.
 */
export function CartProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient()
  const customerId = useCustomerId()
  const stored = useSyncExternalStore(guestWishlistStore.subscribe, guestWishlistStore.read, () => NO_STORED_WISHLIST)
  const wishlistResult = useQuery(wishlistQuery(customerId))
  const [mergingIds, setMergingIds] = useState<string[]>([])
  const [isMergingGuestCart, setMergingGuestCart] = useState(false)

  useSessionChanges(customerId, setMergingIds, setMergingGuestCart)
  useOtherTabs(customerId)
  usePreloadWhenIdle()
  useSendOfflineAdds(customerId)
  usePendingAdds(customerId)

  // Keeps a copy of the customer's wishlist on this device, shown when loading fails (docs/spec.md §4).
  const serverWishlist = customerId ? wishlistResult.data : undefined
  useEffect(() => {
    if (!customerId || !serverWishlist) return
    const now = guestWishlistStore.read()
    guestWishlistStore.write({ guest: now.guest, copy: { customerId, items: serverWishlist.items } })
  }, [customerId, serverWishlist])

  const ownCopy = customerId && stored.copy?.customerId === customerId ? stored.copy.items : null
  const { refetch, isError, error } = wishlistResult
  const wishlist = useMemo<WishlistState>(() => {
    const retry = () => void refetch()
    if (!customerId) {
      return {
        items: [],
        status: customerId === undefined ? 'pending' : 'success',
        isStoredCopy: false,
        error: null,
        retry,
      }
    }
    if (serverWishlist)
      return { items: serverWishlist.items, status: 'success', isStoredCopy: false, error: null, retry }
    if (isError) return { items: ownCopy ?? [], status: 'error', isStoredCopy: ownCopy !== null, error, retry }
    return { items: [], status: 'pending', isStoredCopy: false, error: null, retry }
  }, [customerId, serverWishlist, isError, error, ownCopy, refetch])

  const savedIds = useMemo(() => {
    if (!customerId) return new Set(stored.guest.map((item) => item.productId))
    // While the list loads (or when it failed), the device's copy answers "In Wishlist".
    const items = serverWishlist?.items ?? ownCopy ?? []
    return new Set([...items.map((item) => item.product.id), ...mergingIds])
  }, [customerId, stored.guest, serverWishlist, ownCopy, mergingIds])

  const actions = useMemo<CartActions>(() => {
    // Before the session is known, changes go to the browser; the sign-in merge picks them up.
    const context = { queryClient, customerId: customerId ?? null }
    return {
      addToCart: async (input) => (await loadOperations()).addToCart(context, input),
      addToWishlist: async (input) => (await loadOperations()).addToWishlist(context, input),
      isInWishlist: (productId) => savedIds.has(productId),
      removeFromWishlist: async (productId) => (await loadOperations()).removeFromWishlist(context, productId),
      moveToCart: async (productId) => (await loadOperations()).moveToCart(context, productId),
      wishlist,
      isMergingGuestCart,
    }
  }, [customerId, queryClient, savedIds, wishlist, isMergingGuestCart])

  return <CartActionsContext value={actions}>{children}</CartActionsContext>
}

/** At sign-out: the browser keeps an empty guest cart and no copy of the customer's wishlist. */
function forgetCustomer(queryClient: QueryClient, customerId: string): void {
  clearStoredCart()
  offlineAddsStore.write(null)
  guestWishlistStore.write({ guest: [], copy: null })
  queryClient.removeQueries({ queryKey: cartKeys.customer(customerId) })
  queryClient.removeQueries({ queryKey: wishlistKeys.customer(customerId) })
}

/** Merges the guest copies when a customer appears, forgets the customer's when they leave. */
function useSessionChanges(
  customerId: string | null | undefined,
  onWishlistMerging: (ids: string[]) => void,
  onCartMerging: (isMerging: boolean) => void,
) {
  const queryClient = useQueryClient()
  const previous = useRef<string | null | undefined>(undefined)

  useEffect(() => {
    if (customerId === undefined) return
    const before = previous.current
    previous.current = customerId
    if (before === customerId) return
    if (before) forgetCustomer(queryClient, before)
    const stored = guestWishlistStore.read()
    const mergedElsewhere = takeSignedInElsewhere(customerId)
    if (customerId) {
      const hasGuestData = readStoredCartText() !== null || stored.guest.length > 0
      if (!mergedElsewhere && (hasGuestData || (stored.copy && stored.copy.customerId !== customerId))) {
        const hasGuestCart = readStoredCartText() !== null
        if (hasGuestCart) onCartMerging(true)
        void loadOperations()
          .then(({ mergeGuestData }) => mergeGuestData(queryClient, customerId, onWishlistMerging))
          .finally(() => hasGuestCart && onCartMerging(false))
      }
      // Other tabs still showing a guest learn that this browser is signed in now.
      if (before === null && !mergedElsewhere) announceCartChange({ customerId, what: 'cart' })
    } else if (before === undefined && stored.copy) {
      // Signed out from the start: a copy left by a customer whose session ended goes; guest entries stay.
      guestWishlistStore.write({ guest: stored.guest, copy: null })
    }
  }, [customerId, queryClient, onWishlistMerging, onCartMerging])
}

/** Another tab changed the cart or wishlist: refetch; a message for another customer means the session changed. */
function useOtherTabs(customerId: string | null | undefined) {
  const queryClient = useQueryClient()
  const current = useRef(customerId)
  useEffect(() => {
    current.current = customerId
  }, [customerId])

  useEffect(
    () =>
      listenForCartChanges((message) => {
        if (message.what === 'signed_out') {
          void queryClient.invalidateQueries({ queryKey: sessionKeys.current() })
          return
        }
        const { customerId: changed, what } = message
        if (changed !== current.current) {
          noteSignedInElsewhere(changed)
          void queryClient.invalidateQueries({ queryKey: sessionKeys.current() })
          return
        }
        const queryKey = what === 'cart' ? cartKeys.customer(changed) : wishlistKeys.customer(changed)
        void queryClient.invalidateQueries({ queryKey })
      }),
    [queryClient],
  )
}

/** Sends the customer's adds kept while offline: now, and whenever the connection comes back. */
function useSendOfflineAdds(customerId: string | null | undefined) {
  const queryClient = useQueryClient()
  useEffect(() => {
    if (!customerId) return
    const send = () => {
      if (offlineAddsOf(customerId).length === 0) return
      void loadOperations().then(({ sendOfflineAdds }) => sendOfflineAdds({ queryClient, customerId }))
    }
    send()
    window.addEventListener('online', send)
    return () => window.removeEventListener('online', send)
  }, [customerId, queryClient])
}

/**
 * Adds the Add to Cart taps the server answered before the app was live (a guest's wait in a
 * cookie: lib/pending-adds.ts), once it is known who is shopping. Its code loads only when the
 * cookie is there: the storefront's entry carries just this check.
 */
function usePendingAdds(customerId: string | null | undefined) {
  const queryClient = useQueryClient()
  useEffect(() => {
    if (customerId === undefined || !document.cookie.includes(`${PENDING_ADDS_COOKIE}=`)) return
    void import('../lib/pending-adds')
      .then(({ addPendingAdds }) => addPendingAdds({ queryClient, customerId }))
      .catch(() => {})
  }, [customerId, queryClient])
}

/** Fetches the operations chunk once the page has settled, so the first Add to Cart does not wait for it. */
function usePreloadWhenIdle() {
  useEffect(() => {
    const preload = () => void loadOperations().catch(() => {})
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(preload, { timeout: 5_000 })
      return () => window.cancelIdleCallback(id)
    }
    const id = window.setTimeout(preload, 2_000)
    return () => window.clearTimeout(id)
  }, [])
}
