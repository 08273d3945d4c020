import { z } from 'zod'

/** Shop-wide switches and limits an administrator can change (GET and PUT /api/admin/settings). */
export const ShopSettings = z.object({
  /** Send every new order to its vendors as soon as it is placed (COD) or paid (online). On by default. */
  autoForwardOrders: z.boolean({ error: 'Choose on or off.' }),
  /** Online orders a customer may leave unpaid at once (each holds its stock for 30 minutes). */
  maxUnpaidOnlineOrders: z
    .number({ error: 'Enter a number.' })
    .int('Enter a whole number.')
    .min(1, 'Allow at least 1.')
    .max(20, 'Allow at most 20.'),
  /** Cash-on-delivery orders a customer may have placed but not received, in paise. */
  maxUndeliveredCodPaise: z
    .number({ error: 'Enter an amount.' })
    .int('Enter a whole amount.')
    .min(0, 'The amount cannot be negative.')
    .max(100_000_000, 'Allow at most ₹10,00,000.'),
  /** The largest order total, in paise, that may be paid in cash on delivery; above it, online only. */
  maxCodOrderPaise: z
    .number({ error: 'Enter an amount.' })
    .int('Enter a whole amount.')
    .min(0, 'The amount cannot be negative.')
    .max(100_000_000, 'Allow at most ₹10,00,000.'),
  /** Haat's fixed fee per vendor order, in paise, on top of the commission (docs/money.md). 0: none. */
  orderFeePaise: z
    .number({ error: 'Enter an amount.' })
    .int('Enter a whole amount.')
    .min(0, 'The fee cannot be negative.')
    .max(100_000, 'Charge at most ₹1,000.'),
  /**
   * The delivery fee a customer pays on an order whose goods come to less than
   * `freeDeliveryFromPaise`, in paise (docs/decisions/038-delivery-fee.md). 0: delivery is free.
   */
  deliveryFeePaise: z
    .number({ error: 'Enter an amount.' })
    .int('Enter a whole amount.')
    .min(0, 'The fee cannot be negative.')
    .max(50_000, 'Charge at most ₹500.'),
  /** Orders whose goods come to this much or more are delivered free, in paise. */
  freeDeliveryFromPaise: z
    .number({ error: 'Enter an amount.' })
    .int('Enter a whole amount.')
    .min(0, 'The amount cannot be negative.')
    .max(100_000_000, 'Allow at most ₹10,00,000.'),
})
export type ShopSettings = z.infer<typeof ShopSettings>

export const DEFAULT_SHOP_SETTINGS: ShopSettings = {
  autoForwardOrders: true,
  maxUnpaidOnlineOrders: 3,
  maxUndeliveredCodPaise: 5_000_000,
  maxCodOrderPaise: 1_000_000,
  orderFeePaise: 0,
  deliveryFeePaise: 0,
  freeDeliveryFromPaise: 49_900,
}

/**
 * The delivery fee for an order whose goods (before any coupon) come to `goodsPaise`: the shop's
 * fee below its free-delivery amount, else nothing; nothing for an empty cart or when the fee is 0.
 */
export function deliveryFeeFor(
  terms: Pick<ShopSettings, 'deliveryFeePaise' | 'freeDeliveryFromPaise'>,
  goodsPaise: number,
): number {
  if (terms.deliveryFeePaise === 0 || goodsPaise <= 0) return 0
  return goodsPaise >= terms.freeDeliveryFromPaise ? 0 : terms.deliveryFeePaise
}
