import { sql } from 'drizzle-orm'
import { bigint, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { vendors } from './accounts'
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
    payoutId: uuid('payout_id'),
    /** When the entry may be paid out: the sale's return windows closed. */
    payableAt: timestamp('payable_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check(
      'ledger_entries_kind',
      sql`${t.kind} in ('sale', 'commission', 'fee', 'commission_gst', 'tcs_cgst', 'tcs_sgst', 'tcs_igst', 'tds', 'cod_collected', 'payout', 'payout_failed')`,
    ),
    check('ledger_entries_posting', sql`${t.posting} in ('sale', 'return', 'payout')`),
    check('ledger_entries_nonzero', sql`${t.amountPaise} <> 0`),
    index('ledger_entries_vendor_idx').on(t.vendorId, t.createdAt),
    index('ledger_entries_vendor_order_idx').on(t.vendorOrderId),
  ],
)
