import type { PaymentProvider as ProviderName } from '@haat/shared/orders/order'

/** What a provider needs to start a payment for an order. */
export type PayableOrder = { orderNo: string; totalPaise: number }

/** The checkout's callback fields, as Razorpay's checkout.js hands them to the page. */
export type CheckoutResult = { gatewayOrderId: string; paymentId: string; signature: string }

/**
 * A way to pay. Online providers create a gateway order the browser pays against, and check the
 * signature the browser brings back; cash on delivery has nothing to create or verify.
 */
export type PaymentProvider = {
  name: ProviderName
  /** The public key the browser opens the checkout with ('' for cash on delivery). */
  keyId: string
  createPayment(order: PayableOrder): Promise<{ gatewayOrderId: string | null }>
  verify(result: CheckoutResult): boolean
}

export type OnlineProvider = PaymentProvider & { name: 'razorpay' | 'sandbox' }

export const codProvider: PaymentProvider = {
  name: 'cod',
  keyId: '',
  createPayment: () => Promise.resolve({ gatewayOrderId: null }),
  // Cash is collected at the door: there is never an online payment to accept.
  verify: () => false,
}
