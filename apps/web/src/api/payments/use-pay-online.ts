import { useCallback } from 'react'
import { useLingui } from '@lingui/react'
import { useNavigate } from 'react-router'
import { useQueryClient } from '@tanstack/react-query'
import { toast } from '../../lib/toast'
import type { Order } from '@haat/shared/orders/order'
import { errorMessage } from '../../lib/api-error-message'
import { announceCartChange } from '../../lib/cart-sync'
import { loadScript } from '../../lib/load-script'
import {
  PAYMENT_TEXTS,
  RAZORPAY_CHECKOUT_URL,
  openRazorpay,
  sandboxPaymentPath,
  startPayment,
  verifyPayment,
  type CheckoutConfirmationState,
  type OrderPaymentNoteState,
} from './online-payment'
import { cartKeys } from '../cart/cart-keys'
import { orderKeys } from '../orders/order-keys'
import { useSession } from '../session/get-session'

/**
 * After the server recorded a payment: the cart (emptied by the server) and the order are
 * re-read, the toast says so, and /checkout shows the confirmation. A payment that arrived after
 * the order was cancelled (refund due) is no success: the order page says it will be refunded.
 */
export function usePaymentConfirmed() {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const customerId = useSession().session.customer?.id
  const { i18n } = useLingui()
  return useCallback(
    async (order: Order) => {
      queryClient.setQueryData(orderKeys.detail(order.orderNo), order)
      void queryClient.invalidateQueries({ queryKey: cartKeys.all })
      // The server emptied the cart: the other tabs' header counts follow.
      if (customerId) announceCartChange({ customerId, what: 'cart' })
      void queryClient.invalidateQueries({ queryKey: orderKeys.lists() })
      if (order.payment.status === 'refund_due') {
        const state: OrderPaymentNoteState = { paymentNote: 'refundDue' }
        await navigate(`/orders/${encodeURIComponent(order.orderNo)}`, { replace: true, state })
        return
      }
      toast.success(i18n._(PAYMENT_TEXTS.successTitle), {
        description: i18n._(PAYMENT_TEXTS.successDescription(order.orderNo)),
      })
      const state: CheckoutConfirmationState = { confirmedOrder: order }
      await navigate('/checkout', { replace: true, state })
    },
    [navigate, queryClient, customerId, i18n],
  )
}

/**
 * Pays an online order: the sandbox gateway's page, or Razorpay's window whose success is
 * verified by the server. Resolves when the customer has been handed to the gateway (or it
 * failed, said in a toast); the returned promise never rejects.
 */
export function usePayOnline() {
  const navigate = useNavigate()
  const onConfirmed = usePaymentConfirmed()
  const queryClient = useQueryClient()
  const { i18n } = useLingui()

  return useCallback(
    async (orderNo: string): Promise<void> => {
      let intent
      try {
        intent = await startPayment(orderNo)
      } catch (error) {
        toast.error(i18n._(PAYMENT_TEXTS.error), {
          description: errorMessage(error, i18n._(PAYMENT_TEXTS.gatewayFailed)),
        })
        return
      }
      if (intent.provider === 'sandbox') {
        await navigate(sandboxPaymentPath(orderNo))
        return
      }
      try {
        await loadScript(RAZORPAY_CHECKOUT_URL)
      } catch {
        toast.error(i18n._(PAYMENT_TEXTS.error), { description: i18n._(PAYMENT_TEXTS.gatewayFailed) })
        return
      }
      await new Promise<void>((settle) => {
        try {
          openRazorpay(intent, {
            onSuccess: (response) => {
              verifyPayment(orderNo, response)
                .then(onConfirmed)
                .catch(() => {
                  toast.error(i18n._(PAYMENT_TEXTS.errorTitle), { description: i18n._(PAYMENT_TEXTS.errorDescription) })
                  void queryClient.invalidateQueries({ queryKey: orderKeys.detail(orderNo) })
                  void navigate(`/orders/${encodeURIComponent(orderNo)}`)
                })
                .finally(settle)
            },
            onDismiss: () => {
              const state: OrderPaymentNoteState = { paymentNote: 'dismissed' }
              void queryClient.invalidateQueries({ queryKey: orderKeys.detail(orderNo) })
              void navigate(`/orders/${encodeURIComponent(orderNo)}`, { state })
              settle()
            },
          })
        } catch {
          toast.error(i18n._(PAYMENT_TEXTS.error), { description: i18n._(PAYMENT_TEXTS.gatewayFailed) })
          settle()
        }
      })
    },
    [navigate, onConfirmed, queryClient, i18n],
  )
}
