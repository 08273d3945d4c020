import { z } from 'zod'

/** Shop-wide switches an administrator can change (GET and PUT /api/admin/settings). */
export const ShopSettings = z.object({
  /** Send every new order to its vendors as soon as it is placed (COD) or paid (online). Off by default. */
  autoForwardOrders: z.boolean({ error: 'Choose on or off.' }),
})
export type ShopSettings = z.infer<typeof ShopSettings>

export const DEFAULT_SHOP_SETTINGS: ShopSettings = { autoForwardOrders: false }
