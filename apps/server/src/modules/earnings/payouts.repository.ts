import { sql } from 'drizzle-orm'
import { type Db, type DbOrTx, queryRows } from '../../db/client'
import { deliveryConfirmedSql } from '../orders'

/**
 * Entries wait while their sale's return windows are open or one of its returns is undecided, and
 * while its delivery is not confirmed (the seller's word alone pays nothing; the windows count
 * from the confirmation, vendor_orders.payable_at).
 */
export const waitingEntry = (now: Date) => sql`(le.payable_at > ${now} or exists (
  select 1 from returns r where r.vendor_order_id = le.vendor_order_id
    and r.status in ('requested', 'approved', 'picked_up', 'disputed')) or exists (
  select 1 from vendor_orders wvo where wvo.id = le.vendor_order_id
    and (wvo.payable_at > ${now} or not ${deliveryConfirmedSql('wvo', now)})))`

/** A payout destination's columns, as a seller has them and as each payout keeps a copy. */
export type DestinationColumns = {
  destination_kind: 'upi' | 'bank_account'
  upi_id: string | null
  bank_account_holder: string | null
  bank_account_number: string | null
  bank_ifsc: string | null
}

type PayableAccount = DestinationColumns & { vendor_id: string; business_name: string; email: string; amount: number }

/** What each seller whose balance reaches the minimum may be paid now: its payable amount, never more than its balance. */
const payableOf = (ids: readonly string[] | null, minimumPaise: number, now: Date) => sql`select v.id as vendor_id,
    v.payout_kind as destination_kind, v.upi_id, v.bank_account_holder, v.bank_account_number, v.bank_ifsc,
    v.business_name, v.email, least(a.balance_paise, coalesce(p.payable, 0))::int as amount
  from seller_accounts a join vendors v on v.id = a.vendor_id
  left join (select le.vendor_id, sum(le.amount_paise) as payable from ledger_entries le
    where ${ids ? sql`le.vendor_id in ${ids}` : sql`true`} and not ${waitingEntry(now)} group by le.vendor_id) p
    on p.vendor_id = a.vendor_id
  where ${ids ? sql`a.vendor_id in ${ids}` : sql`a.balance_paise >= ${minimumPaise}`}
  order by v.business_name, v.id`

/**
 * Locks the accounts of every seller whose balance reaches the minimum (in one order, so two runs
 * never deadlock) and answers what each may be paid now. Read after the locks, so a run that
 * waited sees the payouts of the one before it.
 */
export async function lockPayableAccounts(tx: DbOrTx, minimumPaise: number, now: Date) {
  const locked = await queryRows<{ vendor_id: string; balance: number }>(
    tx,
    sql`select vendor_id, balance_paise::bigint as balance from seller_accounts
      where balance_paise >= ${minimumPaise} order by vendor_id for update`,
  )
  if (locked.length === 0) return []
  return queryRows<PayableAccount>(
    tx,
    payableOf(
      locked.map((a) => a.vendor_id),
      minimumPaise,
      now,
    ),
  )
}

/** The same answer without the locks: what a run started now would pay (its preview). */
export const findPayableAccounts = (db: DbOrTx, minimumPaise: number, now: Date) =>
  queryRows<PayableAccount>(db, payableOf(null, minimumPaise, now))

type PayoutRow = DestinationColumns & {
  id: string
  run_id: string
  vendor_id: string
  business_name: string
  amount_paise: number
  status: 'pending' | 'processing' | 'paid' | 'failed'
  reference: string | null
  failure_reason: string | null
  paid_at: Date | string | null
  created_at: Date | string
  total?: number
}

const payoutColumns = sql`p.id, p.run_id, p.vendor_id, v.business_name, p.amount_paise, p.status,
  p.destination_kind, p.upi_id, p.bank_account_holder, p.bank_account_number, p.bank_ifsc,
  p.reference, p.failure_reason, p.paid_at, p.created_at`

export const findRunPayouts = (db: DbOrTx, runId: string) =>
  queryRows<PayoutRow>(
    db,
    sql`select ${payoutColumns} from payouts p join vendors v on v.id = p.vendor_id
      where p.run_id = ${runId} order by v.business_name`,
  )

export const findSellerPayouts = (db: DbOrTx, vendorId: string, page: { limit: number; offset: number }) =>
  queryRows<PayoutRow>(
    db,
    sql`select ${payoutColumns}, (count(*) over ())::int as total from payouts p join vendors v on v.id = p.vendor_id
      where p.vendor_id = ${vendorId} order by p.created_at desc limit ${page.limit} offset ${page.offset}`,
  )

export async function lockPayout(tx: DbOrTx, id: string) {
  const [row] = await queryRows<PayoutRow & { email: string; locale: string; method: 'manual' | 'razorpayx' }>(
    tx,
    sql`select ${payoutColumns}, v.email, v.locale, r.method from payouts p join vendors v on v.id = p.vendor_id
      join payout_runs r on r.id = p.run_id
      where p.id = ${id} for update of p`,
  )
  return row
}

type RunRow = {
  id: string
  method: 'manual' | 'razorpayx'
  payout_count: number
  total_paise: number
  paid_count: number
  failed_count: number
  created_at: Date | string
  total?: number
}

const runColumns = sql`r.id, r.method, r.payout_count, r.total_paise::bigint as total_paise, r.created_at,
  (select count(*) from payouts p where p.run_id = r.id and p.status = 'paid')::int as paid_count,
  (select count(*) from payouts p where p.run_id = r.id and p.status = 'failed')::int as failed_count`

export const listRuns = (db: DbOrTx, page: { limit: number; offset: number }) =>
  queryRows<RunRow>(
    db,
    sql`select ${runColumns}, (count(*) over ())::int as total from payout_runs r
      order by r.created_at desc limit ${page.limit} offset ${page.offset}`,
  )

export async function findRun(db: DbOrTx, id: string) {
  const [row] = await queryRows<RunRow>(db, sql`select ${runColumns} from payout_runs r where r.id = ${id}`)
  return row
}

export type { PayoutRow, RunRow }

/** How long a server that claimed a payout to send has before another may take it. */
const SEND_CLAIM_MS = 5 * 60_000

/**
 * Claims up to `limit` RazorpayX payouts not yet answered for (pending ones, oldest first) for
 * this server to send: SKIP LOCKED keeps two servers off the same row, and the claim keeps it this
 * server's while it calls RazorpayX outside any lock.
 */
export const claimUnsentProviderPayouts = (db: Db, now: Date, limit: number) =>
  db.transaction((tx) =>
    queryRows<
      DestinationColumns & {
        id: string
        idempotency_key: string
        amount_paise: number
        business_name: string
        email: string
      }
    >(
      tx,
      sql`with due as (
          select p.id from payouts p join payout_runs r on r.id = p.run_id
          where r.method = 'razorpayx' and p.status = 'pending'
            and (p.send_claimed_until is null or p.send_claimed_until < ${now})
          order by p.created_at limit ${limit}
          for update of p skip locked
        ), claimed as (
          update payouts p set send_claimed_until = ${new Date(now.getTime() + SEND_CLAIM_MS)}
          from due where p.id = due.id
          returning p.id, p.idempotency_key, p.amount_paise, p.destination_kind, p.upi_id, p.bank_account_holder,
            p.bank_account_number, p.bank_ifsc, p.vendor_id, p.created_at
        )
        select c.id, c.idempotency_key, c.amount_paise, c.destination_kind, c.upi_id, c.bank_account_holder,
          c.bank_account_number, c.bank_ifsc, v.business_name, v.email
        from claimed c join vendors v on v.id = c.vendor_id
        order by c.created_at`,
    ),
  )

/** Gives a claimed payout back (RazorpayX did not answer): the next run tries it again. */
export const releaseSendClaim = (db: DbOrTx, id: string) =>
  db.execute(sql`update payouts set send_claimed_until = null where id = ${id} and status = 'pending'`)

/** RazorpayX payouts it has but has not finished, oldest first. */
export const findProcessingProviderPayouts = (db: DbOrTx, limit: number) =>
  queryRows<{ id: string; provider_payout_id: string }>(
    db,
    sql`select id, provider_payout_id from payouts
      where status = 'processing' and provider_payout_id is not null order by updated_at limit ${limit}`,
  )

/** A payout by RazorpayX's id, else by Haat's own id (sent to RazorpayX as its reference_id). */
export async function findPayoutIdByProviderId(db: DbOrTx, providerPayoutId: string, reference: string | null) {
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`select id from payouts where provider_payout_id = ${providerPayoutId}
      ${reference && uuid.test(reference) ? sql`or (id = ${reference} and provider_payout_id is null)` : sql``}
      limit 1`,
  )
  return row?.id
}
