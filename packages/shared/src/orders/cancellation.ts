import { z } from 'zod'
import {
  ADMIN_CANCEL_REASONS,
  type CancelReason,
  CUSTOMER_CANCEL_REASONS,
  SELLER_CANCEL_REASONS,
} from './cancel-reasons'
import { fill } from '../texts'

const MAX_LINES = 100

/** The body of every cancel request; `reasons` is the caller's own list. */
function cancelBody<const R extends readonly [CancelReason, ...CancelReason[]]>(reasons: R) {
  return z
    .object({
      /** The lines to cancel; left out, every line the caller may still cancel. */
      lineIds: z
        .array(z.uuid(/*i18n*/ 'Not a valid item id.'))
        .min(1, /*i18n*/ 'Choose at least one item to cancel.')
        .max(MAX_LINES, fill(/*i18n*/ 'At most {count} items at once.', { count: MAX_LINES }))
        .optional(),
      reason: z.enum(reasons, { error: /*i18n*/ 'Choose a reason for cancelling.' }),
      note: z.string().trim().max(500, /*i18n*/ 'The note is at most 500 characters.').optional(),
    })
    .superRefine((body, ctx) => {
      if (body.reason === 'other' && !body.note) {
        ctx.addIssue({ code: 'custom', path: ['note'], message: /*i18n*/ 'Tell us why you are cancelling.' })
      }
    })
}

export const CustomerCancelBody = cancelBody(CUSTOMER_CANCEL_REASONS)
export type CustomerCancelBody = z.input<typeof CustomerCancelBody>
export const SellerCancelBody = cancelBody(SELLER_CANCEL_REASONS)
export type SellerCancelBody = z.input<typeof SellerCancelBody>
export const AdminCancelBody = cancelBody(ADMIN_CANCEL_REASONS)
export type AdminCancelBody = z.input<typeof AdminCancelBody>

/** A cancelled line: when, by whom and why (the admin sees who; the customer sees by whom in words). */
export const LineCancellation = z.object({
  at: z.iso.datetime(),
  by: z.enum(['customer', 'vendor', 'admin', 'system']),
  reason: z.string(),
  reasonLabel: z.string(),
  note: z.string().nullable(),
})
export type LineCancellation = z.infer<typeof LineCancellation>
