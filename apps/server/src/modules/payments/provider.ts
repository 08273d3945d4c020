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
  /** When the customer started it (Razorpay's created_at). */
  createdAt: Date | null
}

/** A window of time the gateway's lists are asked for (Razorpay's from and to, in Unix seconds). */
export type GatewayWindow = { from: Date; to: Date }

/**
 * An online gateway. A signature only proves the gateway signed something: before an order is
 * marked paid the server asks the gateway for the payment itself, and captures an authorized one.
 */
export type OnlineProvider = PaymentProvider &
  Refunder & {
    name: 'razorpay' | 'sandbox'
    /** The payment, or null when the gateway has none with this id. */
    fetchPayment(paymentId: string): Promise<GatewayPayment | null>
    capturePayment(paymentId: string, amountPaise: number): Promise<GatewayPayment | null>
    /** GET /v1/orders/{id}/payments: every payment attempt made against one gateway order. */
    listOrderPayments(gatewayOrderId: string): Promise<GatewayPayment[]>
    /** GET /v1/payments?from&to: every payment started in the window (all pages). */
    listPayments(window: GatewayWindow): Promise<GatewayPayment[]>
    /** GET /v1/refunds?from&to: every refund made in the window (all pages). */
    listRefunds(window: GatewayWindow): Promise<GatewayRefund[]>
    /** GET /v1/refunds/{id}, or null when the gateway has none with this id. */
    fetchRefund(refundId: string): Promise<GatewayRefund | null>
  }

/** A refund as the gateway reports it (Razorpay's refund entity, amount in paise). */
export type GatewayRefund = {
  id: string
  paymentId: string
  amountPaise: number
  /** pending, processed or failed. */
  status: string
  /** Haat's refund id, from the refund's notes (null for a refund made elsewhere, e.g. the dashboard). */
  haatRefundId: string | null
  createdAt: Date | null
}

type RefundRequest = {
  paymentId: string
  amountPaise: number
  /** Sent as X-Refund-Idempotency: the same key again returns the first refund, never a second one. */
  idempotencyKey: string
  /** Haat's refund id, echoed back in the gateway's webhooks. */
  refundId: string
}

/**
 * What the gateway said to a refund request: the refund it made (or had made for this key), or a
 * refusal with its reason (no such payment, more than is left). A gateway that does not answer
 * throws UNAVAILABLE: the caller tries again later with the same key.
 */
export type RefundAnswer = { refund: GatewayRefund } | { refused: string }

type Refunder = { refundPayment(request: RefundRequest): Promise<RefundAnswer> }
