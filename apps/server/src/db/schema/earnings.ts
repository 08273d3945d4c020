import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  bigint,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  primaryKey,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { admins, payoutDestinationCheck, vendors } from './accounts'
import { orders, returns, vendorOrders } from './commerce'

/**
 * Each seller's running balance with Haat: what Haat owes it (negative: what it owes Haat, as
 * after cash-on-delivery sales). Changed only with the ledger entries that explain it, in the same
 * transaction, so it always equals their sum (docs/money.md); its row is the lock payouts take.
 */
export const sellerAccounts = pgTable('seller_accounts', {
  vendorId: uuid('vendor_id')
    .primaryKey()
    .references(() => vendors.id, { onDelete: 'restrict' }),
  balancePaise: bigint('balance_paise', { mode: 'number' }).notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

export type LedgerEntryKind =
  | 'sale'
  | 'commission'
  | 'fee'
  | 'commission_gst'
  | 'tcs_cgst'
  | 'tcs_sgst'
  | 'tcs_igst'
  | 'tds'
  | 'cod_collected'
  /** Haat's coupon share of a possible self-purchase, not paid to the seller (docs/money.md). */
  | 'coupon_withheld'
  | 'payout'
  | 'payout_failed'

/**
 * The seller's ledger, append-only (a trigger refuses changes and deletes): every sale, what Haat
 * keeps of it, every reversal and payout. Positive amounts are owed to the seller.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'restrict' }),
    /** 'sale' when a vendor order is delivered, 'return' when a return is accepted, 'payout' when paid. */
    posting: text('posting').$type<'sale' | 'return' | 'payout'>().notNull(),
    kind: text('kind').$type<LedgerEntryKind>().notNull(),
    amountPaise: integer('amount_paise').notNull(),
    /** What a rate applied to (the taxable value for TCS and TDS, the amount for commission and GST). */
    basePaise: integer('base_paise'),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'restrict' }),
    vendorOrderId: uuid('vendor_order_id').references(() => vendorOrders.id, { onDelete: 'restrict' }),
    returnId: uuid('return_id').references(() => returns.id, { onDelete: 'restrict' }),
    payoutId: uuid('payout_id').references((): AnyPgColumn => payouts.id, { onDelete: 'restrict' }),
    /** When the entry may be paid out: the sale's return windows closed. */
    payableAt: timestamp('payable_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check(
      'ledger_entries_kind',
      sql`${t.kind} in ('sale', 'commission', 'fee', 'commission_gst', 'tcs_cgst', 'tcs_sgst', 'tcs_igst', 'tds', 'cod_collected', 'coupon_withheld', 'payout', 'payout_failed')`,
    ),
    check('ledger_entries_posting', sql`${t.posting} in ('sale', 'return', 'payout')`),
    check('ledger_entries_nonzero', sql`${t.amountPaise} <> 0`),
    index('ledger_entries_vendor_idx').on(t.vendorId, t.createdAt),
    index('ledger_entries_vendor_order_idx').on(t.vendorOrderId),
  ],
)

/** A payout run: an admin pays every seller with ₹100 or more payable, by one payout method. */
export const payoutRuns = pgTable(
  'payout_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    method: text('method').$type<'manual' | 'razorpayx'>().notNull(),
    startedByAdminId: uuid('started_by_admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'restrict' }),
    payoutCount: integer('payout_count').notNull(),
    totalPaise: bigint('total_paise', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('payout_runs_method', sql`${t.method} in ('manual', 'razorpayx')`),
    index('payout_runs_created_idx').on(t.createdAt),
  ],
)

/**
 * One seller's payout in a run. Its ledger entry (a negative 'payout') is written with it, under
 * the seller's account lock, so no payout is ever more than what was payable; a failed payout
 * posts the amount back ('payout_failed').
 */
export const payouts = pgTable(
  'payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    runId: uuid('run_id')
      .notNull()
      .references(() => payoutRuns.id, { onDelete: 'restrict' }),
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'restrict' }),
    amountPaise: integer('amount_paise').notNull(),
    status: text('status').$type<'pending' | 'processing' | 'paid' | 'failed'>().notNull().default('pending'),
    /**
     * Where it goes: the seller's destination when the run started, kept as it was, so the bank
     * file, a RazorpayX retry (same key, same body) and the history all name the account paid,
     * whatever the seller changes later. Shown with the account number masked.
     */
    destinationKind: text('destination_kind').$type<'upi' | 'bank_account'>().notNull().default('upi'),
    upiId: text('upi_id'),
    bankAccountHolder: text('bank_account_holder'),
    bankAccountNumber: text('bank_account_number'),
    bankIfsc: text('bank_ifsc'),
    /** The bank's transfer reference (UTR) once paid. */
    reference: text('reference'),
    /** RazorpayX: its payout id, and the idempotency key every attempt sends. */
    providerPayoutId: text('provider_payout_id'),
    idempotencyKey: uuid('idempotency_key').notNull().defaultRandom(),
    /** A server sending it to RazorpayX right now: the others leave it alone until then. */
    sendClaimedUntil: timestamp('send_claimed_until', { withTimezone: true }),
    failureReason: text('failure_reason'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    recordedByAdminId: uuid('recorded_by_admin_id').references(() => admins.id, { onDelete: 'restrict' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('payouts_amount_positive', sql`${t.amountPaise} > 0`),
    check('payouts_status', sql`${t.status} in ('pending', 'processing', 'paid', 'failed')`),
    check('payouts_paid_reference', sql`${t.status} <> 'paid' or ${t.reference} is not null`),
    check(
      'payouts_destination',
      payoutDestinationCheck({
        kind: t.destinationKind,
        upiId: t.upiId,
        holder: t.bankAccountHolder,
        number: t.bankAccountNumber,
        ifsc: t.bankIfsc,
      }),
    ),
    uniqueIndex('payouts_run_vendor_key').on(t.runId, t.vendorId),
    uniqueIndex('payouts_idempotency_key').on(t.idempotencyKey),
    index('payouts_vendor_idx').on(t.vendorId, t.createdAt),
    uniqueIndex('payouts_provider_payout_key').on(t.providerPayoutId),
    index('payouts_open_idx')
      .on(t.status)
      .where(sql`${t.status} in ('pending', 'processing')`),
  ],
)

/** Each seller's monthly statement mail, sent once: the job inserts the row before it mails. */
export const statementMails = pgTable(
  'statement_mails',
  {
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'restrict' }),
    /** YYYY-MM, in IST. */
    month: text('month').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.vendorId, t.month] })],
)
