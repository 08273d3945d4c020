import { msg } from '@lingui/core/macro'
import type { Order } from '@haat/shared/orders/order'
import type { PaymentIntent, SandboxPayResult, VerifyPaymentBody } from '@haat/shared/orders/payment'
import { api } from '../../lib/api-client'

/**
 * The calls of an online payment, shared by the checkout and the order page's "Retry payment"
 * (docs/decisions/013-payments-confirmed-by-server.md: only the server marks an order paid).
 */
export const RAZORPAY_CHECKOUT_URL = 'https://checkout.razorpay.com/v1/checkout.js'

/** The payment's toasts (SPEC's texts), said with `i18n._` in the page's language. */
export const PAYMENT_TEXTS = {
  error: msg`Error`,
  gatewayFailed: msg`Payment gateway failed to load. Please try again.`,
  errorTitle: msg`Payment Error`,
  errorDescription: msg`Payment verification failed or order update issue. Please contact support.`,
  successTitle: msg`Payment Successful!`,
  successDescription: (orderNo: string) => msg`Your order #${orderNo} has been placed successfully.`,
} as const

/** POST /api/orders/{orderNo}/payment: the gateway order to pay (the same one again until it is paid). */
export function startPayment(orderNo: string): Promise<PaymentIntent> {
  return api.post<PaymentIntent>(`/api/orders/${encodeURIComponent(orderNo)}/payment`)
}

/** POST /api/orders/{orderNo}/payment/verify: the gateway's answer, checked by the server. */
export function verifyPayment(orderNo: string, body: VerifyPaymentBody): Promise<Order> {
  return api.post<Order>(`/api/orders/${encodeURIComponent(orderNo)}/payment/verify`, body)
}

/** POST /api/payments/sandbox/{gatewayOrderId}/pay: the sandbox gateway's Pay and Fail buttons. */
export function payInSandbox(gatewayOrderId: string, outcome: 'success' | 'failure'): Promise<SandboxPayResult> {
  return api.post<SandboxPayResult>(`/api/payments/sandbox/${encodeURIComponent(gatewayOrderId)}/pay`, { outcome })
}

/** Where the sandbox gateway's page is (the web's stand-in for Razorpay's window). */
export const sandboxPaymentPath = (orderNo: string) => `/checkout/sandbox/${encodeURIComponent(orderNo)}`

/** Route state of /checkout showing the confirmation of an order just placed or paid. */
export interface CheckoutConfirmationState {
  confirmedOrder: Order
}

export const PAYMENT_NOTES = {
  dismissed: msg`The payment window was closed, so this order is not paid yet. You can pay for it below.`,
  failed: msg`The payment did not go through, so this order is not paid yet. You can retry the payment below.`,
  refundDue: msg`This order was cancelled before your payment arrived. We have recorded the payment and it will be refunded to you.`,
} as const
type PaymentNote = keyof typeof PAYMENT_NOTES

/** Route state of /orders/{orderNo} after a payment window was closed or a payment failed: which note to show. */
export interface OrderPaymentNoteState {
  paymentNote: PaymentNote
}

interface RazorpaySuccess {
  razorpay_order_id: string
  razorpay_payment_id: string
  razorpay_signature: string
}

interface RazorpayInstance {
  open: () => void
}

type RazorpayConstructor = new (options: Record<string, unknown>) => RazorpayInstance

/** Opens Razorpay's checkout.js window (already loaded) with the server's intent. */
export function openRazorpay(
  intent: PaymentIntent,
  handlers: { onSuccess: (response: RazorpaySuccess) => void; onDismiss: () => void },
): void {
  const Razorpay = (window as unknown as { Razorpay?: RazorpayConstructor }).Razorpay
  if (!Razorpay) throw new Error('Razorpay checkout is not loaded')
  const instance = new Razorpay({
    key: intent.keyId,
    amount: intent.amount,
    currency: intent.currency,
    name: intent.name,
    description: intent.description,
    order_id: intent.order_id,
    prefill: intent.prefill,
    theme: intent.theme,
    handler: handlers.onSuccess,
    modal: { ondismiss: handlers.onDismiss },
  })
  instance.open()
}
