import { type ShopSettings, deliveryFeeFor } from '@haat/shared/admin/settings'
import {
  type Cart,
  type CartLine,
  type CartLineStatus,
  MAX_CART_LINES,
  MAX_LINE_QUANTITY,
} from '@haat/shared/cart/cart'
import { formatPaise, SHIPPING_PAISE, TAX_PAISE } from '@haat/shared/money'
import { fill } from '@haat/shared/texts'
import { AppError, notFound } from '../../lib/app-error'

/**
 * The cart's rules, pure: which line a product and its options belong to, how much a line may hold,
 * what a guest cart adds at sign-in, and why a line cannot be bought. Services load and write; this decides.
 */

/** What the rules need to know about a product, as the catalogue says now. */
export type ProductState = {
  id: string
  name: string
  /** Approved, not archived, sold by an approved and active vendor (visibility.ts). */
  isVisible: boolean
  isAvailable: boolean
  /** Null when the seller does not count stock. */
  stock: number | null
  colors: string[]
  sizes: string[]
  /**
   * The product's variants, when the caller has to choose one from a colour and size; absent when
   * the state already is one variant as bought (a cart line's row: its price and stock are the variant's).
   */
  variants?: VariantState[]
}

/** One variant (docs/decisions/044-variants.md): one combination of the product's options. */
export type VariantState = {
  id: string
  /** Its colour and size ('' for none): the older way a line named it. */
  color: string
  size: string
  /** Its value of each of the product's options, in their order ("M", "Blue", "Pack of 2"). */
  values?: string[]
  /** Its value of the product's option of another kind ("Pack of 2"), '' when the product has none. */
  other?: string
  pricePaise: number
  mrpPaise: number
  stock: number | null
  /** Off: the seller does not offer this combination now. */
  isActive: boolean
}

/** A product with a colour and size chosen ('' for none) and a quantity: a wishlist entry, what older guest carts kept. */
export type ProductChoice = { productId: string; color: string; size: string; quantity: number }
/**
 * A cart line: one variant of a product, whose id is the line's identity, with the colour and size
 * that variant has (kept on the line for its messages and the wishlist's way back).
 */
export type LineQuantity = ProductChoice & { variantId: string }
/** A line to write: the variant, its quantity and the unit price it is added at now. */
export type LineWrite = LineQuantity & { addedUnitPricePaise: number }
/** The unit price a line was added at (null for older lines) and the catalogue's unit price now. */
export type LinePrice = { addedUnitPricePaise: number | null; currentUnitPricePaise: number }
/**
 * What a shopper chose: the variant by id (the product page's app), or its colour, size and value
 * of the product's other option (the page's plain form; older guest carts and the wishlist have
 * only a colour and size, which name one variant while the product has no other option).
 */
export type OptionsRequest = {
  variantId?: string | null | undefined
  color?: string | null | undefined
  size?: string | null | undefined
  other?: string | null | undefined
}

/** "" for an absent, null or blank option, so "no colour" is one value in the database's unique key. */
export function normalizeOption(value: string | null | undefined): string {
  return (value ?? '').trim()
}

/** The same variant is the same line. */
export function isSameLine(a: Pick<LineQuantity, 'variantId'>, b: Pick<LineQuantity, 'variantId'>): boolean {
  return a.variantId === b.variantId
}

/**
 * A guest line's key as text, the preview's line id: its variant's id, or for a line whose choice
 * names no variant (now), "productId:colour:size".
 */
export function lineKeyText(line: Omit<ProductChoice, 'quantity'> & { variantId: string | null }): string {
  return line.variantId ?? `${line.productId}:${line.color}:${line.size}`
}

type OptionKind = 'color' | 'size'

/** The texts that name a colour or a size: whole sentences for each, so each translates as a whole. */
const OPTION_TEXT: Record<
  OptionKind,
  { choose: string; notOffered: string; noneToChoose: string; nowSeveral: string; noLongerOffered: string }
> = {
  color: {
    choose: /*i18n*/ 'Please choose a colour.',
    notOffered: /*i18n*/ "'{value}' is not a colour of '{name}'; choose one of {choices}.",
    noneToChoose: /*i18n*/ "'{name}' has no colour to choose.",
    nowSeveral: /*i18n*/ 'Now offered in several colours: remove this line and choose one on the product page.',
    noLongerOffered: /*i18n*/ "'{value}' is no longer offered: remove this line and choose another colour.",
  },
  size: {
    choose: /*i18n*/ 'Please choose a size.',
    notOffered: /*i18n*/ "'{value}' is not a size of '{name}'; choose one of {choices}.",
    noneToChoose: /*i18n*/ "'{name}' has no size to choose.",
    nowSeveral: /*i18n*/ 'Now offered in several sizes: remove this line and choose one on the product page.',
    noLongerOffered: /*i18n*/ "'{value}' is no longer offered: remove this line and choose another size.",
  },
}

/** The product's own spelling of a chosen option (matched ignoring case), '' for none, or null when not offered. */
export function matchOption(offered: string[], chosen: string): string | null {
  if (chosen === '') return ''
  const wanted = chosen.toLowerCase()
  return offered.find((option) => option.toLowerCase() === wanted) ?? null
}

export type OptionsResult = { ok: true; color: string; size: string } | { ok: false; path: OptionKind; message: string }

/**
 * Checks a chosen colour and size against the product's own lists. With `required`, a product that
 * offers colours (sizes) needs one chosen: the cart's rule. The wishlist may save a product without them.
 */
export function resolveOptions(product: ProductState, request: OptionsRequest, required: boolean): OptionsResult {
  const resolved = { color: '', size: '' }
  for (const kind of ['color', 'size'] as const) {
    const offered = kind === 'color' ? product.colors : product.sizes
    const chosen = normalizeOption(request[kind])
    const text = OPTION_TEXT[kind]
    if (chosen === '') {
      if (required && offered.length > 0) return { ok: false, path: kind, message: text.choose }
      continue
    }
    const match = matchOption(offered, chosen)
    if (match === null) {
      const message =
        offered.length > 0
          ? fill(text.notOffered, { value: chosen, name: product.name, choices: offered.join(', ') })
          : fill(text.noneToChoose, { name: product.name })
      return { ok: false, path: kind, message }
    }
    resolved[kind] = match
  }
  return { ok: true, ...resolved }
}

/** The product as one of its variants is bought: the variant's stock, and unavailable when the variant is off. */
function asVariant(product: ProductState, variant: VariantState): ProductState {
  return { ...product, stock: variant.stock, isAvailable: product.isAvailable && variant.isActive, variants: undefined }
}

/** "M, Blue, Pack of 2": a variant's values (or a line's size and colour), for messages. */
const optionsLabel = (line: { color: string; size: string; values?: string[] | undefined }) =>
  (line.values ?? [line.size, line.color]).filter(Boolean).join(', ')

type VariantChoice =
  | { ok: true; variant: VariantState }
  /** `invalid`: the request names no variant of the product (400); `not_offered`: a colour and size that do not go together (409). */
  | { ok: false; reason: 'invalid' | 'not_offered'; path: string; message: string }

/**
 * The variant a shopper chose, active or not: the one `variantId` names, or the one of the chosen
 * colour and size (matched as the product spells them). Colour and size alone name no variant of a
 * product with a further option (Pack of): the product page sends the id.
 */
function findVariant(product: ProductState, request: OptionsRequest): VariantChoice {
  const variants = product.variants ?? []
  if (request.variantId) {
    const variant = variants.find((v) => v.id === request.variantId)
    if (variant) return { ok: true, variant }
    const message = fill(/*i18n*/ "'{name}' is not offered in this choice: choose again on its page.", {
      name: product.name,
    })
    return { ok: false, reason: 'invalid', path: 'variantId', message }
  }
  const options = resolveOptions(product, request, true)
  if (!options.ok) return { ok: false, reason: 'invalid', path: options.path, message: options.message }
  const other = normalizeOption(request.other).toLowerCase()
  const matching = variants.filter(
    (v) =>
      v.color === options.color && v.size === options.size && (other === '' || (v.other ?? '').toLowerCase() === other),
  )
  if (matching.length > 1) {
    const message = fill(/*i18n*/ "Please choose every option of '{name}' on its page.", { name: product.name })
    return { ok: false, reason: 'invalid', path: 'variantId', message }
  }
  const [variant] = matching
  if (variant) return { ok: true, variant }
  const message = fill(/*i18n*/ "'{name}' is not offered in {options}.", {
    name: product.name,
    options: optionsLabel({ ...options, values: [options.size, options.color, normalizeOption(request.other)] }),
  })
  return { ok: false, reason: 'not_offered', path: 'variantId', message }
}

/** Why a product cannot be put in a cart now, or null when it can. */
export function purchaseProblem(product: ProductState): { status: 'unavailable' | 'sold_out'; message: string } | null {
  if (!product.isVisible || !product.isAvailable)
    return { status: 'unavailable', message: /*i18n*/ 'No longer available.' }
  if (product.stock !== null && product.stock <= 0) return { status: 'sold_out', message: /*i18n*/ 'Sold out.' }
  return null
}

/** The most one line of this product may hold now: the stock, at most MAX_LINE_QUANTITY; 0 when it cannot be bought. */
export function maxLineQuantity(product: ProductState): number {
  if (purchaseProblem(product)) return 0
  return Math.min(product.stock ?? MAX_LINE_QUANTITY, MAX_LINE_QUANTITY)
}

/**
 * "Only 3 of 'Kurta' left; …" when stock is the limit, else the per-line maximum, with what the
 * customer has or asked for: whole sentences, so each translates as a whole.
 */
const LIMIT_TEXT = {
  stock: {
    alreadyHave: /*i18n*/ "Only {limit} of '{name}' left; you already have {count} in your cart.",
    askedFor: /*i18n*/ "Only {limit} of '{name}' left; you asked for {count}.",
    added: /*i18n*/ "Only {limit} of '{name}' left: added {count}, so your cart has {limit}.",
    cartHas: /*i18n*/ "Only {limit} of '{name}' left; your cart has {count}.",
  },
  perLine: {
    alreadyHave: /*i18n*/ "You can buy at most {limit} of '{name}' at a time; you already have {count} in your cart.",
    askedFor: /*i18n*/ "You can buy at most {limit} of '{name}' at a time; you asked for {count}.",
    added: /*i18n*/ "You can buy at most {limit} of '{name}' at a time: added {count}, so your cart has {limit}.",
    cartHas: /*i18n*/ "You can buy at most {limit} of '{name}' at a time; your cart has {count}.",
  },
}

function limitText(
  product: ProductState,
  limit: number,
  which: keyof (typeof LIMIT_TEXT)['stock'],
  count: number,
): string {
  const texts = product.stock !== null && product.stock < MAX_LINE_QUANTITY ? LIMIT_TEXT.stock : LIMIT_TEXT.perLine
  return fill(texts[which], { limit, name: product.name, count })
}

/** A line's colour or size the product no longer offers (or now asks to choose), or null. */
function optionsProblem(
  product: ProductState,
  line: { color: string; size: string },
): { status: CartLineStatus; message: string } | null {
  for (const kind of ['color', 'size'] as const) {
    const offered = kind === 'color' ? product.colors : product.sizes
    const text = OPTION_TEXT[kind]
    if (line[kind] === '' && offered.length > 0) {
      return { status: 'option_unavailable', message: text.nowSeveral }
    }
    if (line[kind] !== '' && matchOption(offered, line[kind]) === null) {
      return { status: 'option_unavailable', message: fill(text.noLongerOffered, { value: line[kind] }) }
    }
  }
  return null
}

/**
 * Whether a line can be checked out as it is, and if not, what changed (worked out on every read).
 * With the product's variants (a guest's line), the line's variant is looked up by its id (null:
 * its choice names no variant now); without them, the product already is the variant bought.
 */
export function lineStatus(
  product: ProductState,
  line: { variantId: string | null; color: string; size: string; quantity: number },
  price?: LinePrice,
): { status: CartLineStatus; message: string | null } {
  const problem = purchaseProblem(product)
  if (problem) return problem
  if (product.variants) {
    const variant = line.variantId === null ? undefined : product.variants.find((v) => v.id === line.variantId)
    if (!variant) {
      return (
        optionsProblem(product, line) ?? {
          status: 'option_unavailable',
          message: /*i18n*/ 'This choice is no longer offered: remove this line and choose again on the product page.',
        }
      )
    }
    if (!variant.isActive) {
      return {
        status: 'option_unavailable',
        message: fill(/*i18n*/ '{options} is not offered: remove this line and choose again on the product page.', {
          options: optionsLabel(variant),
        }),
      }
    }
    return lineStatus(asVariant(product, variant), { ...line, color: variant.color, size: variant.size }, price)
  }
  const optionProblem = optionsProblem(product, line)
  if (optionProblem) return optionProblem
  const limit = maxLineQuantity(product)
  if (line.quantity > limit) {
    const message =
      product.stock !== null && product.stock < MAX_LINE_QUANTITY
        ? fill(/*i18n*/ 'Only {limit} left; you have {count} in your cart.', { limit, count: line.quantity })
        : fill(/*i18n*/ 'You can buy at most {limit} at a time; you have {count} in your cart.', {
            limit,
            count: line.quantity,
          })
    return { status: 'insufficient_stock', message }
  }
  if (price && price.addedUnitPricePaise !== null && price.currentUnitPricePaise > price.addedUnitPricePaise) {
    return {
      status: 'price_changed',
      message: fill(/*i18n*/ 'Price went up from {from} to {to} since you added it.', {
        from: formatPaise(price.addedUnitPricePaise),
        to: formatPaise(price.currentUnitPricePaise),
      }),
    }
  }
  return { status: 'ok', message: null }
}

/** Refuses a product the shop does not show (404, as if unknown) or cannot sell now (409). */
function assertPurchasable(
  product: ProductState | undefined,
  hiddenIsUnknown: boolean,
): asserts product is ProductState {
  if (!product || (hiddenIsUnknown && !product.isVisible)) throw notFound(/*i18n*/ 'Product not found.')
  const problem = purchaseProblem(product)
  if (problem?.status === 'sold_out')
    throw new AppError('CONFLICT', fill(/*i18n*/ "'{name}' is sold out.", { name: product.name }))
  if (problem) throw new AppError('CONFLICT', fill(/*i18n*/ "'{name}' is no longer available.", { name: product.name }))
}

export type AddPlan = { line: LineQuantity; variant: VariantState; isNew: boolean; notice: string | null }

/**
 * The variant a request chose, to be added: 400 when it names none of the product's, 409 when the
 * product does not offer it (any more: the product page greys such choices out).
 */
function chooseVariant(product: ProductState, request: OptionsRequest): VariantState {
  const choice = findVariant(product, request)
  if (!choice.ok) {
    if (choice.reason === 'not_offered') throw new AppError('CONFLICT', choice.message)
    throw new AppError('VALIDATION', choice.message, { details: [{ path: choice.path, message: choice.message }] })
  }
  if (!choice.variant.isActive) {
    throw new AppError(
      'CONFLICT',
      fill(/*i18n*/ "'{name}' is not offered in {options}.", {
        name: product.name,
        options: optionsLabel(choice.variant),
      }),
    )
  }
  return choice.variant
}

/**
 * Adding `quantity` of a product's variant to a cart: the variant's line grows, else a new line
 * starts. `cap` (Move to Cart) adds what still fits and says so; `exact` (Add to Cart) refuses with
 * 409 when the line would pass the stock or MAX_LINE_QUANTITY. Throws 404/400/409 as AppError.
 */
export function planAdd(input: {
  product: ProductState | undefined
  /** The customer's lines of this product. */
  productLines: LineQuantity[]
  /** How many lines the customer's cart has now. */
  lineCount: number
  request: OptionsRequest & { quantity: number }
  mode: 'exact' | 'cap'
}): AddPlan {
  const { product, productLines, lineCount, request, mode } = input
  assertPurchasable(product, true)
  const variant = chooseVariant(product, request)
  const key = { productId: product.id, variantId: variant.id, color: variant.color, size: variant.size }
  const bought = asVariant(product, variant)
  assertPurchasable(bought, true)
  const existing = productLines.find((line) => isSameLine(line, key))?.quantity ?? 0
  if (!existing && lineCount >= MAX_CART_LINES) {
    throw new AppError(
      'CONFLICT',
      fill(/*i18n*/ 'Your cart is full: it holds at most {count} different items. Remove one first.', {
        count: MAX_CART_LINES,
      }),
    )
  }
  const limit = maxLineQuantity(bought)
  const room = Math.max(limit - existing, 0)
  if (request.quantity <= room)
    return { line: { ...key, quantity: existing + request.quantity }, variant, isNew: !existing, notice: null }
  if (mode === 'exact' || room === 0) {
    const refusal = existing
      ? limitText(bought, limit, 'alreadyHave', existing)
      : limitText(bought, limit, 'askedFor', request.quantity)
    throw new AppError('CONFLICT', refusal)
  }
  return {
    line: { ...key, quantity: limit },
    variant,
    isNew: !existing,
    notice: limitText(bought, limit, 'added', room),
  }
}

/** A new quantity for an existing line: 409 when the product cannot be bought or the quantity passes its limit. */
export function checkNewQuantity(product: ProductState, quantity: number): void {
  assertPurchasable(product, false)
  const limit = maxLineQuantity(product)
  if (quantity > limit) throw new AppError('CONFLICT', limitText(product, limit, 'askedFor', quantity))
}

export type GuestLine = OptionsRequest & { productId: string; quantity: number }

/**
 * Sign-in merge of a guest cart into the server cart: quantities of the same variant add up, capped
 * at the line's limit (never lowering a line); lines whose product is gone, withdrawn or sold out,
 * or whose choice names no variant on sale, are skipped; new lines stop at MAX_CART_LINES. Returns
 * the lines to write with their final quantities, and one notice per thing the customer should know.
 */
export function planMerge(
  existing: LineQuantity[],
  guest: GuestLine[],
  products: ReadonlyMap<string, ProductState>,
): { writes: (LineQuantity & { variant: VariantState })[]; notices: string[] } {
  const lines = new Map<string, LineQuantity & { changed: boolean; variant?: VariantState }>(
    existing.map((line) => [line.variantId, { ...line, changed: false }]),
  )
  const notices = new Set<string>()
  for (const item of guest) {
    const product = products.get(item.productId)
    if (!product?.isVisible) {
      notices.add(/*i18n*/ 'An item from before you signed in is no longer sold, so it was not added.')
      continue
    }
    const problem = purchaseProblem(product)
    if (problem) {
      notices.add(
        fill(
          problem.status === 'sold_out'
            ? /*i18n*/ "'{name}' is sold out, so it was not added."
            : /*i18n*/ "'{name}' is no longer available, so it was not added.",
          { name: product.name },
        ),
      )
      continue
    }
    const choice = findVariant(product, item)
    if (!choice.ok && choice.reason === 'invalid') {
      notices.add(
        fill(/*i18n*/ "'{name}' was not added: its colour or size is no longer offered. Choose again on its page.", {
          name: product.name,
        }),
      )
      continue
    }
    const variant = choice.ok ? choice.variant : null
    const bought = variant && asVariant(product, variant)
    if (!variant || !bought || purchaseProblem(bought)) {
      notices.add(
        fill(/*i18n*/ "'{name}' in {options} is not available now, so it was not added.", {
          name: product.name,
          options: optionsLabel(variant ?? { color: normalizeOption(item.color), size: normalizeOption(item.size) }),
        }),
      )
      continue
    }
    const line = lines.get(variant.id)
    if (!line && lines.size >= MAX_CART_LINES) {
      notices.add(
        fill(
          /*i18n*/ 'Your cart is full ({count} different items), so some items from before you signed in were not added.',
          { count: MAX_CART_LINES },
        ),
      )
      continue
    }
    const current = line?.quantity ?? 0
    const limit = maxLineQuantity(bought)
    const wanted = current + item.quantity
    const final = Math.max(current, Math.min(wanted, limit))
    if (final < wanted) notices.add(limitText(bought, limit, 'cartHas', final))
    if (final > current) {
      const key = { productId: product.id, variantId: variant.id, color: variant.color, size: variant.size }
      lines.set(variant.id, { ...key, quantity: final, changed: true, variant })
    }
  }
  const writes = [...lines.values()].flatMap(({ changed, variant, ...line }) =>
    changed && variant ? [{ ...line, variant }] : [],
  )
  return { writes, notices: [...notices] }
}

/** A guest line as previewed: its variant, or null when its choice names none now (lineStatus says why). */
export type PreviewLine = ProductChoice & { variantId: string | null }

/**
 * A guest cart priced without storing it: lines of the same variant are combined, a line's colour
 * and size are its variant's (or spelled as the product offers them), and products the shop does
 * not show are left out with a notice. Everything else is kept as sent, so lineStatus can say what changed.
 */
export function planPreview(
  guest: GuestLine[],
  products: ReadonlyMap<string, ProductState>,
): { lines: PreviewLine[]; notices: string[] } {
  const lines = new Map<string, PreviewLine>()
  const notices: string[] = []
  for (const item of guest) {
    const product = products.get(item.productId)
    if (!product?.isVisible) {
      if (!notices.length) notices.push(/*i18n*/ 'An item in your cart is no longer sold and was removed.')
      continue
    }
    const spelled = (offered: string[], value: string | null | undefined) => {
      const chosen = normalizeOption(value)
      return matchOption(offered, chosen) ?? chosen
    }
    const choice = findVariant(product, item)
    const key: Omit<PreviewLine, 'quantity'> = choice.ok
      ? { productId: product.id, variantId: choice.variant.id, color: choice.variant.color, size: choice.variant.size }
      : {
          productId: product.id,
          variantId: null,
          color: spelled(product.colors, item.color),
          size: spelled(product.sizes, item.size),
        }
    const id = lineKeyText(key)
    const line = lines.get(id)
    if (!line && lines.size >= MAX_CART_LINES) continue
    lines.set(id, { ...key, quantity: (line?.quantity ?? 0) + item.quantity })
  }
  return { lines: [...lines.values()], notices }
}

/**
 * Item count and totals: only lines that can be bought count towards the money (docs/spec.md §9:
 * no tax; shipping is added by withDeliveryFee when the shop charges it).
 */
export function cartTotals(lines: Pick<CartLine, 'quantity' | 'linePricePaise' | 'status'>[]) {
  const subtotalPaise = lines.filter((line) => line.status === 'ok').reduce((sum, line) => sum + line.linePricePaise, 0)
  return {
    itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
    subtotalPaise,
    shippingPaise: SHIPPING_PAISE,
    taxPaise: TAX_PAISE,
    totalPaise: subtotalPaise + SHIPPING_PAISE + TAX_PAISE,
    freeDeliveryFromPaise: null,
    canCheckout: lines.length > 0 && lines.every((line) => line.status === 'ok'),
  }
}

/** The cart with the shop's delivery fee (docs/decisions/038-delivery-fee.md): a priced line of its total. */
export function withDeliveryFee<C extends Pick<Cart, 'subtotalPaise' | 'taxPaise'>>(
  cart: C,
  terms: Pick<ShopSettings, 'deliveryFeePaise' | 'freeDeliveryFromPaise'>,
): C & Pick<Cart, 'shippingPaise' | 'totalPaise' | 'freeDeliveryFromPaise'> {
  const shippingPaise = deliveryFeeFor(terms, cart.subtotalPaise)
  return {
    ...cart,
    shippingPaise,
    totalPaise: cart.subtotalPaise + shippingPaise + cart.taxPaise,
    freeDeliveryFromPaise: terms.deliveryFeePaise > 0 ? terms.freeDeliveryFromPaise : null,
  }
}
