import { createHmac, timingSafeEqual } from 'node:crypto'

function hmacSha256Hex(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(payload, 'utf8').digest('hex')
}

/** Compares in constant time, so a forger cannot learn a signature byte by byte from response times. */
export function constantTimeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8')
  const right = Buffer.from(b, 'utf8')
  // Lengths are public (a hex SHA-256 is always 64 characters); only the content must not leak.
  if (left.length !== right.length) {
    timingSafeEqual(left, left)
    return false
  }
  return timingSafeEqual(left, right)
}

/** Razorpay's checkout signature: HMAC-SHA256(order_id + "|" + payment_id, key secret), hex. */
export function checkoutSignature(secret: string, gatewayOrderId: string, paymentId: string): string {
  return hmacSha256Hex(secret, `${gatewayOrderId}|${paymentId}`)
}

export function isValidCheckoutSignature(
  secret: string,
  payment: { gatewayOrderId: string; paymentId: string; signature: string },
): boolean {
  return constantTimeEqual(checkoutSignature(secret, payment.gatewayOrderId, payment.paymentId), payment.signature)
}

/** Razorpay's webhook signature: HMAC-SHA256 of the raw request body with the webhook secret, hex. */
export function isValidWebhookSignature(secret: string, rawBody: string, signature: string | undefined): boolean {
  if (!signature) return false
  return constantTimeEqual(hmacSha256Hex(secret, rawBody), signature)
}
