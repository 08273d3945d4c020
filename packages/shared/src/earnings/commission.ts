import { z } from 'zod'

/** A commission in basis points (1500 = 15%): at most 50%, in steps of 0.01%. */
export const CommissionBpSchema = z
  .number({ error: 'Enter the commission.' })
  .int('Enter at most two decimals.')
  .min(0, 'The commission cannot be negative.')
  .max(5000, 'The commission is at most 50%.')

/** GET /api/admin/commission: what Haat charges sellers (docs/money.md). */
export const CommissionSettings = z.object({
  categories: z.array(z.object({ id: z.string(), name: z.string(), commissionBp: z.number().int() })),
  /** Sellers an admin gave their own rate, instead of their categories'. */
  sellers: z.array(z.object({ vendorId: z.string(), businessName: z.string(), commissionBp: z.number().int() })),
  /** The fixed fee per vendor order (a shop setting). */
  orderFeePaise: z.number().int(),
})
export type CommissionSettings = z.infer<typeof CommissionSettings>

/** PUT /api/admin/categories/{id}/commission */
export const CategoryCommissionBody = z.object({ commissionBp: CommissionBpSchema })
export type CategoryCommissionBody = z.input<typeof CategoryCommissionBody>

/** PUT /api/admin/vendors/{id}/commission: null gives the seller its categories' rates again. */
export const SellerCommissionBody = z.object({ commissionBp: CommissionBpSchema.nullable() })
export type SellerCommissionBody = z.input<typeof SellerCommissionBody>

/** "15%", "12.5%": a rate in basis points as people write it. */
export const formatBp = (bp: number) => `${(bp / 100).toString()}%`

/** "12.5" typed in a form to basis points; null when it is not a number with at most two decimals. */
export function percentToBp(text: string): number | null {
  const trimmed = text.trim()
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return null
  const [whole, fraction = ''] = trimmed.split('.')
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'))
}
