import { sql } from 'drizzle-orm'

/**
 * An order (the `orders` table, unaliased) ready for its sellers, placed with cash on delivery or
 * paid online, not cancelled or hidden, with a line not cancelled whose seller was not sent its
 * part yet. With automatic forwarding off, these wait for an admin's Send to sellers.
 */
export const waitingToSendCondition = sql`(orders.hidden_at is null and orders.status <> 'cancelled'
  and (orders.payment_method = 'cod' or orders.payment_status = 'confirmed')
  and exists (select 1 from order_lines ol
    where ol.order_id = orders.id and ol.vendor_order_id is null and ol.cancelled_quantity < ol.quantity))`
