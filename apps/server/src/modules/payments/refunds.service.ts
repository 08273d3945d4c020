import { formatPaise } from '@haat/shared/money'
import type { AdminRefundList, RefundStatus } from '@haat/shared/orders/refund'
import { TRACKING_NOTES, TRACKING_STATUS } from '@haat/shared/orders/tracking-notes'
import { fill } from '@haat/shared/texts'
import { toLocale } from '@haat/shared/i18n'
import { eq } from 'drizzle-orm'
import type { Config } from '../../config'
import type { Db, DbOrTx } from '../../db/client'
import { customers } from '../../db/schema/accounts'
import { AppError, notFound } from '../../lib/app-error'
import type { Clock } from '../../lib/clock'
import { must } from '../../lib/must'
import { type AuditActor, recordAudit } from '../audit'
import { enqueueAdminMail, enqueueMail } from '../mail'
import {
  claimDueRefunds,
  insertTrackingEvent,
  listRefunds,
  lockOrder,
  lockRefund,
  refundProcessedMail,
  type RefundRow,
  toRefund,
  updateRefund,
} from '../orders'
import type { OnlineProvider } from './provider'

/** Calls that failed this many times in a row are left for an admin to look at. */
const MAX_ATTEMPTS = 8

/** 1, 2, 4… minutes after each failed call, at most an hour. */
const backoffMs = (attempts: number) => Math.min(2 ** Math.max(attempts - 1, 0) * 60_000, 3_600_000)

const SYSTEM: AuditActor = { kind: 'system', id: null }
/** A cancellation's card refund confirmed within this long needs no mail of its own (markProcessed). */
const QUIET_AFTER_CANCEL_MS = 15 * 60_000

export type RefundWebhook = { id?: unknown; status?: unknown; notes?: unknown }

/**
 * Sends recorded refunds to the gateway that took the payment and follows them to the end: a job
 * sends what is due (the same idempotency key on every try, so a timed-out call retried refunds
 * once), Razorpay's refund.processed and refund.failed webhooks finish them, and refunds that keep
 * failing are flagged to the admins, who can retry them from the Refunds page.
 */
export function refundsService(deps: {
  db: Db
  clock: Clock
  config: Pick<Config, 'publicUrl' | 'adminNotifyEmail'>
  provider: OnlineProvider | null
}) {
  const { db, clock, config, provider } = deps

  /**
   * The refund is done, at the gateway or (cash on delivery) by an admin's UPI transfer: recorded
   * once, on the order's page and by mail.
   */
  async function markProcessed(
    tx: DbOrTx,
    refund: RefundRow,
    done: { gatewayRefundId: string } | { reference: string; adminId: string },
  ) {
    const now = clock.now()
    const upi = 'reference' in done && refund.upiId ? { id: refund.upiId, reference: done.reference } : undefined
    await updateRefund(tx, refund.id, {
      status: 'processed',
      ...('gatewayRefundId' in done
        ? { gatewayRefundId: done.gatewayRefundId }
        : { paidReference: done.reference, paidByAdminId: done.adminId }),
      processedAt: now,
      lastError: null,
      updatedAt: now,
    })
    const order = await lockOrder(tx, { id: refund.orderId })
    if (!order) return
    await insertTrackingEvent(tx, {
      orderId: order.id,
      returnId: refund.returnId,
      status: TRACKING_STATUS.refundProcessed,
      note: upi
        ? fill(TRACKING_NOTES.refundedToUpi, {
            amount: formatPaise(refund.amountPaise),
            upiId: upi.id,
            reference: upi.reference,
          })
        : fill(TRACKING_NOTES.refunded, { amount: formatPaise(refund.amountPaise) }),
      createdAt: now,
    })
    await recordAudit(tx, {
      actor: 'adminId' in done ? { kind: 'admin', id: done.adminId } : SYSTEM,
      action: 'refund.processed',
      entity: 'refund',
      entityId: refund.id,
      details: { orderNo: order.orderNo, amountPaise: refund.amountPaise, ...done },
    })
    // A cancellation's mail already said the refund started and when it arrives: a card refund
    // the gateway confirms minutes later is not worth a second mail (a UPI refund, with its
    // bank reference, always is).
    const toldAtCancel =
      !upi && refund.reason === 'cancelled' && now.getTime() - refund.createdAt.getTime() < QUIET_AFTER_CANCEL_MS
    if (order.email && !toldAtCancel) {
      const [customer] = await tx
        .select({ locale: customers.locale })
        .from(customers)
        .where(eq(customers.id, order.customerId))
      const content = refundProcessedMail({
        customerName: order.name,
        orderNo: order.orderNo,
        amountPaise: refund.amountPaise,
        upi,
        url: `${config.publicUrl}/orders/${order.orderNo}`,
        // In the customer's language (docs/decisions/035-hindi.md).
        locale: toLocale(customer?.locale),
      })
      await enqueueMail(tx, { kind: 'refund_processed', to: order.email, ...content })
    }
  }

  /** Gives up on the refund for now and tells the admins; it stays owed and can be retried. */
  async function markFailed(tx: DbOrTx, refund: RefundRow, reason: string, gatewayRefundId?: string) {
    const now = clock.now()
    await updateRefund(tx, refund.id, {
      status: 'failed',
      lastError: reason.slice(0, 500),
      ...(gatewayRefundId ? { gatewayRefundId } : {}),
      updatedAt: now,
    })
    await recordAudit(tx, {
      actor: SYSTEM,
      action: 'refund.failed',
      entity: 'refund',
      entityId: refund.id,
      details: { amountPaise: refund.amountPaise, reason, attempts: refund.attempts },
    })
    await enqueueAdminMail(tx, config, {
      kind: 'refund_failed_admin',
      subject: `A refund of ${formatPaise(refund.amountPaise)} needs attention`,
      text: [
        `The refund ${refund.id} of ${formatPaise(refund.amountPaise)} could not be made: ${reason}`,
        '',
        `Retry it from the Refunds page: ${config.publicUrl}/admin/refunds?status=failed`,
      ].join('\n'),
    })
  }

  /** One claimed refund: ask the gateway, and record what it said, under the refund's lock. */
  async function send(online: OnlineProvider, claimed: RefundRow): Promise<void> {
    let answer: Awaited<ReturnType<OnlineProvider['refundPayment']>> | null = null
    let failure: string | null = null
    try {
      answer = await online.refundPayment({
        // Only refunds to an online payment are claimed: they always name it.
        paymentId: must(claimed.gatewayPaymentId, 'the refunded payment'),
        amountPaise: claimed.amountPaise,
        idempotencyKey: claimed.idempotencyKey,
        refundId: claimed.id,
      })
    } catch (error) {
      if (!(error instanceof AppError)) throw error
      failure = error.message
    }
    await db.transaction(async (tx) => {
      const refund = await lockRefund(tx, { id: claimed.id })
      // A webhook or an admin got there first.
      if (refund?.status !== 'requested') return
      const now = clock.now()
      if (answer && 'refund' in answer) {
        const { id, status } = answer.refund
        if (status === 'processed') return markProcessed(tx, refund, { gatewayRefundId: id })
        if (status === 'failed') return markFailed(tx, refund, 'The payment gateway could not make the refund.', id)
        await updateRefund(tx, refund.id, {
          status: 'processing',
          gatewayRefundId: id,
          lastError: null,
          updatedAt: now,
        })
        return
      }
      if (answer) return markFailed(tx, refund, `The payment gateway refused the refund: ${answer.refused}`)
      const reason = failure ?? 'The payment gateway did not answer.'
      if (refund.attempts >= MAX_ATTEMPTS) return markFailed(tx, refund, `${reason} (${refund.attempts} tries)`)
      await updateRefund(tx, refund.id, {
        lastError: reason.slice(0, 500),
        nextAttemptAt: new Date(now.getTime() + backoffMs(refund.attempts)),
        updatedAt: now,
      })
    })
  }

  let running: Promise<number> | null = null

  /** Sends every refund that is due; several calls at once share one run. Returns how many were sent. */
  function processDue(): Promise<number> {
    const online = provider
    if (!online) return Promise.resolve(0)
    running ??= (async () => {
      let sent = 0
      try {
        for (;;) {
          const claimed = await claimDueRefunds(db, online.name, clock.now(), 10)
          if (claimed.length === 0) return sent
          for (const refund of claimed) {
            await send(online, refund)
            sent++
          }
        }
      } finally {
        running = null
      }
    })()
    return running
  }

  return {
    processDue,

    /** Waits for a run in flight (the server closing lets it finish). */
    async idle(): Promise<void> {
      await running?.catch(() => undefined)
    },

    /** Razorpay's refund.processed and refund.failed, from the webhook inbox. */
    async handleWebhook(event: string, entity: RefundWebhook): Promise<void> {
      const gatewayRefundId = typeof entity.id === 'string' ? entity.id : null
      const notes = entity.notes as { refundId?: unknown } | undefined
      const ownId = typeof notes?.refundId === 'string' ? notes.refundId : null
      if (!gatewayRefundId) return
      await db.transaction(async (tx) => {
        // The refund's own id travels in its notes: a refund whose creating call timed out is found too.
        const refund =
          (await lockRefund(tx, { gatewayRefundId })) ??
          (ownId && /^[0-9a-f-]{36}$/.test(ownId) ? await lockRefund(tx, { id: ownId }) : undefined)
        if (!refund || refund.status === 'processed') return
        if (event === 'refund.processed') await markProcessed(tx, refund, { gatewayRefundId })
        else if (event === 'refund.failed' && refund.status !== 'failed') {
          await markFailed(tx, refund, 'The payment gateway could not make the refund.', gatewayRefundId)
        }
      })
    },

    /** The admin's Refunds page, newest first, by status. */
    async list(query: { status?: RefundStatus | undefined; page: number; pageSize: number }): Promise<AdminRefundList> {
      const { rows, total } = await listRefunds(db, {
        status: query.status,
        limit: query.pageSize,
        offset: (query.page - 1) * query.pageSize,
      })
      return {
        data: rows.map(({ refund, orderNo, customerName }) => ({
          ...toRefund(refund),
          orderNo,
          customerName,
          provider: refund.provider,
          gatewayRefundId: refund.gatewayRefundId,
          attempts: refund.attempts,
          lastError: refund.lastError,
        })),
        meta: { page: query.page, pageSize: query.pageSize, total },
      }
    },

    /** Reconciliation found the refund made at the gateway: recorded as processed, once. */
    async confirmFromGateway(id: string, gatewayRefundId: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const refund = await lockRefund(tx, { id })
        if (!refund || refund.provider === 'cod') return false
        if (refund.status !== 'processed') await markProcessed(tx, refund, { gatewayRefundId })
        return true
      })
    },

    /**
     * Reconciliation found a refund Haat counts as made but the gateway has none of: it is sent
     * again under a new idempotency key (the gateway holds nothing under the old one to answer).
     */
    async resend(adminId: string, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const refund = await lockRefund(tx, { id })
        if (!refund || refund.provider === 'cod') throw notFound('Refund not found.')
        if (refund.status !== 'processed') throw new AppError('CONFLICT', 'This refund is already being sent again.')
        const now = clock.now()
        await updateRefund(tx, id, {
          status: 'requested',
          attempts: 0,
          nextAttemptAt: now,
          lastError: null,
          processedAt: null,
          idempotencyKey: `${id}-${now.getTime()}`,
          gatewayRefundId: null,
          updatedAt: now,
        })
        await recordAudit(tx, {
          actor: { kind: 'admin', id: adminId },
          action: 'refund.resend',
          entity: 'refund',
          entityId: id,
          details: { amountPaise: refund.amountPaise, previousGatewayRefundId: refund.gatewayRefundId },
        })
      })
      await processDue()
    },

    /**
     * An admin records a cash-on-delivery refund sent by hand to the customer's UPI id, with the
     * bank's transfer reference: once, and only for a refund that is waiting for it.
     */
    async markPaid(adminId: string, id: string, reference: string): Promise<void> {
      await db.transaction(async (tx) => {
        const refund = await lockRefund(tx, { id })
        if (!refund) throw notFound('Refund not found.')
        if (refund.provider !== 'cod') {
          throw new AppError(
            'CONFLICT',
            'This refund goes through the payment gateway; it cannot be marked paid by hand.',
          )
        }
        if (refund.status !== 'requested') throw new AppError('CONFLICT', 'This refund is already marked paid.')
        await markProcessed(tx, refund, { reference, adminId })
      })
    },

    /**
     * An admin sends a failed refund again. A refund the gateway itself failed gets a new
     * idempotency key (the old one would only answer the failure again); one whose calls never
     * got through keeps its key, so it can still never be made twice.
     */
    async retry(adminId: string, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const refund = await lockRefund(tx, { id })
        if (!refund) throw notFound('Refund not found.')
        if (refund.status !== 'failed' || refund.provider === 'cod') {
          throw new AppError('CONFLICT', 'Only a failed refund can be retried.')
        }
        const now = clock.now()
        const newKey = refund.gatewayRefundId !== null
        await updateRefund(tx, id, {
          status: 'requested',
          attempts: 0,
          nextAttemptAt: now,
          lastError: null,
          ...(newKey ? { idempotencyKey: `${id}-${now.getTime()}`, gatewayRefundId: null } : {}),
          updatedAt: now,
        })
        await recordAudit(tx, {
          actor: { kind: 'admin', id: adminId },
          action: 'refund.retry',
          entity: 'refund',
          entityId: id,
          details: { amountPaise: refund.amountPaise, lastError: refund.lastError, newIdempotencyKey: newKey },
        })
      })
      await processDue()
    },
  }
}
export type RefundsService = ReturnType<typeof refundsService>
