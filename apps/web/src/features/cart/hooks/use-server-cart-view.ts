import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useCallback } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { toast } from '../../../lib/toast'
import type { Cart, CartLine } from '@haat/shared/cart/cart'
import { errorMessage } from '../../../lib/api-error-message'
import { cartKeys } from '../api/cart-keys'
import { acceptCartLinePrice } from '../api/accept-cart-line-price'
import { cartQuery } from '../../../api/cart/get-cart'
import { removeCartLine } from '../api/remove-cart-line'
import { updateCartLine } from '../api/update-cart-line'
import { announceCartChange } from '../../../lib/cart-sync'
import type { CartView } from '../lib/cart-view'

/** The new quantity shows at once (and the header count with it); the server's cart replaces it. */
function withQuantity(cart: Cart, lineId: string, quantity: number): Cart {
  const lines = cart.lines.map((line) =>
    line.id === lineId ? { ...line, quantity, linePricePaise: line.product.unitPricePaise * quantity } : line,
  )
  return { ...cart, lines, itemCount: lines.reduce((sum, line) => sum + line.quantity, 0) }
}

/** A signed-in customer's cart: GET /api/cart, PATCH and DELETE a line, one change at a time. */
export function useServerCartView(customerId: string): CartView {
  const queryClient = useQueryClient()
  const { t, i18n } = useLingui()
  const query = useQuery(cartQuery(customerId))
  const queryKey = cartKeys.customer(customerId)
  const mutationKey = ['cart-change', customerId]
  // One after the other, so the server sees the changes in the order they were made.
  const scope = { id: `cart-${customerId}` }

  const settle = (cart: Cart) => {
    // Later changes are queued: the last answer is the one to keep (the screen already shows it).
    if (queryClient.isMutating({ mutationKey }) <= 1) queryClient.setQueryData(queryKey, cart)
    announceCartChange({ customerId, what: 'cart' })
  }
  const onError = (error: unknown, fallback: MessageDescriptor) => {
    toast.error(errorMessage(error, fallback, i18n))
    void queryClient.invalidateQueries({ queryKey })
  }

  const update = useMutation({
    mutationKey,
    scope,
    mutationFn: ({ line, quantity }: { line: CartLine; quantity: number }) => updateCartLine(line.id, quantity),
    onMutate: async ({ line, quantity }) => {
      await queryClient.cancelQueries({ queryKey })
      queryClient.setQueryData<Cart>(queryKey, (old) => old && withQuantity(old, line.id, quantity))
    },
    onSuccess: settle,
    onError: (error) => onError(error, msg`Could not change the quantity. Please try again.`),
  })

  const removal = useMutation({
    mutationKey,
    scope,
    mutationFn: (line: CartLine) => removeCartLine(line.id),
    onSuccess: (cart) => {
      settle(cart)
      toast.success(t`Item removed`)
    },
    onError: (error) => onError(error, msg`Could not remove the item. Please try again.`),
  })

  const acceptance = useMutation({
    mutationKey,
    scope,
    mutationFn: (line: CartLine) => acceptCartLinePrice(line.id),
    onSuccess: (cart) => {
      settle(cart)
      void queryClient.invalidateQueries({ queryKey })
      toast.success(t`New price accepted`)
    },
    onError: (error) => onError(error, msg`Could not accept the new price. Please try again.`),
  })

  const { mutate: updateLine } = update
  const { mutate: acceptLinePrice, isPending: isAccepting, variables: acceptingLine } = acceptance
  const { mutate: removeLine, isPending: isRemoving, variables: removingLine } = removal
  const setQuantity = useCallback((line: CartLine, quantity: number) => updateLine({ line, quantity }), [updateLine])

  return {
    status: query.data ? 'success' : query.isError ? 'error' : 'pending',
    cart: query.data,
    error: query.error,
    retry: () => void query.refetch(),
    isUpdating: update.isPending,
    quantityOf: (line) => line.quantity,
    setQuantity,
    remove: (line) => removeLine(line),
    acceptPrice: (line) => acceptLinePrice(line),
    isLineBusy: (line) =>
      (isRemoving && removingLine?.id === line.id) || (isAccepting && acceptingLine?.id === line.id),
  }
}
