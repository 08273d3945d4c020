import { z } from 'zod'
import { ImageSet, PageMeta } from '../catalog/product'
import { LineOption } from '../catalog/line-option'
import { UpiSchema } from '../india'
import { Refund } from './refund'
import { ShipVendorOrderBody } from './vendor-order'
import { MAX_RETURN_PHOTOS, RETURN_REASON_CODES, RETURN_STATUSES } from './return-rules'
import { fill } from '../texts'

export const ReturnStatus = z.enum(RETURN_STATUSES)
export const ReturnReason = z.enum(RETURN_REASON_CODES, { error: /*i18n*/ 'Choose a reason for the return.' })

const MAX_LINES = 100

/**
 * POST /api/orders/{orderNo}/returns. Lines of several sellers make one request per seller. The
 * UPI id is required for a cash-on-delivery order (the refund goes there); the server checks it.
 */
export const CreateReturnBody = z.object({
  lines: z
    .array(
      z.object({
        lineId: z.uuid(/*i18n*/ 'Not a valid item id.'),
        quantity: z
          .number({ error: /*i18n*/ 'Enter how many to return.' })
          .int(/*i18n*/ 'Enter a whole number.')
          .min(1, /*i18n*/ 'Return at least 1.')
          .max(999, /*i18n*/ 'At most 999.'),
      }),
    )
    .min(1, /*i18n*/ 'Choose at least one item to return.')
    .max(MAX_LINES, fill(/*i18n*/ 'At most {count} items at once.', { count: MAX_LINES }))
    .refine((lines) => new Set(lines.map((l) => l.lineId)).size === lines.length, /*i18n*/ 'Each item only once.'),
  reason: ReturnReason,
  comment: z.string().trim().max(1000, /*i18n*/ 'The comment is at most 1000 characters.').optional(),
  photoIds: z
    .array(z.uuid(/*i18n*/ 'Not a valid photo id.'))
    .max(MAX_RETURN_PHOTOS, fill(/*i18n*/ 'Add at most {count} photos.', { count: MAX_RETURN_PHOTOS }))
    .default([]),
  upiId: UpiSchema.optional(),
})
export type CreateReturnBody = z.input<typeof CreateReturnBody>

export const ReturnIdParams = z.object({ id: z.uuid(/*i18n*/ 'Not a valid return id.') })

/** `label` is the field's name, marked for translation where it is given (the admins' are not: their console is English). */
const requiredText = (label: string, max: number) =>
  z
    .string({ error: fill(/*i18n*/ '{label} is required.', { label }) })
    .trim()
    .min(1, fill(/*i18n*/ '{label} is required.', { label }))
    .max(max, fill(/*i18n*/ '{label} is at most {max} characters.', { label, max }))

/** POST /api/vendor/returns/{id}/reject: the customer is told why. */
export const RejectReturnBody = z.object({ reason: requiredText(/*i18n*/ 'The reason', 500) })
export type RejectReturnBody = z.input<typeof RejectReturnBody>

/** POST /api/vendor/returns/{id}/pickup: who collects the items, as for shipping. */
export const ReturnPickupBody = ShipVendorOrderBody
export type ReturnPickupBody = z.input<typeof ReturnPickupBody>

/** POST /api/vendor/returns/{id}/receive: in good condition (refund and restock) or damaged (for an admin). */
export const ReceiveReturnBody = z
  .object({
    condition: z.enum(['good', 'damaged'], { error: /*i18n*/ 'Say whether the items came back in good condition.' }),
    note: z.string().trim().max(1000, /*i18n*/ 'The note is at most 1000 characters.').optional(),
  })
  .superRefine((body, ctx) => {
    if (body.condition === 'damaged' && !body.note) {
      ctx.addIssue({ code: 'custom', path: ['note'], message: /*i18n*/ 'Describe the damage for the admin.' })
    }
  })
export type ReceiveReturnBody = z.input<typeof ReceiveReturnBody>

/** POST /api/admin/returns/{id}/override: a rejected return approved after all. */
export const OverrideReturnBody = z.object({ note: requiredText('The note', 500) })
export type OverrideReturnBody = z.input<typeof OverrideReturnBody>

/** POST /api/admin/returns/{id}/resolve: a return received damaged is refunded, or the refund declined. */
export const ResolveReturnBody = z.object({
  decision: z.enum(['refund', 'decline'], { error: 'Choose to refund or to decline.' }),
  note: requiredText('The note', 500),
})
export type ResolveReturnBody = z.input<typeof ResolveReturnBody>

/** A return request as the customer, its seller and the admins see it. */
export const ReturnRequest = z.object({
  id: z.string(),
  orderNo: z.string(),
  status: ReturnStatus,
  vendor: z.object({ id: z.string(), businessName: z.string() }),
  reason: ReturnReason,
  comment: z.string().nullable(),
  photos: z.array(ImageSet),
  lines: z.array(
    z.object({
      lineId: z.string(),
      name: z.string(),
      sku: z.string(),
      color: z.string().nullable(),
      size: z.string().nullable(),
      /** The variant's options as bought, sizes first ("M, Blue": variantLabel). */
      options: z.array(LineOption),
      quantity: z.number().int(),
      unitPricePaise: z.number().int(),
      image: ImageSet.nullable(),
    }),
  ),
  /** What the customer gets back: the returned items' price. */
  amountPaise: z.number().int(),
  paymentMethod: z.enum(['cod', 'razorpay']),
  /** Cash on delivery: where the refund goes (not shown to the seller). */
  upiId: z.string().nullable(),
  requestedAt: z.iso.datetime(),
  /** The seller answers by then, or the request is approved for it. */
  respondBy: z.iso.datetime(),
  decidedAt: z.iso.datetime().nullable(),
  decidedBy: z.enum(['vendor', 'admin', 'system']).nullable(),
  rejectReason: z.string().nullable(),
  courierName: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  trackingUrl: z.string().nullable(),
  pickedUpAt: z.iso.datetime().nullable(),
  receivedAt: z.iso.datetime().nullable(),
  damageNote: z.string().nullable(),
  resolutionNote: z.string().nullable(),
  /** The refund it started, once received (or resolved) for a refund. */
  refund: Refund.nullable(),
  /** Its steps, oldest first. */
  events: z.array(z.object({ status: z.string(), note: z.string().nullable(), at: z.iso.datetime() })),
})
export type ReturnRequest = z.infer<typeof ReturnRequest>

/** A row of the seller's and the admin's Returns lists. */
export const ReturnSummary = z.object({
  id: z.string(),
  orderNo: z.string(),
  status: ReturnStatus,
  vendorName: z.string(),
  customerName: z.string(),
  reason: ReturnReason,
  itemNames: z.array(z.string()),
  itemCount: z.number().int(),
  amountPaise: z.number().int(),
  requestedAt: z.iso.datetime(),
  respondBy: z.iso.datetime(),
})
export type ReturnSummary = z.infer<typeof ReturnSummary>

export const ReturnList = z.object({ data: z.array(ReturnSummary), meta: PageMeta })
export type ReturnList = z.infer<typeof ReturnList>

export const ReturnsQuery = z.object({
  status: ReturnStatus.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(20),
})
export type ReturnsQuery = z.input<typeof ReturnsQuery>
