import { createHmac } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { selectOnlineProvider } from './gateway'
import { sandboxProvider } from './sandbox'
import { checkoutSignature, constantTimeEqual, isValidCheckoutSignature, isValidWebhookSignature } from './signature'

describe('Razorpay signatures', () => {
  it('signs order_id|payment_id with HMAC-SHA256 hex, as Razorpay documents', () => {
    const expected = createHmac('sha256', 'secret').update('order_A|pay_B').digest('hex')
    expect(checkoutSignature('secret', 'order_A', 'pay_B')).toBe(expected)
    expect(
      isValidCheckoutSignature('secret', { gatewayOrderId: 'order_A', paymentId: 'pay_B', signature: expected }),
    ).toBe(true)
    expect(
      isValidCheckoutSignature('secret', { gatewayOrderId: 'order_X', paymentId: 'pay_B', signature: expected }),
    ).toBe(false)
    expect(
      isValidCheckoutSignature('other', { gatewayOrderId: 'order_A', paymentId: 'pay_B', signature: expected }),
    ).toBe(false)
  })
  it('checks webhooks over the raw body', () => {
    const body = '{"event":"payment.captured"}'
    const signature = createHmac('sha256', 'wh').update(body).digest('hex')
    expect(isValidWebhookSignature('wh', body, signature)).toBe(true)
    expect(isValidWebhookSignature('wh', `${body} `, signature)).toBe(false)
    expect(isValidWebhookSignature('wh', body, undefined)).toBe(false)
  })
  it('compares strings of different lengths without throwing', () => {
    expect(constantTimeEqual('abc', 'abcd')).toBe(false)
    expect(constantTimeEqual('abc', 'abc')).toBe(true)
  })
})

describe('sandbox gateway', () => {
  it('signs exactly like Razorpay with its own secret', async () => {
    const sandbox = sandboxProvider('s3cret')
    const { gatewayOrderId } = await sandbox.createPayment({ orderNo: 'HT-00000000', totalPaise: 100 })
    expect(gatewayOrderId).toMatch(/^order_[A-Za-z0-9]{14}$/)
    const { paymentId, signature } = sandbox.pay(gatewayOrderId!, 10_000)
    expect(signature).toBe(checkoutSignature('s3cret', gatewayOrderId!, paymentId))
    expect(sandbox.verify({ gatewayOrderId: gatewayOrderId!, paymentId, signature })).toBe(true)
    expect(sandboxProvider('other').verify({ gatewayOrderId: gatewayOrderId!, paymentId, signature })).toBe(false)
  })
  it('is used only with devTools (never in production or beyond loopback)', () => {
    expect(selectOnlineProvider({ devTools: false, razorpay: undefined })).toBeNull()
    expect(selectOnlineProvider({ devTools: true, razorpay: undefined })?.name).toBe('sandbox')
    expect(
      selectOnlineProvider({ devTools: false, razorpay: { keyId: 'k', keySecret: 's', webhookSecret: undefined } })
        ?.name,
    ).toBe('razorpay')
  })
})
