import { z } from 'zod'

/**
 * One option of a bought item as checkout copied it, by name: { name: 'Size', value: 'M' }. An
 * order line's (and so a review's) options are in the product's order: sizes, then colours, then others.
 */
export const LineOption = z.object({ name: z.string(), value: z.string() })
export type LineOption = z.infer<typeof LineOption>
