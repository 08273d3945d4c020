import type { FastifyBaseLogger } from 'fastify'
import type { ShopSettings } from '@haat/shared/admin/settings'
import type { ForwardingService } from './forwarding.service'

/** Called once an order is ready for its vendors: placed with cash on delivery, or paid online. */
export type OrderReadyHook = (orderNo: string) => Promise<void>

/**
 * With the admin's "forward new orders automatically" switch on, sends each vendor its part.
 * The order already stands when this runs, so a failure is logged and the order simply waits
 * for the admin's Send to Vendor, as it would with the switch off.
 */
export function autoForwarder(deps: {
  /** The shop's settings (admin/shop-settings.service.ts): read on each order, so a change applies at once. */
  settings: { get(): Promise<Pick<ShopSettings, 'autoForwardOrders'>> }
  forwarding: ForwardingService
  log: FastifyBaseLogger
}): OrderReadyHook {
  return async (orderNo) => {
    try {
      if (!(await deps.settings.get()).autoForwardOrders) return
      await deps.forwarding.forwardToAllVendors(orderNo)
    } catch (error) {
      deps.log.error({ err: error, orderNo }, 'automatic forwarding failed; the order waits for Send to Vendor')
    }
  }
}
