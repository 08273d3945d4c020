import { z } from 'zod'

/** Shop-wide switches and limits an administrator can change (GET and PUT /api/admin/settings). */
export const ShopSettings = z.object({
  /** Send every new order to its vendors as soon as it is placed (COD) or paid (online). Off by default. */
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
})
export type ShopSettings = z.infer<typeof ShopSettings>

export const DEFAULT_SHOP_SETTINGS: ShopSettings = {
  autoForwardOrders: false,
  maxUnpaidOnlineOrders: 3,
  maxUndeliveredCodPaise: 5_000_000,
  maxCodOrderPaise: 1_000_000,
  orderFeePaise: 0,
}
