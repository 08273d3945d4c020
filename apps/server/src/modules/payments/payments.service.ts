import type { Order } from '@haat/shared/orders/order'
import type { PaymentIntent, PaymentOptions, SandboxPayResult, VerifyPaymentBody } from '@haat/shared/orders/payment'
import { TRACKING_NOTES, TRACKING_STATUS } from '@haat/shared/orders/tracking-notes'
import { fill } from '@haat/shared/texts'
import type { Config } from '../../config'
import type { Db, DbOrTx } from '../../db/client'
import { withDbRetry } from '../../lib/db-retry'
import { AppError, notFound } from '../../lib/app-error'
import type { Clock } from '../../lib/clock'
import { deleteAllLines } from '../cart'
import { enqueueOrderConfirmation } from '../checkout'
import {
  canPayOnline,
  type ExpiredOrder,
  findOrderByNo,
  insertTrackingEvent,
  lockOrder,
  moveOrder,
  ORDER_NOT_FOUND,
  type OrderRow,
  paymentOutcome,
  readOrder,
  requestRefund,
  setGatewayOrder,
} from '../orders'
import type { OrderReadyHook } from '../shipping'
import { isSandbox } from './gateway'
import {
  claimWebhookEvents,
  findCustomerOrderByGatewayId,
  findOrderByGatewayId,
  findOrderById,
  insertWebhookEvent,
  markWebhookEvent,
} from './payments.repository'
import { type AuditActor, recordAudit } from '../audit'
import type { OnlineProvider } from './provider'
import type { RefundsService, RefundWebhook } from './refunds.service'
import { constantTimeEqual, isValidWebhookSignature } from './signature'
import { must } from '../../lib/must'

const THEME_COLOR = '#b45309'
const VERIFY_FAILED = /*i18n*/ 'Payment verification failed. Your order has not been paid; please try again.'

type WebhookPayment = { id?: unknown; order_id?: unknown; error_description?: unknown }
type WebhookEvent = {
  event?: unknown
  payload?: {
    payment?: { entity?: WebhookPayment }
    order?: { entity?: { id?: unknown } }
    refund?: { entity?: RefundWebhook }
    payout?: { entity?: { id?: unknown; reference_id?: unknown } }
  }
}

/** Online payments: starting one, verifying the checkout's callback and Razorpay's webhooks, the sandbox. */
export function paymentsService(deps: {
  db: Db
  clock: Clock
  config: Pick<Config, 'publicUrl' | 'razorpay'>
  provider: OnlineProvider | null
  /** Runs once an online order is paid (automatic forwarding to vendors). */
  onOrderReady?: OrderReadyHook
  /** Sends refunds to the gateway (a late payment's), and follows Razorpay's refund webhooks. */
  refunds?: Pick<RefundsService, 'handleWebhook'>
  /** RazorpayX's payout events arrive on the same webhook. */
  payouts?: { handleWebhook(entity: { id?: unknown; reference_id?: unknown }): Promise<void> }
  /** Called after a refund was recorded and committed, to send it at once. */
  onRefundRequested?: () => void
}) {
  const { db, clock, config, provider, onOrderReady, refunds, payouts, onRefundRequested } = deps

  async function ownOrder(customerId: string, orderNo: string): Promise<OrderRow> {
    const order = await findOrderByNo(db, orderNo)
    if (!order || order.customerId !== customerId || order.hiddenAt) throw notFound(ORDER_NOT_FOUND)
    return order
  }

  function intent(order: OrderRow, online: OnlineProvider, gatewayOrderId: string): PaymentIntent {
    return {
      provider: online.name,
      orderNo: order.orderNo,
      keyId: online.keyId,
      amount: order.totalPaise,
      currency: 'INR',
      name: 'Haat',
      description: `Payment for order #${order.orderNo}`,
      order_id: gatewayOrderId,
      prefill: { name: order.name, email: order.email, contact: order.phone },
      theme: { color: THEME_COLOR },
    }
  }

  /**
   * Records a verified payment once, whichever notice comes first (checkout callback or webhook).
   * Returns the order as it is afterwards.
   */
  async function recordPayment(
    by: { id: string } | { gatewayOrderId: string },
    paymentId: string,
    source: string,
    actor: AuditActor,
  ): Promise<OrderRow | undefined> {
    let confirmedNow = false
    let refundRequested = false
    const result = await withDbRetry(() =>
      db.transaction(async (tx) => {
        confirmedNow = false // a run aborted by a conflict and run again starts over
        refundRequested = false
        const order = await lockOrder(tx, by)
        if (!order) return undefined
        const outcome = paymentOutcome(order)
        if (outcome === 'already_recorded') return order
        const now = clock.now()
        if (outcome === 'refund_due') {
          // Paid after the order was released: keep the money on record and flag it for a refund.
          await moveOrder(tx, order, {
            paymentStatus: 'refund_due',
            paidAt: now,
            gatewayPaymentId: paymentId,
            capturedPaise: order.totalPaise,
            updatedAt: now,
          })
          await insertTrackingEvent(tx, {
            orderId: order.id,
            status: TRACKING_STATUS.paymentReceived,
            note: fill(TRACKING_NOTES.paidAfterCancellation, { source }),
            createdAt: now,
          })
          // The whole payment goes back: the customer is told why in the refund's mail.
          await requestRefund(tx, {
            order: { ...order, gatewayPaymentId: paymentId },
            amountPaise: order.totalPaise,
            reason: 'paid_after_release',
            actor,
            now,
            publicUrl: config.publicUrl,
          })
          refundRequested = true
          await recordAudit(tx, {
            actor,
            action: 'payment.refund_due',
            entity: 'order',
            entityId: order.id,
            details: { orderNo: order.orderNo, paymentId, amountPaise: order.totalPaise, source },
          })
          return lockOrder(tx, { id: order.id })
        }
        await moveOrder(tx, order, {
          paymentStatus: 'confirmed',
          paidAt: now,
          gatewayPaymentId: paymentId,
          capturedPaise: order.totalPaise,
          updatedAt: now,
        })
        await insertTrackingEvent(tx, {
          orderId: order.id,
          status: TRACKING_STATUS.paymentConfirmed,
          note: fill(TRACKING_NOTES.paidOnline, { source }),
          createdAt: now,
        })
        await deleteAllLines(tx, order.customerId)
        await recordAudit(tx, {
          actor,
          action: 'payment.confirmed',
          entity: 'order',
          entityId: order.id,
          details: {
            orderNo: order.orderNo,
            paymentId,
            amountPaise: order.totalPaise,
            paymentStatus: { from: order.paymentStatus, to: 'confirmed' },
            source,
          },
        })
        const paid = must(await lockOrder(tx, { id: order.id }), 'the locked order')
        await enqueueOrderConfirmation(tx, paid, config.publicUrl)
        confirmedNow = true
        return paid
      }),
    )
    if (confirmedNow && result) await onOrderReady?.(result.orderNo)
    if (refundRequested) onRefundRequested?.()
    return result
  }

  /**
   * Asks the gateway for the payment itself and holds it against the order: the order's own
   * gateway order, its amount in paise, INR, and captured (an authorized payment that matches is
   * captured now). Anything else is refused and put on record; nothing about the order changes.
   */
  async function paymentMatches(
    online: OnlineProvider,
    order: OrderRow,
    paymentId: string,
    actor: AuditActor,
  ): Promise<boolean> {
    let payment = await online.fetchPayment(paymentId)
    const problems: string[] = []
    if (!payment) problems.push('unknown payment')
    else {
      if (
        payment.orderId === null ||
        order.gatewayOrderId === null ||
        !constantTimeEqual(payment.orderId, order.gatewayOrderId)
      ) {
        problems.push('another order')
      }
      if (payment.amountPaise !== order.totalPaise) problems.push('amount')
      if (payment.currency !== 'INR') problems.push('currency')
      if (problems.length === 0 && payment.status === 'authorized')
        payment = await online.capturePayment(paymentId, order.totalPaise)
      if (payment?.status !== 'captured') problems.push('status')
    }
    if (problems.length === 0) return true
    await recordAudit(db, {
      actor,
      action: 'payment.rejected',
      entity: 'order',
      entityId: order.id,
      details: {
        orderNo: order.orderNo,
        paymentId,
        problems,
        gateway: payment
          ? {
              orderId: payment.orderId,
              amountPaise: payment.amountPaise,
              currency: payment.currency,
              status: payment.status,
            }
          : null,
      },
    })
    return false
  }

  /** One webhook event from the inbox: what it says happened, checked with the gateway first. */
  async function handleWebhookEvent(event: WebhookEvent): Promise<void> {
    if (event.event === 'refund.processed' || event.event === 'refund.failed') {
      const refund = event.payload?.refund?.entity
      if (refund) await refunds?.handleWebhook(event.event, refund)
      return
    }
    if (typeof event.event === 'string' && event.event.startsWith('payout.')) {
      const payout = event.payload?.payout?.entity
      if (payout) await payouts?.handleWebhook(payout)
      return
    }
    const payment = event.payload?.payment?.entity
    const paymentId = typeof payment?.id === 'string' ? payment.id : undefined
    const gatewayOrderId =
      typeof payment?.order_id === 'string'
        ? payment.order_id
        : typeof event.payload?.order?.entity?.id === 'string'
          ? event.payload.order.entity.id
          : undefined
    if (!gatewayOrderId || !provider) return
    const system: AuditActor = { kind: 'system', id: null }
    const confirms = ['payment.captured', 'payment.authorized', 'order.paid'].includes(String(event.event))
    if (confirms && paymentId) {
      const order = await findOrderByGatewayId(db, gatewayOrderId)
      if (!order || order.paymentProvider !== provider.name) return
      if (paymentOutcome(order) === 'already_recorded') return
      if (!(await paymentMatches(provider, order, paymentId, system))) return
      await recordPayment({ id: order.id }, paymentId, `webhook ${String(event.event)}`, system)
    } else if (event.event === 'payment.failed') {
      const reason =
        typeof payment?.error_description === 'string' ? payment.error_description : TRACKING_NOTES.paymentFailed
      await db.transaction((tx) => recordFailure(tx, gatewayOrderId, reason))
    }
  }

  async function recordFailure(tx: DbOrTx, gatewayOrderId: string, reason: string): Promise<void> {
    const order = await lockOrder(tx, { gatewayOrderId })
    if (!order || !canPayOnline(order)) return
    const now = clock.now()
    await moveOrder(tx, order, { paymentStatus: 'failed', updatedAt: now })
    await insertTrackingEvent(tx, {
      orderId: order.id,
      status: TRACKING_STATUS.paymentFailed,
      note: reason.slice(0, 300),
      createdAt: now,
    })
  }

  /**
   * Records a payment found at the gateway (by the release check or reconciliation) once it is
   * checked against the order; false when it does not match (the mismatch is on record).
   */
  async function recordFoundPayment(orderId: string, paymentId: string, source: string, actor: AuditActor) {
    const online = provider
    const order = await findOrderById(db, orderId)
    if (!online || !order) return false
    if (paymentOutcome(order) === 'already_recorded') return true
    if (!(await paymentMatches(online, order, paymentId, actor))) return false
    await recordPayment({ id: order.id }, paymentId, source, actor)
    return true
  }

  return {
    recordFoundPayment,

    options(): PaymentOptions {
      return { methods: provider ? ['cod', 'razorpay'] : ['cod'], onlineProvider: provider?.name ?? null }
    },

    /** The checkout parameters for an unpaid online order; the gateway order is created once and reused. */
    async start(customerId: string, orderNo: string): Promise<PaymentIntent> {
      const order = await ownOrder(customerId, orderNo)
      if (order.paymentMethod !== 'razorpay') throw new AppError('CONFLICT', /*i18n*/ 'This order is paid on delivery.')
      if (!canPayOnline(order)) {
        throw new AppError(
          'CONFLICT',
          order.status === 'cancelled'
            ? /*i18n*/ 'This order was cancelled and can no longer be paid.'
            : /*i18n*/ 'This order is already paid.',
        )
      }
      if (!provider) throw new AppError('CONFLICT', /*i18n*/ 'Online payment is not available right now.')
      if (order.gatewayOrderId && order.paymentProvider === provider.name)
        return intent(order, provider, order.gatewayOrderId)
      // No gateway order yet, or one from a gateway no longer in use (keys were added): make one.
      const created = await provider.createPayment({ orderNo: order.orderNo, totalPaise: order.totalPaise })
      const gatewayOrderId = must(created.gatewayOrderId, "the gateway's order id")
      const saved = await setGatewayOrder(db, order.id, order.gatewayOrderId, {
        gatewayOrderId,
        paymentProvider: provider.name,
        updatedAt: clock.now(),
      })
      if (saved) return intent(order, provider, gatewayOrderId)
      // A parallel request saved its gateway order first: everyone pays against that one.
      const current = await ownOrder(customerId, orderNo)
      return intent(current, provider, must(current.gatewayOrderId, 'the saved gateway order id'))
    },

    /** The checkout's success callback: accepted only with the order's own gateway order and a valid signature. */
    async verify(customerId: string, orderNo: string, body: VerifyPaymentBody): Promise<Order> {
      const order = await ownOrder(customerId, orderNo)
      const online = provider
      const matches =
        order.paymentMethod === 'razorpay' &&
        order.gatewayOrderId !== null &&
        online !== null &&
        order.paymentProvider === online.name &&
        constantTimeEqual(order.gatewayOrderId, body.razorpay_order_id)
      if (
        !matches ||
        !online.verify({
          gatewayOrderId: order.gatewayOrderId ?? '',
          paymentId: body.razorpay_payment_id,
          signature: body.razorpay_signature,
        })
      ) {
        throw new AppError('BAD_REQUEST', VERIFY_FAILED)
      }
      const customer: AuditActor = { kind: 'customer', id: customerId }
      if (
        paymentOutcome(order) !== 'already_recorded' &&
        !(await paymentMatches(online, order, body.razorpay_payment_id, customer))
      ) {
        throw new AppError('BAD_REQUEST', VERIFY_FAILED)
      }
      const paid = await recordPayment({ id: order.id }, body.razorpay_payment_id, 'checkout', customer)
      return readOrder(db, must(paid, 'the paid order'), 'customer')
    },

    /**
     * Razorpay's webhook, signed over the raw body. The event goes into the inbox under Razorpay's
     * event id and the call answers at once; processInbox() acts on it once, however many times
     * Razorpay delivers it (it retries until it hears 2xx within a few seconds).
     */
    async webhook(rawBody: string, signature: string | undefined, eventId: string | undefined): Promise<void> {
      const secret = config.razorpay?.webhookSecret
      if (!secret || !isValidWebhookSignature(secret, rawBody, signature)) {
        throw new AppError('BAD_REQUEST', 'Invalid webhook signature.')
      }
      let event: WebhookEvent
      try {
        event = JSON.parse(rawBody) as WebhookEvent
      } catch {
        throw new AppError('BAD_REQUEST', 'The request body is not valid JSON.')
      }
      if (!eventId || eventId.length > 100)
        throw new AppError('BAD_REQUEST', 'The x-razorpay-event-id header is missing.')
      await insertWebhookEvent(db, {
        eventId,
        provider: 'razorpay',
        event: typeof event.event === 'string' ? event.event.slice(0, 100) : '',
        payload: event as Record<string, unknown>,
        nextAttemptAt: clock.now(),
      })
    },

    /**
     * Works through the webhook inbox: each due event is claimed (several servers never take the
     * same one), handled, and marked processed; one that fails is tried again later, backing off.
     * Returns how many events were handled.
     */
    async processInbox(): Promise<number> {
      let handled = 0
      for (;;) {
        const claimed = await claimWebhookEvents(db, clock.now(), 10)
        if (claimed.length === 0) return handled
        for (const row of claimed) {
          try {
            await handleWebhookEvent(row.payload as WebhookEvent)
            await markWebhookEvent(db, row.eventId, { processedAt: clock.now(), lastError: null })
            handled++
          } catch (error) {
            const retryInMs = Math.min(2 ** row.attempts * 30_000, 3_600_000)
            await markWebhookEvent(db, row.eventId, {
              lastError: error instanceof Error ? error.message.slice(0, 500) : 'failed',
              nextAttemptAt: new Date(clock.now().getTime() + retryInMs),
            })
          }
        }
      }
    },

    /**
     * Before unpaid orders are released: asks the gateway for each one's payments (GET
     * /v1/orders/{id}/payments). A captured or authorized payment that matches the order confirms it
     * instead; while the gateway does not answer, the order is kept (asked again at the next run).
     * Returns the ids that may be released.
     */
    async checkBeforeRelease(candidates: ExpiredOrder[]): Promise<string[]> {
      const releasable: string[] = []
      const system: AuditActor = { kind: 'system', id: null }
      for (const candidate of candidates) {
        const { gatewayOrderId } = candidate
        if (!provider || !gatewayOrderId || candidate.paymentProvider !== provider.name) {
          releasable.push(candidate.id)
          continue
        }
        let attempts
        try {
          attempts = await provider.listOrderPayments(gatewayOrderId)
        } catch (error) {
          if (error instanceof AppError) continue
          throw error
        }
        const paid = attempts.find((p) => p.status === 'captured' || p.status === 'authorized')
        const found =
          paid && (await recordFoundPayment(candidate.id, paid.id, 'found at the gateway before release', system))
        if (!found) releasable.push(candidate.id)
      }
      return releasable
    },

    /** The sandbox's payment page buttons: what Razorpay's checkout would give the page. 404 unless the sandbox is active. */
    async sandboxPay(
      customerId: string,
      gatewayOrderId: string,
      outcome: 'success' | 'failure',
    ): Promise<SandboxPayResult> {
      if (!isSandbox(provider)) throw notFound(/*i18n*/ 'Not found.')
      const order = await findCustomerOrderByGatewayId(db, customerId, gatewayOrderId)
      if (!order || order.paymentProvider !== 'sandbox') throw notFound(ORDER_NOT_FOUND)
      if (!canPayOnline(order)) throw new AppError('CONFLICT', /*i18n*/ 'This order cannot be paid now.')
      // A failed attempt is on the gateway's books as failed, as Razorpay keeps it.
      const { paymentId, signature } = provider.pay(
        gatewayOrderId,
        order.totalPaise,
        outcome === 'success' ? 'captured' : 'failed',
      )
      if (outcome === 'success') {
        return { razorpay_order_id: gatewayOrderId, razorpay_payment_id: paymentId, razorpay_signature: signature }
      }
      const description = 'Payment failed in the Haat sandbox (you chose to fail it).'
      // Razorpay would report this by webhook; the sandbox records it at once.
      await db.transaction((tx) => recordFailure(tx, gatewayOrderId, description))
      return {
        error: {
          code: 'BAD_REQUEST_ERROR',
          description,
          source: 'customer',
          step: 'payment_authorization',
          reason: 'payment_failed',
          metadata: { order_id: gatewayOrderId, payment_id: paymentId },
        },
      }
    },
  }
}
export type PaymentsService = ReturnType<typeof paymentsService>
