import { and, eq } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { orders } from '../../db/schema/commerce'

/** The customer's own order by its gateway order id (the sandbox's pay button). */
export async function findCustomerOrderByGatewayId(db: DbOrTx, customerId: string, gatewayOrderId: string) {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.gatewayOrderId, gatewayOrderId), eq(orders.customerId, customerId)))
  return row
}
