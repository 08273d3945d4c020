import type { PaymentProvider as ProviderName } from '@haat/shared/orders/order'

/** What a provider needs to start a payment for an order. */
type PayableOrder = { orderNo: string; totalPaise: number }

/** The checkout's callback fields, as Razorpay's checkout.js hands them to the page. */
type CheckoutResult = { gatewayOrderId: string; paymentId: string; signature: string }

/**
 * A way to pay. Online providers create a gateway order the browser pays against, and check the
 * signature the browser brings back; cash on delivery has nothing to create or verify.
 */
type PaymentProvider = {
  name: ProviderName
  /** The public key the browser opens the checkout with ('' for cash on delivery). */
  keyId: string
  createPayment(order: PayableOrder): Promise<{ gatewayOrderId: string | null }>
  verify(result: CheckoutResult): boolean
}

/** A payment as the gateway itself reports it (Razorpay's payment entity, amounts in paise). */
export type GatewayPayment = {
  id: string
  orderId: string | null
  amountPaise: number
  currency: string
  /** created, authorized, captured, refunded or failed. */
  status: string
}

/**
 * An online gateway. A signature only proves the gateway signed something: before an order is
 * marked paid the server asks the gateway for the payment itself, and captures an authorized one.
 */
export type OnlineProvider = PaymentProvider & {
  name: 'razorpay' | 'sandbox'
  /** The payment, or null when the gateway has none with this id. */
  fetchPayment(paymentId: string): Promise<GatewayPayment | null>
  capturePayment(paymentId: string, amountPaise: number): Promise<GatewayPayment | null>
}
