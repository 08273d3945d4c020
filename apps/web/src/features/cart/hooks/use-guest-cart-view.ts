import { useLingui } from '@lingui/react/macro'
import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react'
import { useQuery } from '@tanstack/react-query'
import { toast } from '../../../lib/toast'
import type { Cart, CartLine } from '@haat/shared/cart/cart'
import { previewCartQuery } from '../api/preview-cart'
import type { CartView } from '../lib/cart-view'
import { guestCartStore, isSameLine, removeGuestLine, setGuestQuantity, type GuestCartLine } from '../lib/guest-cart'

const NO_LINES: GuestCartLine[] = []

const EMPTY_CART: Cart = {
  lines: [],
  itemCount: 0,
  subtotalPaise: 0,
  shippingPaise: 0,
  freeDeliveryFromPaise: null,
  taxPaise: 0,
  totalPaise: 0,
  canCheckout: false,
  notices: [],
}

const keyOf = (line: CartLine) => ({
  productId: line.product.id,
  variantId: line.variantId,
  color: line.color,
  size: line.size,
})

/**
 * A guest's cart: the lines stored in this browser, priced by POST /api/cart/preview in one
 * request. Changes are saved to storage at once (the header follows), then re-priced.
 */
export function useGuestCartView(): CartView {
  const lines = useSyncExternalStore(guestCartStore.subscribe, guestCartStore.read, () => NO_LINES)
  const { t } = useLingui()
  const query = useQuery(previewCartQuery(lines))
  const { data, isPlaceholderData } = query

  // Products the shop no longer sells are left out of the preview: drop them from storage too.
  useEffect(() => {
    if (!data || isPlaceholderData) return
    const sold = new Set(data.lines.map((line) => line.product.id))
    if (lines.every((line) => sold.has(line.productId))) return
    guestCartStore.write(lines.filter((line) => sold.has(line.productId)))
    data.notices.forEach((notice) => toast.info(notice))
  }, [data, isPlaceholderData, lines])

  const cart = useMemo<Cart | undefined>(() => {
    if (lines.length === 0) return EMPTY_CART
    if (!data) return undefined
    // A line removed a moment ago stays in the last preview until the new one arrives.
    return { ...data, lines: data.lines.filter((line) => lines.some((stored) => isSameLine(stored, keyOf(line)))) }
  }, [data, lines])

  const quantityOf = useCallback(
    (line: CartLine) => lines.find((stored) => isSameLine(stored, keyOf(line)))?.quantity ?? line.quantity,
    [lines],
  )
  const setQuantity = useCallback((line: CartLine, quantity: number) => {
    guestCartStore.write(setGuestQuantity(guestCartStore.read(), keyOf(line), quantity, line.maxQuantity))
  }, [])
  const remove = useCallback(
    (line: CartLine) => {
      guestCartStore.write(removeGuestLine(guestCartStore.read(), keyOf(line)))
      toast.success(t`Item removed`)
    },
    [t],
  )

  const isEmpty = lines.length === 0
  return {
    status: isEmpty || data ? 'success' : query.isError ? 'error' : 'pending',
    cart,
    error: query.error,
    retry: () => void query.refetch(),
    isUpdating: !isEmpty && (isPlaceholderData || query.isFetching),
    quantityOf,
    setQuantity,
    remove,
    isLineBusy: () => false,
  }
}
