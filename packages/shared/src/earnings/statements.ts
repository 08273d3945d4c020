import { z } from 'zod'

/** GET /api/vendor/earnings: the seller's balance with Haat, in paise (docs/money.md). */
export const EarningsBalance = z.object({
  /** Earned, but some return window of the sale is still open (or a return is open). */
  pendingPaise: z.number().int(),
  /** Ready for the next payout (negative: the seller owes Haat, as after cash-on-delivery sales). */
  payablePaise: z.number().int(),
  /** Paid out so far. */
  paidPaise: z.number().int(),
  /** Pending + payable: the ledger's sum. */
  balancePaise: z.number().int(),
})
export type EarningsBalance = z.infer<typeof EarningsBalance>

/** One posting of the ledger: a delivered vendor order's sale, or an accepted return, with its parts. */
export const LedgerPosting = z.object({
  posting: z.enum(['sale', 'return']),
  orderNo: z.string(),
  vendorOrderId: z.string(),
  returnId: z.string().nullable(),
  at: z.iso.datetime(),
  payableAt: z.iso.datetime(),
  /** What the customer paid (negative for a return). */
  salePaise: z.number().int(),
  commissionPaise: z.number().int(),
  feePaise: z.number().int(),
  /** GST on commission and fee. */
  gstPaise: z.number().int(),
  /** TCS: CGST + SGST, or IGST. */
  tcsPaise: z.number().int(),
  tdsPaise: z.number().int(),
  /** Cash on delivery: the cash the seller's courier collected (owed to Haat). */
  codPaise: z.number().int(),
  /** Haat's coupon share not paid on a possible self-purchase (docs/money.md); 0 otherwise. */
  couponWithheldPaise: z.number().int(),
  netPaise: z.number().int(),
})
export type LedgerPosting = z.infer<typeof LedgerPosting>

export const LedgerPostingList = z.object({
  data: z.array(LedgerPosting),
  meta: z.object({ page: z.number().int(), pageSize: z.number().int(), total: z.number().int() }),
})
export type LedgerPostingList = z.infer<typeof LedgerPostingList>

export const ListPostingsQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
})
