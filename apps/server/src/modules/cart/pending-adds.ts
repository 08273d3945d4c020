import { OptionSchema, ProductIdSchema, QuantitySchema, VariantIdSchema } from '@haat/shared/cart/cart'
import { MAX_PENDING_ADDS, MAX_PENDING_ADDS_BYTES } from '@haat/shared/cart/pending-adds'
import { fill } from '@haat/shared/texts'
import { z } from 'zod'
import { AppError } from '../../lib/app-error'
import type { ProductChoice } from './cart-rules'

/**
 * A guest's adds made through the product page's plain form, waiting in a cookie
 * (@haat/shared/cart/pending-adds) until the browser's app moves them into the guest cart.
 * The cookie comes back from the browser, so it is input like any other: read strictly.
 */
const PendingAdds = z
  .array(
    z.object({
      productId: ProductIdSchema,
      /** Absent in adds kept before lines named their variant: their colour and size name it. */
      variantId: VariantIdSchema.optional(),
      color: OptionSchema.transform((value) => value ?? ''),
      size: OptionSchema.transform((value) => value ?? ''),
      quantity: QuantitySchema,
    }),
  )
  .max(MAX_PENDING_ADDS)

const unreadable = () =>
  new AppError('BAD_REQUEST', /*i18n*/ 'The items waiting for your cart could not be read. Please add this again.')

/** One add waiting in the cookie: a variant of a product and how many. */
export type PendingAdd = ProductChoice & { variantId?: string | undefined }

/** The adds waiting in the cookie's (decoded) value; none without one; 400 when it is too long or not ours. */
export function readPendingAdds(value: string | undefined): PendingAdd[] {
  if (value === undefined || value === '') return []
  if (encodeURIComponent(value).length > MAX_PENDING_ADDS_BYTES) throw unreadable()
  let parsed: unknown
  try {
    parsed = JSON.parse(value)
  } catch {
    throw unreadable()
  }
  const result = PendingAdds.safeParse(parsed)
  if (!result.success) throw unreadable()
  return result.data
}

/** 409: the cookie holds no more (a guest without JavaScript, whose adds never reach the guest cart). */
const tooManyPendingAdds = () =>
  new AppError(
    'CONFLICT',
    fill(/*i18n*/ 'Open your cart to add more: until then it keeps at most {count} different items.', {
      count: MAX_PENDING_ADDS,
    }),
  )

/** The cookie's value for these adds (@fastify/cookie URL-encodes it); 409 when it would be too long. */
export function writePendingAdds(lines: PendingAdd[]): string {
  const value = JSON.stringify(
    lines.map(({ productId, variantId, color, size, quantity }) => ({ productId, variantId, color, size, quantity })),
  )
  if (lines.length > MAX_PENDING_ADDS || encodeURIComponent(value).length > MAX_PENDING_ADDS_BYTES)
    throw tooManyPendingAdds()
  return value
}
