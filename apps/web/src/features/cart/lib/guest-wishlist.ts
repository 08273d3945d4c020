import { i18n as browserI18n, type I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { WishlistItem } from '@haat/shared/cart/wishlist'
import { MAX_LINE_QUANTITY, MAX_WISHLIST_ITEMS } from './cart-limits'
import { createStorageStore, isProductId, parseJson, toOption } from '../../../lib/storage-store'

/**
 * localStorage key `wishlist` (docs/spec.md §3: a JSON list of entries). It holds two kinds of entry:
 * - a guest's saved products ({ productId, color, size, quantity }), sent to /api/wishlist/merge at sign-in;
 * - while a customer is signed in, a copy of their server wishlist (the same fields plus the
 *   product and `customerId`), shown when loading fails (docs/spec.md §4). The owner mark keeps one
 *   customer's copy from ever being merged into another account on a shared device.
 */
const WISHLIST_STORAGE_KEY = 'wishlist'
const WISHLIST_CHANGED_EVENT = 'haat:wishlist-changed'

export interface GuestWishlistItem {
  productId: string
  color: string | null
  size: string | null
  quantity: number
}

export interface StoredWishlist {
  guest: GuestWishlistItem[]
  /** The signed-in customer's copy, or null. */
  copy: { customerId: string; items: WishlistItem[] } | null
}

const EMPTY: StoredWishlist = { guest: [], copy: null }

function isCopiedItem(entry: Record<string, unknown>): boolean {
  const product = entry.product as Record<string, unknown> | null | undefined
  return (
    typeof entry.customerId === 'string' &&
    typeof entry.id === 'string' &&
    typeof product === 'object' &&
    product !== null &&
    isProductId(product.id) &&
    typeof product.name === 'string' &&
    typeof product.slug === 'string' &&
    typeof product.unitPricePaise === 'number'
  )
}

export function parseStoredWishlist(raw: string | null): StoredWishlist {
  const value = parseJson(raw)
  if (!Array.isArray(value)) return EMPTY
  const guest: GuestWishlistItem[] = []
  let copy: StoredWishlist['copy'] = null
  for (const entry of value as unknown[]) {
    if (typeof entry !== 'object' || entry === null) continue
    const record = entry as Record<string, unknown>
    if ('customerId' in record) {
      if (!isCopiedItem(record)) continue
      const customerId = record.customerId as string
      // One owner at a time: a later owner's entries would only come from a stale write.
      if (copy && copy.customerId !== customerId) continue
      const { customerId: _owner, productId: _productId, ...item } = record
      copy ??= { customerId, items: [] }
      copy.items.push(item as unknown as WishlistItem)
      continue
    }
    const { productId, color, size, quantity } = record
    if (!isProductId(productId) || guest.some((item) => item.productId === productId)) continue
    const units = typeof quantity === 'number' && Number.isFinite(quantity) ? Math.floor(quantity) : 1
    guest.push({
      productId,
      color: toOption(color),
      size: toOption(size),
      quantity: Math.min(Math.max(units, 1), MAX_LINE_QUANTITY),
    })
    if (guest.length >= MAX_WISHLIST_ITEMS) break
  }
  return { guest, copy }
}

function serialize(stored: StoredWishlist): unknown[] {
  const copy = stored.copy
  const copied = copy
    ? copy.items.map((item) => ({ ...item, productId: item.product.id, customerId: copy.customerId }))
    : []
  return [...stored.guest, ...copied]
}

export type AddWishlistResult =
  { ok: true; items: GuestWishlistItem[]; isNew: boolean } | { ok: false; message: string }

/**
 * Saves a product for a guest; one already saved (by product, docs/spec.md §4) is left as it is.
 * A refusal is in the language of `i18n` (the browser's instance unless given).
 */
export function addGuestWishlistItem(
  items: readonly GuestWishlistItem[],
  item: GuestWishlistItem,
  i18n: I18n = browserI18n,
): AddWishlistResult {
  if (items.some((saved) => saved.productId === item.productId)) return { ok: true, items: [...items], isNew: false }
  if (items.length >= MAX_WISHLIST_ITEMS) {
    const maxItems = MAX_WISHLIST_ITEMS
    return {
      ok: false,
      message: i18n._(msg`Your wishlist is full: it holds at most ${maxItems} products. Remove one first.`),
    }
  }
  return { ok: true, items: [item, ...items], isNew: true }
}

/** The stored wishlist; writes keep the JSON list format of docs/spec.md §3. */
export const guestWishlistStore = createStorageStore<StoredWishlist>({
  key: WISHLIST_STORAGE_KEY,
  changedEvent: WISHLIST_CHANGED_EVENT,
  parse: parseStoredWishlist,
  serialize,
  isEmpty: (stored) => stored.guest.length === 0 && (stored.copy?.items.length ?? 0) === 0,
})
