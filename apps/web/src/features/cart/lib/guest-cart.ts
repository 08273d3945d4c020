import { i18n as browserI18n, type I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { MAX_CART_LINES, MAX_LINE_QUANTITY } from './cart-limits'
import { CART_CHANGED_EVENT, CART_STORAGE_KEY } from './cart-storage'
import { createStorageStore, isProductId, parseJson, toOption } from '../../../lib/storage-store'

/**
 * A guest's cart lives in the browser (docs/spec.md §3: localStorage key `cart`, a JSON list of lines) until
 * sign-in merges it into the server cart. The same rules as the server's: the same variant is one
 * line, a line holds 1 to MAX_LINE_QUANTITY units and at most the stock.
 */

/** One stored line: what POST /api/cart/preview and /api/cart/merge take. */
export interface GuestCartLine {
  productId: string
  /** The variant chosen on the product page; absent in lines kept before lines named it (their colour and size do). */
  variantId?: string | null
  color: string | null
  size: string | null
  quantity: number
}

export type LineKey = Pick<GuestCartLine, 'productId' | 'variantId' | 'color' | 'size'>

const optionKey = (value: string | null) => (value ?? '').trim().toLowerCase()

/**
 * Two lines of one variant are one line. Where either does not name its variant (an older line),
 * its colour and size do, matched ignoring case and blanks as the server matches them.
 */
export function isSameLine(a: LineKey, b: LineKey): boolean {
  if (a.productId !== b.productId) return false
  if (a.variantId && b.variantId) return a.variantId === b.variantId
  return optionKey(a.color) === optionKey(b.color) && optionKey(a.size) === optionKey(b.size)
}

const clampQuantity = (quantity: number, max = MAX_LINE_QUANTITY) => Math.min(Math.max(Math.floor(quantity), 1), max)

/** Drops what cannot be a line, adds up lines that are the same, caps each at MAX_LINE_QUANTITY. */
export function normalizeGuestCart(lines: readonly GuestCartLine[]): GuestCartLine[] {
  const result: GuestCartLine[] = []
  for (const line of lines) {
    const same = result.find((existing) => isSameLine(existing, line))
    if (same) same.quantity = clampQuantity(same.quantity + line.quantity)
    else if (result.length < MAX_CART_LINES) result.push({ ...line, quantity: clampQuantity(line.quantity) })
  }
  return result
}

/** Reads whatever is stored; anything malformed is left out rather than breaking the cart. */
export function parseGuestCart(raw: string | null): GuestCartLine[] {
  const value = parseJson(raw)
  if (!Array.isArray(value)) return []
  const lines: GuestCartLine[] = []
  for (const entry of value as unknown[]) {
    if (typeof entry !== 'object' || entry === null) continue
    const { productId, variantId, color, size, quantity } = entry as Record<string, unknown>
    if (!isProductId(productId) || typeof quantity !== 'number' || !Number.isFinite(quantity) || quantity < 1) continue
    const variant = isProductId(variantId) ? { variantId } : {}
    lines.push({ productId, ...variant, color: toOption(color), size: toOption(size), quantity })
  }
  return normalizeGuestCart(lines)
}

export type AddResult = { ok: true; lines: GuestCartLine[]; isNew: boolean } | { ok: false; message: string }

/**
 * Why a guest's add was refused, in full sentences (a translation needs the whole sentence).
 * `product` is the name in quotes: in ICU, an apostrophe before a placeholder would quote it.
 */
function tooManyMessage(product: string, limit: number, stockLimited: boolean, current: number, quantity: number) {
  if (stockLimited) {
    return current
      ? msg`Only ${limit} of ${product} left; you already have ${current} in your cart.`
      : msg`Only ${limit} of ${product} left; you asked for ${quantity}.`
  }
  return current
    ? msg`You can buy at most ${limit} of ${product} at a time; you already have ${current} in your cart.`
    : msg`You can buy at most ${limit} of ${product} at a time; you asked for ${quantity}.`
}

/**
 * Add to Cart for a guest, refusing (like POST /api/cart/lines) what would pass the stock, the
 * per-line maximum or the number of lines, so nothing is promised that checkout would take away.
 * The refusal is in the language of `i18n` (the browser's instance unless given: Add to Cart's
 * handler, never a render).
 */
export function addGuestLine(
  lines: readonly GuestCartLine[],
  input: LineKey & { quantity: number; name: string; stock?: number | null; inStock?: boolean },
  i18n: I18n = browserI18n,
): AddResult {
  const product = `'${input.name}'`
  if (input.inStock === false || input.stock === 0)
    return { ok: false, message: i18n._(msg`${product} is out of stock.`) }
  const quantity = Math.floor(input.quantity)
  if (!Number.isFinite(quantity) || quantity < 1) {
    return { ok: false, message: i18n._(msg`Quantity must be at least 1.`) }
  }
  const existing = lines.find((line) => isSameLine(line, input))
  if (!existing && lines.length >= MAX_CART_LINES) {
    const maxLines = MAX_CART_LINES
    return {
      ok: false,
      message: i18n._(msg`Your cart is full: it holds at most ${maxLines} different items. Remove one first.`),
    }
  }
  const current = existing?.quantity ?? 0
  const limit = Math.min(input.stock ?? MAX_LINE_QUANTITY, MAX_LINE_QUANTITY)
  const stockLimited = limit < MAX_LINE_QUANTITY
  if (current + quantity > limit) {
    return { ok: false, message: i18n._(tooManyMessage(product, limit, stockLimited, current, quantity)) }
  }
  const key = {
    productId: input.productId,
    ...(input.variantId ? { variantId: input.variantId } : {}),
    color: toOption(input.color),
    size: toOption(input.size),
  }
  const next = existing
    ? lines.map((line) => (line === existing ? { ...line, quantity: current + quantity } : line))
    : [...lines, { ...key, quantity }]
  return { ok: true, lines: next, isNew: !existing }
}

/** The cart page's stepper: below 1 removes the line; above `max` (the line's limit) is clamped to it. */
export function setGuestQuantity(
  lines: readonly GuestCartLine[],
  key: LineKey,
  quantity: number,
  max: number = MAX_LINE_QUANTITY,
): GuestCartLine[] {
  if (!Number.isFinite(quantity) || quantity < 1) return removeGuestLine(lines, key)
  // Lines that differ only in the case of an option are one line to the server: keep the first.
  const first = lines.find((line) => isSameLine(line, key))
  if (!first) return [...lines]
  const next = clampQuantity(quantity, Math.max(1, Math.min(max, MAX_LINE_QUANTITY)))
  return lines
    .filter((line) => line === first || !isSameLine(line, key))
    .map((line) => (line === first ? { ...line, quantity: next } : line))
}

export function removeGuestLine(lines: readonly GuestCartLine[], key: LineKey): GuestCartLine[] {
  return lines.filter((line) => !isSameLine(line, key))
}

/** The guest cart in localStorage, shared by every reader in this tab and kept current across tabs. */
export const guestCartStore = createStorageStore<GuestCartLine[]>({
  key: CART_STORAGE_KEY,
  changedEvent: CART_CHANGED_EVENT,
  parse: parseGuestCart,
  isEmpty: (lines) => lines.length === 0,
})
