import { z } from 'zod'
import { fill } from '../texts'

/** Which online gateway is in use: Razorpay with keys, the built-in sandbox locally, or none (COD only). */
export const PaymentOptions = z.object({
  methods: z.array(z.enum(['cod', 'razorpay'])),
  onlineProvider: z.enum(['razorpay', 'sandbox']).nullable(),
})
export type PaymentOptions = z.infer<typeof PaymentOptions>

/**
 * POST /api/orders/{orderNo}/payment: the options Razorpay's checkout.js is opened with
 * (`new Razorpay({ key: keyId, amount, currency, name, description, order_id, prefill, theme })`).
 * With provider 'sandbox' the web shows its own payment page and calls POST
 * /api/payments/sandbox/{order_id}/pay instead of loading checkout.js.
 */
export const PaymentIntent = z.object({
  provider: z.enum(['razorpay', 'sandbox']),
  orderNo: z.string(),
  keyId: z.string(),
  /** In paise (Razorpay's unit): the order total × 100 of rupees. */
  amount: z.number().int(),
  currency: z.literal('INR'),
  name: z.literal('Haat'),
  description: z.string(),
  order_id: z.string(),
  prefill: z.object({ name: z.string(), email: z.string(), contact: z.string() }),
  theme: z.object({ color: z.string() }),
})
export type PaymentIntent = z.infer<typeof PaymentIntent>

/** `label` is the gateway's own field name (razorpay_order_id), not words to translate. */
const gatewayId = (label: string) => z.string().trim().min(1, fill(/*i18n*/ '{label} is required.', { label })).max(100)

/** POST /api/orders/{orderNo}/payment/verify: what Razorpay's checkout hands its success handler. */
export const VerifyPaymentBody = z.object({
  razorpay_order_id: gatewayId('razorpay_order_id'),
  razorpay_payment_id: gatewayId('razorpay_payment_id'),
  razorpay_signature: gatewayId('razorpay_signature'),
})
export type VerifyPaymentBody = z.infer<typeof VerifyPaymentBody>

export const SandboxPayParams = z.object({ gatewayOrderId: z.string().trim().min(1).max(100) })
/** POST /api/payments/sandbox/{gatewayOrderId}/pay: the sandbox's "pay" and "fail" buttons. */
export const SandboxPayBody = z.object({ outcome: z.enum(['success', 'failure']) })
export type SandboxPayBody = z.infer<typeof SandboxPayBody>

/** Razorpay's payment.failed error, as checkout.js gives it to the page. */
export const GatewayError = z.object({
  code: z.string(),
  description: z.string(),
  source: z.string(),
  step: z.string(),
  reason: z.string(),
  metadata: z.object({ order_id: z.string(), payment_id: z.string() }),
})
export const SandboxPayResult = z.union([VerifyPaymentBody, z.object({ error: GatewayError })])
export type SandboxPayResult = z.infer<typeof SandboxPayResult>

export const WebhookAck = z.object({ ok: z.literal(true) })
