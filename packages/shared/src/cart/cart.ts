import { z } from 'zod'
import { LineOption } from '../catalog/line-option'
import { ProductSummary } from '../catalog/product'
import { fill } from '../texts'

/** A customer's cart holds at most this many lines (distinct variants). */
export const MAX_CART_LINES = 100
/** One line holds at most this many units, whatever the stock; the stock may allow fewer. */
export const MAX_LINE_QUANTITY = 99

/** A product's id as the catalogue gives it (ProductSummary.id). */
export const ProductIdSchema = z.uuid(/*i18n*/ 'Not a valid product id.')

/** A product variant's id as the product page gives it (ProductVariant.id). */
export const VariantIdSchema = z.uuid(/*i18n*/ 'Not a valid choice of this product.')

/** A chosen colour or size, spelled as the product offers it; absent, null or "" means none. */
export const OptionSchema = z.string().trim().max(60, /*i18n*/ 'Options are at most 60 characters.').nullish()

/** Units of one line: a whole number from 1 to MAX_LINE_QUANTITY (strings such as "3" are refused). */
export const QuantitySchema = z
  .number({ error: /*i18n*/ 'Quantity must be a number.' })
  .int(/*i18n*/ 'Quantity must be a whole number.')
  .min(1, /*i18n*/ 'Quantity must be at least 1.')
  .max(
    MAX_LINE_QUANTITY,
    fill(/*i18n*/ 'You can buy at most {count} of one item at a time.', { count: MAX_LINE_QUANTITY }),
  )

/**
 * POST /api/cart/lines: adds to the line of the same variant, else starts a new line. The variant is
 * `variantId` (the product page sends it); without it, the colour, size and other value name it
 * (older guest carts kept only a colour and size, which name one while the product has no other option).
 */
export const AddCartLineBody = z.object({
  productId: ProductIdSchema,
  /** One of the product's variants; when given, colour and size are not read. */
  variantId: VariantIdSchema.nullish(),
  /** Without variantId: required when the product offers colours; must be one of them. */
  color: OptionSchema,
  /** Without variantId: required when the product offers sizes; must be one of them. */
  size: OptionSchema,
  /** Without variantId: the value of the product's option of another kind ("Pack of 2"), when it has one. */
  other: OptionSchema,
  quantity: QuantitySchema,
  /**
   * The unit price in paise the shopper saw when choosing (an Add to Cart made offline and sent
   * when the connection came back): refused with 409 PRICE_CHANGED when the price is no longer it.
   */
  expectedUnitPricePaise: z
    .number({ error: /*i18n*/ 'The expected price must be a number of paise.' })
    .int(/*i18n*/ 'The expected price must be a whole number of paise.')
    .min(0, /*i18n*/ 'The expected price cannot be negative.')
    .max(Number.MAX_SAFE_INTEGER, /*i18n*/ 'The expected price is too large.')
    .optional(),
})
export type AddCartLineBody = z.input<typeof AddCartLineBody>

/** PATCH /api/cart/lines/{id}: the line's new quantity (1 or more; remove a line with DELETE). */
export const UpdateCartLineBody = z.object({ quantity: QuantitySchema })
export type UpdateCartLineBody = z.input<typeof UpdateCartLineBody>

/** {id} of /api/cart/lines/{id}: a server line id (CartLine.id). */
export const CartLineParams = z.object({ id: z.uuid(/*i18n*/ 'Not a valid cart line id.') })

/** One line of the browser's guest cart, as sent to /api/cart/merge and /api/cart/preview. */
export const GuestCartLine = AddCartLineBody.omit({ expectedUnitPricePaise: true })
export type GuestCartLine = z.input<typeof GuestCartLine>

/**
 * POST /api/cart/merge at sign-in: the guest cart's lines are added to the server cart (capped at
 * stock, unusable lines skipped, each said in `notices`); the browser then clears its copy.
 */
export const MergeCartBody = z.object({
  lines: z
    .array(GuestCartLine)
    .max(MAX_CART_LINES, fill(/*i18n*/ 'A cart holds at most {count} lines.', { count: MAX_CART_LINES })),
})
export type MergeCartBody = z.input<typeof MergeCartBody>

/** POST /api/cart/preview (no sign-in): prices a guest cart from the current catalogue; nothing is stored. */
export const PreviewCartBody = MergeCartBody
export type PreviewCartBody = z.input<typeof PreviewCartBody>

/**
 * A product as the cart and wishlist show it: the product card plus the stock that limits a line.
 * A line is one variant, so without the card's price range and colour dots.
 */
export const CartProduct = ProductSummary.omit({ priceMaxPaise: true, activeColors: true }).extend({
  /** Units that can be bought now; null when the seller does not count stock. */
  stock: z.number().int().nullable(),
})
export type CartProduct = z.infer<typeof CartProduct>

/**
 * Why a line cannot be checked out, worked out from the current catalogue on every read:
 * - ok: can be bought as it is;
 * - unavailable: the product was withdrawn (switched off, archived, no longer approved, seller gone);
 * - sold_out: stock is counted and none is left;
 * - option_unavailable: the chosen colour or size is no longer offered (or one must now be chosen);
 * - insufficient_stock: fewer units are left than the line's quantity (lower it to maxQuantity);
 * - price_changed: the unit price went up since the line was added (accept it with POST /api/cart/lines/{id}/accept-price).
 */
export const CartLineStatus = z.enum([
  'ok',
  'unavailable',
  'sold_out',
  'option_unavailable',
  'insufficient_stock',
  'price_changed',
])
export type CartLineStatus = z.infer<typeof CartLineStatus>

/** One line of a cart, priced now from the catalogue (docs/decisions/012-server-prices-orders.md). */
export const CartLine = z.object({
  /**
   * The server line id for PATCH/DELETE; in a preview, the variant's id (or "productId:color:size"
   * for a line whose choice names no variant now), not a server id.
   */
  id: z.string(),
  /** The variant bought; null only in a preview, for a line whose choice names none now. */
  variantId: z.string().nullable(),
  product: CartProduct,
  /** The chosen colour, or null when the product has none. */
  color: z.string().nullable(),
  /** The chosen size, or null when the product has none. */
  size: z.string().nullable(),
  /**
   * The variant's options by name in the product's order ("Size: M", "Colour: Blue", "Pack of: 2"),
   * to name the line with (variantLabel); empty for a line whose choice names no variant now.
   */
  options: z.array(LineOption),
  quantity: z.number().int(),
  /** product.unitPricePaise × quantity, at today's price (shown even when the line cannot be bought). */
  linePricePaise: z.number().int(),
  /** The most this line may hold now: min(stock, MAX_LINE_QUANTITY), 0 when it cannot be bought. */
  maxQuantity: z.number().int(),
  status: CartLineStatus,
  /** What changed, for the page to show beside a line that is not ok ("Only 2 left; you have 3 in your cart."). */
  message: z.string().nullable(),
})
export type CartLine = z.infer<typeof CartLine>

/** GET /api/cart and the answer of every cart change: the whole cart, priced now. */
export const Cart = z.object({
  /** In the order they were first added. */
  lines: z.array(CartLine),
  /** Sum of every line's quantity: the header's cart count. */
  itemCount: z.number().int(),
  /** Sum of the lines that can be bought (status ok). */
  subtotalPaise: z.number().int(),
  /** The shop's delivery fee for this cart: 0 when delivery is free (docs/decisions/038-delivery-fee.md). */
  shippingPaise: z.number().int(),
  /** From what amount of goods delivery is free, while the shop charges a fee; null: always free. */
  freeDeliveryFromPaise: z.number().int().nullable(),
  /** 0: prices include GST (docs/decisions/012-server-prices-orders.md). */
  taxPaise: z.number().int(),
  totalPaise: z.number().int(),
  /** True when there is at least one line and every line is ok. */
  canCheckout: z.boolean(),
  /** What the last call changed that the customer should be told (capped or skipped lines); usually empty. */
  notices: z.array(z.string()),
})
export type Cart = z.infer<typeof Cart>
