import {
  MISMATCH_KINDS,
  type ReconciliationRun,
  type ReconciliationRunDetail,
  type ReconciliationRunList,
} from '@haat/shared/admin/reconciliation'
import { formatPaise } from '@haat/shared/money'
import type { Config } from '../../config'
import type { Db } from '../../db/client'
import { AppError, notFound } from '../../lib/app-error'
import { type Clock, istDay } from '../../lib/clock'
import { must } from '../../lib/must'
import { type AuditActor, recordAudit } from '../audit'
import { enqueueAdminMail } from '../mail'
import type { PaymentsService } from './payments.service'
import type { GatewayPayment, GatewayRefund, GatewayWindow, OnlineProvider } from './provider'
import {
  findMismatches,
  findOrdersByGatewayOrders,
  findPaidOrders,
  findProcessedRefunds,
  findRefundsFor,
  findRun,
  finishRun,
  hasCompleteRun,
  listRuns,
  lockReconciliationDay,
  lockMismatch,
  markMismatchFixed,
  type MismatchRow,
  type NewMismatch,
  type RunRow,
  startRun,
} from './reconciliation.repository'
import type { RefundsService } from './refunds.service'

const HOUR_MS = 3_600_000
const IST_OFFSET_MS = 330 * 60_000

/** The IST calendar day as a window of instants, both ends included (up to now for today). */
function dayWindow(day: string, now: Date): GatewayWindow {
  const from = new Date(new Date(`${day}T00:00:00.000Z`).getTime() - IST_OFFSET_MS)
  const end = new Date(from.getTime() + 24 * HOUR_MS - 1)
  return { from, to: end < now ? end : now }
}

const rupees = (paise: number | null | undefined) => (paise === null || paise === undefined ? '—' : formatPaise(paise))

/**
 * Daily reconciliation (docs/decisions/028-reconciliation.md): the gateway's payments and refunds
 * of an IST day against Haat's paid orders and refunds, by id and amount in paise. Each
 * disagreement is stored with its run, mailed to the admins, and the fixable ones (confirm a
 * payment or refund in Haat, capture an authorized payment, send a refund again) are fixed from
 * the Reconciliation page, audited.
 */
export function reconciliationService(deps: {
  db: Db
  clock: Clock
  config: Pick<Config, 'publicUrl' | 'adminNotifyEmail'>
  provider: OnlineProvider | null
  payments: Pick<PaymentsService, 'recordFoundPayment'>
  refunds: Pick<RefundsService, 'confirmFromGateway' | 'resend'>
}) {
  const { db, clock, config, provider, payments, refunds } = deps

  /** Everything that disagrees in the window, one entry per payment or refund and kind. */
  async function compare(online: OnlineProvider, window: GatewayWindow) {
    const now = clock.now()
    const [gatewayPayments, gatewayRefunds, paidOrders, processedRefunds] = await Promise.all([
      online.listPayments(window),
      online.listRefunds(window),
      findPaidOrders(db, online.name, window),
      findProcessedRefunds(db, online.name, window),
    ])
    const found = new Map<string, NewMismatch>()
    const add = (key: string, mismatch: NewMismatch) => {
      if (!found.has(key)) found.set(key, mismatch)
    }
    const orderIds = [...new Set(gatewayPayments.flatMap((p) => (p.orderId ? [p.orderId] : [])))]
    const byGatewayOrder = new Map((await findOrdersByGatewayOrders(db, orderIds)).map((o) => [o.gatewayOrderId, o]))
    const paymentsById = new Map(gatewayPayments.map((p) => [p.id, p]))

    for (const p of gatewayPayments) {
      const order = p.orderId ? byGatewayOrder.get(p.orderId) : undefined
      const base = {
        orderId: order?.id ?? null,
        gatewayPaymentId: p.id,
        gatewayPaise: p.amountPaise,
        gatewayStatus: p.status,
      }
      const recorded = order?.gatewayPaymentId === p.id && ['confirmed', 'refund_due'].includes(order.paymentStatus)
      if (p.status === 'captured' && !recorded) {
        const paidOtherwise = order && ['confirmed', 'refund_due'].includes(order.paymentStatus)
        add(`paid:${p.id}`, {
          ...base,
          kind: 'paid_not_in_haat',
          haatPaise: order?.totalPaise ?? null,
          note: !order
            ? `Payment ${p.id} of ${rupees(p.amountPaise)} was captured for gateway order ${p.orderId ?? '(none)'}, which no Haat order holds.`
            : paidOtherwise
              ? `Order ${order.orderNo} is paid by ${order.gatewayPaymentId ?? 'another payment'}; payment ${p.id} is a second one.`
              : `Payment ${p.id} of ${rupees(p.amountPaise)} was captured, but order ${order.orderNo} is ${order.paymentStatus} in Haat.`,
          fix: order && !paidOtherwise ? 'confirm' : null,
        })
      } else if (recorded && p.amountPaise !== order.capturedPaise) {
        add(`amount:${p.id}`, {
          ...base,
          kind: 'amount_differs',
          haatPaise: order.capturedPaise,
          note: `Payment ${p.id}: Haat recorded ${rupees(order.capturedPaise)}, Razorpay holds ${rupees(p.amountPaise)}.`,
          fix: null,
        })
      }
      // A payment Haat counts as paid and Razorpay only authorized is paid_not_captured, below.
      if (p.status === 'authorized' && !recorded && p.createdAt && now.getTime() - p.createdAt.getTime() > HOUR_MS) {
        const capturable = order !== undefined && order.totalPaise === p.amountPaise && order.status !== 'cancelled'
        add(`authorized:${p.id}`, {
          ...base,
          kind: 'authorized_not_captured',
          haatPaise: order?.totalPaise ?? null,
          note: `Payment ${p.id} of ${rupees(p.amountPaise)} was authorized at ${p.createdAt.toISOString()} and never captured${
            order ? ` (order ${order.orderNo})` : ''
          }; Razorpay gives it back to the customer if it stays so.`,
          fix: capturable ? 'capture' : null,
        })
      }
    }

    for (const order of paidOrders) {
      if (!order.gatewayPaymentId) continue
      const p: GatewayPayment | null =
        paymentsById.get(order.gatewayPaymentId) ?? (await online.fetchPayment(order.gatewayPaymentId))
      const base = { orderId: order.id, gatewayPaymentId: order.gatewayPaymentId, haatPaise: order.capturedPaise }
      if (!p || !['captured', 'refunded'].includes(p.status)) {
        add(`captured:${order.gatewayPaymentId}`, {
          ...base,
          kind: 'paid_not_captured',
          gatewayPaise: p?.amountPaise ?? null,
          gatewayStatus: p?.status ?? 'not found',
          note: p
            ? `Order ${order.orderNo} is paid in Haat, but Razorpay holds payment ${p.id} as ${p.status}.`
            : `Order ${order.orderNo} is paid in Haat by ${order.gatewayPaymentId}, which Razorpay does not know.`,
          fix: p?.status === 'authorized' ? 'capture' : null,
        })
      } else if (p.amountPaise !== order.capturedPaise) {
        add(`amount:${p.id}`, {
          ...base,
          kind: 'amount_differs',
          gatewayPaise: p.amountPaise,
          gatewayStatus: p.status,
          note: `Payment ${p.id}: Haat recorded ${rupees(order.capturedPaise)}, Razorpay holds ${rupees(p.amountPaise)}.`,
          fix: null,
        })
      }
    }

    const ours = await findRefundsFor(
      db,
      gatewayRefunds.map((r) => r.id),
      gatewayRefunds.flatMap((r) => (r.haatRefundId && /^[0-9a-f-]{36}$/.test(r.haatRefundId) ? [r.haatRefundId] : [])),
    )
    for (const r of gatewayRefunds.filter((g) => g.status === 'processed')) {
      const haat = ours.find((o) => o.gatewayRefundId === r.id) ?? ours.find((o) => o.id === r.haatRefundId)
      const base = {
        gatewayRefundId: r.id,
        gatewayPaymentId: r.paymentId,
        gatewayPaise: r.amountPaise,
        gatewayStatus: r.status,
      }
      if (!haat || haat.status !== 'processed') {
        add(`refund:${r.id}`, {
          ...base,
          kind: 'refund_not_in_haat',
          orderId: haat?.orderId ?? null,
          refundId: haat?.id ?? null,
          haatPaise: haat?.amountPaise ?? null,
          note: haat
            ? `Razorpay processed refund ${r.id} of ${rupees(r.amountPaise)}; Haat still has it as ${haat.status}.`
            : `Razorpay processed refund ${r.id} of ${rupees(r.amountPaise)} for payment ${r.paymentId}, which Haat never asked for.`,
          fix: haat ? 'confirm' : null,
        })
      } else if (haat.amountPaise !== r.amountPaise) {
        add(`refund-amount:${r.id}`, {
          ...base,
          kind: 'amount_differs',
          orderId: haat.orderId,
          refundId: haat.id,
          haatPaise: haat.amountPaise,
          note: `Refund ${r.id}: Haat recorded ${rupees(haat.amountPaise)}, Razorpay ${rupees(r.amountPaise)}.`,
          fix: null,
        })
      }
    }
    const gatewayRefundIds = new Set(gatewayRefunds.map((r) => r.id))
    for (const refund of processedRefunds) {
      if (refund.gatewayRefundId && gatewayRefundIds.has(refund.gatewayRefundId)) continue
      const r: GatewayRefund | null = refund.gatewayRefundId ? await online.fetchRefund(refund.gatewayRefundId) : null
      if (r && r.status === 'processed') continue
      add(`haat-refund:${refund.id}`, {
        kind: 'refund_not_at_gateway',
        orderId: refund.orderId,
        refundId: refund.id,
        gatewayPaymentId: refund.gatewayPaymentId,
        gatewayRefundId: refund.gatewayRefundId,
        haatPaise: refund.amountPaise,
        gatewayPaise: r?.amountPaise ?? null,
        gatewayStatus: r?.status ?? 'not found',
        note: `Haat counts refund ${refund.gatewayRefundId ?? refund.id} of ${rupees(refund.amountPaise)} as processed; Razorpay ${
          r ? `has it as ${r.status}` : 'has no such refund'
        }.`,
        fix: 'refund',
      })
    }
    return {
      mismatches: [...found.values()],
      paymentsChecked: new Set([...gatewayPayments.map((p) => p.id), ...paidOrders.map((o) => o.gatewayPaymentId)])
        .size,
      refundsChecked: new Set([...gatewayRefunds.map((r) => r.id), ...processedRefunds.map((r) => r.id)]).size,
    }
  }

  function toRun(run: RunRow, openCount: number): ReconciliationRun {
    return {
      id: run.id,
      day: run.day,
      status: run.status,
      trigger: run.trigger,
      startedAt: run.startedAt.toISOString(),
      finishedAt: run.finishedAt?.toISOString() ?? null,
      paymentsChecked: run.paymentsChecked,
      refundsChecked: run.refundsChecked,
      mismatchCount: run.mismatchCount,
      openCount,
      error: run.error,
    }
  }

  async function detail(id: string): Promise<ReconciliationRunDetail> {
    const run = await findRun(db, id)
    if (!run) throw notFound('Reconciliation run not found.')
    const rows = await findMismatches(db, id)
    return {
      ...toRun(run, rows.filter((r) => !r.mismatch.fixedAt).length),
      mismatches: rows.map(({ mismatch: m, orderNo }) => ({
        id: m.id,
        kind: m.kind as keyof typeof MISMATCH_KINDS,
        orderNo,
        gatewayPaymentId: m.gatewayPaymentId,
        gatewayRefundId: m.gatewayRefundId,
        haatPaise: m.haatPaise,
        gatewayPaise: m.gatewayPaise,
        gatewayStatus: m.gatewayStatus,
        note: m.note,
        fix: m.fix,
        fixedAt: m.fixedAt?.toISOString() ?? null,
      })),
    }
  }

  /**
   * Reconciles the day with the gateway. `unlessDoneBy`: the daily job's run, skipped (null) when
   * the day already has a finished run started after that moment.
   */
  async function run(
    day: string,
    trigger: 'job' | 'admin',
    adminId: string | null,
    unlessDoneBy?: Date,
  ): Promise<ReconciliationRunDetail | null> {
    const online = provider
    if (!online) throw new AppError('CONFLICT', 'No payment gateway is set up: there is nothing to reconcile.')
    const now = clock.now()
    if (day > istDay(now))
      throw new AppError('VALIDATION', 'Choose today or a day before.', {
        details: [{ path: 'day', message: 'Choose today or a day before.' }],
      })
    const started = await db.transaction(async (tx) => {
      await lockReconciliationDay(tx, day)
      if (unlessDoneBy && (await hasCompleteRun(tx, day, unlessDoneBy))) return null
      return (await startRun(tx, { day, trigger, adminId, now })) ?? 'running'
    })
    if (started === null) return null
    if (started === 'running')
      throw new AppError('CONFLICT', `A reconciliation of ${day} is running; try again in a minute.`)
    let result: Awaited<ReturnType<typeof compare>> | null = null
    let error: string | null = null
    try {
      result = await compare(online, dayWindow(day, now))
    } catch (caught) {
      if (!(caught instanceof AppError)) throw caught
      error = caught.message
    }
    const mismatches = result?.mismatches ?? []
    await db.transaction(async (tx) => {
      await lockReconciliationDay(tx, day)
      await finishRun(
        tx,
        started.id,
        {
          status: result ? 'done' : 'failed',
          finishedAt: clock.now(),
          paymentsChecked: result?.paymentsChecked ?? 0,
          refundsChecked: result?.refundsChecked ?? 0,
          mismatchCount: mismatches.length,
          error,
        },
        mismatches,
      )
      await recordAudit(tx, {
        actor: adminId ? { kind: 'admin', id: adminId } : { kind: 'system', id: null },
        action: 'reconciliation.run',
        entity: 'reconciliation_run',
        entityId: started.id,
        details: { day, trigger, mismatches: mismatches.length, error },
      })
      if (mismatches.length > 0 || error) {
        const url = `${config.publicUrl}/admin/reconciliation/${started.id}`
        await enqueueAdminMail(tx, config, {
          kind: 'reconciliation_admin',
          subject: error
            ? `Reconciliation of ${day} could not finish`
            : `Reconciliation of ${day}: ${mismatches.length} ${mismatches.length === 1 ? 'mismatch' : 'mismatches'}`,
          text: [
            error
              ? `Reconciling ${day} with Razorpay failed: ${error}`
              : `Haat's books and Razorpay disagree on ${day}:`,
            '',
            ...mismatches.map((m) => `- ${MISMATCH_KINDS[m.kind as keyof typeof MISMATCH_KINDS]}: ${m.note}`),
            '',
            `See and fix them on the Reconciliation page: ${url}`,
          ].join('\n'),
        })
      }
    })
    return detail(started.id)
  }

  /** Carries out a mismatch's fix; false when the books turn out to need a person after all. */
  async function apply(m: MismatchRow, adminId: string): Promise<boolean> {
    const actor: AuditActor = { kind: 'admin', id: adminId }
    const online = must(provider, 'the gateway')
    if (m.fix === 'confirm' && m.kind === 'paid_not_in_haat' && m.orderId && m.gatewayPaymentId) {
      return payments.recordFoundPayment(m.orderId, m.gatewayPaymentId, 'reconciliation', actor)
    }
    if (m.fix === 'confirm' && m.kind === 'refund_not_in_haat' && m.refundId && m.gatewayRefundId) {
      return refunds.confirmFromGateway(m.refundId, m.gatewayRefundId)
    }
    if (m.fix === 'capture' && m.gatewayPaymentId) {
      const payment = await online.capturePayment(m.gatewayPaymentId, must(m.gatewayPaise, 'the amount'))
      if (payment?.status !== 'captured') return false
      return m.orderId ? payments.recordFoundPayment(m.orderId, payment.id, 'reconciliation', actor) : true
    }
    if (m.fix === 'refund' && m.refundId) {
      await refunds.resend(adminId, m.refundId)
      return true
    }
    return false
  }

  return {
    /** The admin's button: a day (IST) up to today. */
    runNow: async (adminId: string, day?: string) =>
      must(await run(day ?? istDay(clock.now()), 'admin', adminId), 'an admin run'),

    /** The daily job: yesterday (IST) once it has no finished run. Returns how many mismatches it found. */
    async runDaily(): Promise<number> {
      if (!provider) return 0
      const now = clock.now()
      const yesterday = istDay(new Date(now.getTime() - 24 * HOUR_MS))
      // A run an admin made while the day was still going does not count.
      const dayEnd = dayWindow(yesterday, now).to
      if (await hasCompleteRun(db, yesterday, dayEnd)) return 0
      try {
        // Checked again under the day's lock: another server may be finishing it right now.
        return (await run(yesterday, 'job', null, dayEnd))?.mismatchCount ?? 0
      } catch (error) {
        // Another process is running it right now.
        if (error instanceof AppError && error.code === 'CONFLICT') return 0
        throw error
      }
    },

    async list(query: { page: number; pageSize: number }): Promise<ReconciliationRunList> {
      const { rows, total } = await listRuns(db, { limit: query.pageSize, offset: (query.page - 1) * query.pageSize })
      return {
        data: rows.map((r) => toRun(r.run, r.openCount)),
        meta: { page: query.page, pageSize: query.pageSize, total },
      }
    },

    get: detail,

    /** An admin fixes one mismatch; it is fixed once, however many press the button. */
    async fix(adminId: string, mismatchId: string): Promise<ReconciliationRunDetail> {
      const actor = { kind: 'admin', id: adminId } as const
      const m = await db.transaction(async (tx) => {
        const row = await lockMismatch(tx, mismatchId)
        if (!row) throw notFound('Mismatch not found.')
        if (row.fixedAt) throw new AppError('CONFLICT', 'This mismatch is already fixed.')
        if (!row.fix)
          throw new AppError('CONFLICT', 'This mismatch cannot be fixed from Haat; it needs Razorpay’s dashboard.')
        return row
      })
      if (!provider) throw new AppError('CONFLICT', 'No payment gateway is set up.')
      if (!(await apply(m, adminId))) {
        throw new AppError('CONFLICT', 'Razorpay’s records no longer allow this fix; run the reconciliation again.')
      }
      await db.transaction(async (tx) => {
        if (!(await markMismatchFixed(tx, m.id, adminId, clock.now()))) return
        await recordAudit(tx, {
          actor,
          action: 'reconciliation.fix',
          entity: 'reconciliation_mismatch',
          entityId: m.id,
          details: {
            kind: m.kind,
            fix: m.fix,
            orderId: m.orderId,
            gatewayPaymentId: m.gatewayPaymentId,
            gatewayRefundId: m.gatewayRefundId,
          },
        })
      })
      return detail(m.runId)
    },
  }
}
export type ReconciliationService = ReturnType<typeof reconciliationService>
