import { toPayoutDestination } from '@haat/shared/accounts/payout-account'
import {
  bankTransferMode,
  MIN_PAYOUT_PAISE,
  type Payout,
  type PayoutList,
  type PayoutRunDetail,
  type PayoutRunList,
  type PayoutRunPreview,
} from '@haat/shared/earnings/payouts'
import { toLocale } from '@haat/shared/i18n'
import { formatPaise } from '@haat/shared/money'
import { and, eq, isNull } from 'drizzle-orm'
import type { Config } from '../../config'
import type { Db } from '../../db/client'
import { ledgerEntries, payoutRuns, payouts } from '../../db/schema/earnings'
import { AppError, notFound } from '../../lib/app-error'
import type { Clock } from '../../lib/clock'
import { must } from '../../lib/must'
import { recordAudit } from '../audit'
import { enqueueMail } from '../mail'
import { csv } from './csv'
import type { PayoutAnswer, PayoutProvider, PayoutTarget } from './razorpayx'
import { payoutFailedMail, payoutPaidMail } from './earnings-mails'
import {
  findPayoutIdByProviderId,
  findProcessingProviderPayouts,
  findRun,
  findRunPayouts,
  claimUnsentProviderPayouts,
  releaseSendClaim,
  type DestinationColumns,
  findPayableAccounts,
  findSellerPayouts,
  listRuns,
  lockPayableAccounts,
  lockPayout,
  type PayoutRow,
  type RunRow,
} from './payouts.repository'

const iso = (value: Date | string) => new Date(value).toISOString()
const PAYOUT_NOT_FOUND = 'Payout not found.'
const SYSTEM = { kind: 'system', id: null } as const

/** A destination as shown: the account number masked. */
const destinationOf = (r: DestinationColumns) =>
  toPayoutDestination({
    kind: r.destination_kind,
    upiId: r.upi_id,
    holder: r.bank_account_holder,
    number: r.bank_account_number,
    ifsc: r.bank_ifsc,
  })

/** A destination in full, for the bank file and RazorpayX only. */
const targetOf = (r: DestinationColumns): PayoutTarget =>
  r.destination_kind === 'upi'
    ? { kind: 'upi', upiId: r.upi_id ?? '' }
    : {
        kind: 'bank_account',
        holderName: r.bank_account_holder ?? '',
        accountNumber: r.bank_account_number ?? '',
        ifsc: r.bank_ifsc ?? '',
      }

const toPayout = (r: PayoutRow): Payout => ({
  id: r.id,
  runId: r.run_id,
  vendorId: r.vendor_id,
  businessName: r.business_name,
  amountPaise: r.amount_paise,
  status: r.status,
  destination: destinationOf(r),
  reference: r.reference,
  failureReason: r.failure_reason,
  paidAt: r.paid_at ? iso(r.paid_at) : null,
  createdAt: iso(r.created_at),
})

const toRun = (r: RunRow) => ({
  id: r.id,
  method: r.method,
  payoutCount: r.payout_count,
  totalPaise: Number(r.total_paise),
  paidCount: r.paid_count,
  failedCount: r.failed_count,
  createdAt: iso(r.created_at),
})

/**
 * Paying sellers (docs/money.md). A run pays every seller with ₹100 or more payable; each payout
 * and its ledger entry are written under the seller's account lock, so two runs at once never
 * pay the same money twice. Manual payouts are sent by the bank's bulk transfer (the run's CSV)
 * and recorded with their UTR, or as failed, which posts the amount back.
 */
export function payoutsService(deps: {
  db: Db
  clock: Clock
  config: Pick<Config, 'publicUrl'>
  /** RazorpayX, when it is set up; without it only manual runs can be started. */
  provider?: PayoutProvider | null | undefined
}) {
  const { db, clock, config, provider = null } = deps
  const paymentsUrl = `${config.publicUrl}/vendor/payments`

  async function detail(id: string): Promise<PayoutRunDetail> {
    const run = await findRun(db, id)
    if (!run) throw notFound('Payout run not found.')
    return { ...toRun(run), payouts: (await findRunPayouts(db, id)).map(toPayout) }
  }

  /**
   * Moves an open payout to paid or failed under its row lock (a failure posts the amount back and
   * the seller is mailed either way); 409 when it already was. An admin records manual payouts;
   * RazorpayX's answers are recorded by the system.
   */
  async function settlePayout(
    actor: { kind: 'admin'; id: string } | { kind: 'system'; id: null },
    id: string,
    outcome: { status: 'paid'; reference: string } | { status: 'failed'; reason: string },
  ): Promise<string> {
    const adminId = actor.kind === 'admin' ? actor.id : null
    return db.transaction(async (tx) => {
      const payout = await lockPayout(tx, id)
      if (!payout) throw notFound(PAYOUT_NOT_FOUND)
      if (payout.status === 'paid' || payout.status === 'failed') {
        throw new AppError('CONFLICT', `This payout is already ${payout.status}.`)
      }
      // RazorpayX says how its payouts end; an admin recording one by hand could pay it twice.
      if (actor.kind === 'admin' && payout.method === 'razorpayx') {
        throw new AppError('CONFLICT', 'RazorpayX is paying this payout; its status comes from RazorpayX.')
      }
      const now = clock.now()
      const mailData = {
        businessName: payout.business_name,
        amountPaise: payout.amount_paise,
        destination: destinationOf(payout),
        url: paymentsUrl,
        locale: toLocale(payout.locale),
      }
      if (outcome.status === 'paid') {
        await tx
          .update(payouts)
          .set({
            status: 'paid',
            reference: outcome.reference,
            paidAt: now,
            recordedByAdminId: adminId,
            updatedAt: now,
          })
          .where(eq(payouts.id, id))
        await enqueueMail(tx, {
          kind: 'payout_paid',
          to: payout.email,
          ...payoutPaidMail({ ...mailData, reference: outcome.reference }),
        })
      } else {
        await tx
          .update(payouts)
          .set({ status: 'failed', failureReason: outcome.reason, recordedByAdminId: adminId, updatedAt: now })
          .where(eq(payouts.id, id))
        // The money was never sent: it is the seller's again, payable in the next run.
        await tx.insert(ledgerEntries).values({
          vendorId: payout.vendor_id,
          posting: 'payout',
          kind: 'payout_failed',
          amountPaise: payout.amount_paise,
          payoutId: id,
          payableAt: now,
          createdAt: now,
        })
        await enqueueMail(tx, {
          kind: 'payout_failed',
          to: payout.email,
          ...payoutFailedMail({ ...mailData, reason: outcome.reason }),
        })
      }
      await recordAudit(tx, {
        actor,
        action: outcome.status === 'paid' ? 'payout.paid' : 'payout.failed',
        entity: 'payout',
        entityId: id,
        details: { amountPaise: payout.amount_paise, vendorId: payout.vendor_id, ...outcome },
      })
      return payout.run_id
    })
  }

  /** Records what RazorpayX answered for a payout: still on its way, paid with its UTR, or failed. */
  async function recordAnswer(payoutId: string, answer: PayoutAnswer) {
    if (answer.status === 'processing') {
      await db
        .update(payouts)
        .set({ status: 'processing', providerPayoutId: answer.providerPayoutId, updatedAt: clock.now() })
        .where(and(eq(payouts.id, payoutId), eq(payouts.status, 'pending')))
      return
    }
    if (answer.providerPayoutId) {
      await db
        .update(payouts)
        .set({ providerPayoutId: answer.providerPayoutId })
        .where(and(eq(payouts.id, payoutId), isNull(payouts.providerPayoutId)))
    }
    try {
      await settlePayout(
        SYSTEM,
        payoutId,
        answer.status === 'paid'
          ? { status: 'paid', reference: answer.utr ?? answer.providerPayoutId }
          : { status: 'failed', reason: answer.failureReason ?? 'RazorpayX could not pay it.' },
      )
    } catch (error) {
      // Already recorded (a webhook and an answer crossing): nothing more to do.
      if (!(error instanceof AppError && error.code === 'CONFLICT')) throw error
    }
  }

  /**
   * Sends RazorpayX payouts not sent yet (or whose answer was lost), each claimed by this server
   * first (so two servers never send one at once) and with its own idempotency key (so one sent
   * again after a lost answer is paid once). One RazorpayX does not answer stays for the next try.
   * Returns how many were sent.
   */
  async function sendDue(): Promise<number> {
    if (!provider) return 0
    // Those on their way are asked about too, in case a webhook never came.
    for (const waiting of await findProcessingProviderPayouts(db, 50)) {
      const answer = await provider.fetch(waiting.provider_payout_id).catch((error: unknown) => {
        if (error instanceof AppError && error.code === 'UNAVAILABLE') return null
        throw error
      })
      if (answer) await recordAnswer(waiting.id, answer)
    }
    const due = await claimUnsentProviderPayouts(db, clock.now(), 50)
    let sent = 0
    for (const payout of due) {
      let answer: PayoutAnswer
      try {
        answer = await provider.send({
          idempotencyKey: payout.idempotency_key,
          payoutId: payout.id,
          amountPaise: payout.amount_paise,
          target: targetOf(payout),
          name: payout.business_name,
          email: payout.email,
        })
      } catch (error) {
        // Given back for the next run; the same idempotency key makes a retry safe.
        await releaseSendClaim(db, payout.id)
        if (error instanceof AppError && error.code === 'UNAVAILABLE') continue
        throw error
      }
      await recordAnswer(payout.id, answer)
      sent += 1
    }
    return sent
  }

  return {
    /** Who a run started now would pay, to where (masked) and how much; and how it can pay. */
    async preview(): Promise<PayoutRunPreview> {
      const due = (await findPayableAccounts(db, MIN_PAYOUT_PAISE, clock.now())).filter(
        (a) => a.amount >= MIN_PAYOUT_PAISE,
      )
      return {
        payouts: due.map((a) => ({
          vendorId: a.vendor_id,
          businessName: a.business_name,
          destination: destinationOf(a),
          amountPaise: a.amount,
        })),
        totalPaise: due.reduce((sum, a) => sum + a.amount, 0),
        methods: provider ? ['manual', 'razorpayx'] : ['manual'],
      }
    },

    /**
     * Starts a run: 409 when no seller has ₹100 or more to be paid, or when the total is no longer
     * the one the admin confirmed (`expectedTotalPaise`, from the preview).
     */
    async startRun(
      adminId: string,
      method: 'manual' | 'razorpayx',
      expectedTotalPaise?: number,
    ): Promise<PayoutRunDetail> {
      if (method === 'razorpayx' && !provider) {
        throw new AppError('CONFLICT', 'RazorpayX is not set up: set RAZORPAYX_ACCOUNT_NUMBER with the Razorpay keys.')
      }
      const runId = await db.transaction(async (tx) => {
        const now = clock.now()
        const due = (await lockPayableAccounts(tx, MIN_PAYOUT_PAISE, now)).filter((a) => a.amount >= MIN_PAYOUT_PAISE)
        if (due.length === 0)
          throw new AppError('CONFLICT', `No seller has ${formatPaise(MIN_PAYOUT_PAISE)} or more to be paid.`)
        const total = due.reduce((sum, a) => sum + a.amount, 0)
        if (expectedTotalPaise !== undefined && expectedTotalPaise !== total) {
          throw new AppError(
            'CONFLICT',
            `What is payable changed since the preview: ${formatPaise(total)} now, not ${formatPaise(expectedTotalPaise)}. Look at the list again.`,
          )
        }
        const [run] = await tx
          .insert(payoutRuns)
          .values({ method, startedByAdminId: adminId, payoutCount: due.length, totalPaise: total, createdAt: now })
          .returning({ id: payoutRuns.id })
        const runId = must(run, 'the run').id
        const made = await tx
          .insert(payouts)
          .values(
            due.map((a) => ({
              runId,
              vendorId: a.vendor_id,
              amountPaise: a.amount,
              // The destination as it is now, kept with the payout (schema/earnings.ts).
              destinationKind: a.destination_kind,
              upiId: a.upi_id,
              bankAccountHolder: a.bank_account_holder,
              bankAccountNumber: a.bank_account_number,
              bankIfsc: a.bank_ifsc,
              createdAt: now,
              updatedAt: now,
            })),
          )
          .returning({ id: payouts.id, vendorId: payouts.vendorId, amountPaise: payouts.amountPaise })
        await tx.insert(ledgerEntries).values(
          made.map((p) => ({
            vendorId: p.vendorId,
            posting: 'payout' as const,
            kind: 'payout' as const,
            amountPaise: -p.amountPaise,
            payoutId: p.id,
            payableAt: now,
            createdAt: now,
          })),
        )
        await recordAudit(tx, {
          actor: { kind: 'admin', id: adminId },
          action: 'payout.run',
          entity: 'payout_run',
          entityId: runId,
          details: { method, payoutCount: due.length, totalPaise: total },
        })
        return runId
      })
      // RazorpayX payouts go at once; any it does not answer now go with the next try.
      if (method === 'razorpayx') await sendDue()
      return detail(runId)
    },

    detail,

    async list(query: { page: number; pageSize: number }): Promise<PayoutRunList> {
      const rows = await listRuns(db, { limit: query.pageSize, offset: (query.page - 1) * query.pageSize })
      return { data: rows.map(toRun), meta: { page: query.page, pageSize: query.pageSize, total: rows[0]?.total ?? 0 } }
    },

    /**
     * The run as a CSV for the bank's bulk transfer, one row per payout still to be sent: UPI for a
     * UPI ID, IMPS (NEFT above ₹5 lakh) to the account number and IFSC for a bank account. The one
     * place outside RazorpayX where the full number appears: the bank needs it.
     */
    async csv(id: string): Promise<string> {
      const run = await findRun(db, id)
      if (!run) throw notFound('Payout run not found.')
      const rows = (await findRunPayouts(db, id))
        .filter((p) => p.status === 'pending')
        .map((p) => {
          const target = targetOf(p)
          return [
            p.id,
            target.kind === 'upi' ? p.business_name : target.holderName,
            target.kind === 'upi' ? 'UPI' : bankTransferMode(p.amount_paise),
            target.kind === 'upi' ? target.upiId : '',
            target.kind === 'upi' ? '' : target.accountNumber,
            target.kind === 'upi' ? '' : target.ifsc,
            (p.amount_paise / 100).toFixed(2),
            `Haat payout ${p.id.slice(0, 8)}`,
          ]
        })
      const header = [
        'payout_id',
        'beneficiary_name',
        'mode',
        'upi_id',
        'account_number',
        'ifsc',
        'amount_inr',
        'narration',
      ]
      return csv([header, ...rows])
    },

    recordPaid: async (adminId: string, id: string, reference: string) =>
      detail(await settlePayout({ kind: 'admin', id: adminId }, id, { status: 'paid', reference })),

    recordFailed: async (adminId: string, id: string, reason: string) =>
      detail(await settlePayout({ kind: 'admin', id: adminId }, id, { status: 'failed', reason })),

    sendDue,

    /**
     * RazorpayX's payout.* webhook: where the payout stands is asked of RazorpayX, not taken from
     * the event. Found by RazorpayX's id, or by Haat's (its reference_id) when the event overtook
     * the answer to the request that made it.
     */
    async handleWebhook(entity: { id?: unknown; reference_id?: unknown }): Promise<void> {
      if (!provider || typeof entity.id !== 'string') return
      const reference = typeof entity.reference_id === 'string' ? entity.reference_id : null
      const payoutId = await findPayoutIdByProviderId(db, entity.id, reference)
      if (!payoutId) return
      const answer = await provider.fetch(entity.id)
      if (answer) await recordAnswer(payoutId, answer)
    },

    /** The seller's own payouts, newest first. */
    async sellerPayouts(vendorId: string, query: { page: number; pageSize: number }): Promise<PayoutList> {
      const rows = await findSellerPayouts(db, vendorId, {
        limit: query.pageSize,
        offset: (query.page - 1) * query.pageSize,
      })
      return {
        data: rows.map(toPayout),
        meta: { page: query.page, pageSize: query.pageSize, total: rows[0]?.total ?? 0 },
      }
    },
  }
}
export type PayoutsService = ReturnType<typeof payoutsService>
