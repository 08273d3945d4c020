import { DELIVERY_HOLDING_DAYS } from '@haat/shared/orders/delivery-confirmation'
import { type SQL, sql } from 'drizzle-orm'

/**
 * Whether the vendor order under `alias` has a confirmed delivery at `now`, in SQL: the same rule as
 * deliveryConfirmation() in @haat/shared/orders/delivery-confirmation. Confirmed by the customer,
 * the courier or an admin (stored), or by DELIVERY_HOLDING_DAYS passing after the seller's
 * Delivered with no "not received" (computed here, so no job has to write it). Reviews, payouts
 * and return windows all ask this one question.
 */
const holding = sql.raw(`interval '${DELIVERY_HOLDING_DAYS} days'`)

export function deliveryConfirmedSql(alias: string, now: Date): SQL {
  const vo = sql.raw(alias)
  return sql`(${vo}.delivery_confirmed_at is not null or (${vo}.delivered_at is not null
    and ${vo}.delivery_disputed_at is null
    and ${vo}.delivered_at + ${holding} <= ${now.toISOString()}::timestamptz))`
}
