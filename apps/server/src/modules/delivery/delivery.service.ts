import { unknownPinMessage } from '@haat/shared/addresses/pin'
import type { CartDelivery, DeliveryEstimate, DeliveryEstimates, SellerDelivery } from '@haat/shared/delivery/delivery'
import { LRUCache } from 'lru-cache'
import type { Db } from '../../db/client'
import { AppError, notFound } from '../../lib/app-error'
import type { Clock } from '../../lib/clock'
import { lookUpPin } from '../pincodes'
import { promiseOf, sellerPromises } from './delivery-plan'
import { cartFromRows, findCartRows, withDeliveryFee } from '../cart'
import { discountOnCart } from '../coupons'
import type { ShopSettings } from '@haat/shared/admin/settings'
import type { IndianState } from '@haat/shared/india'
import { findProductSellers, findSellerDelivery, type ProductSeller, saveSellerDelivery } from './delivery.repository'

/** How long a product's seller and its settings are kept before being read again (a seller's change shows within it). */
const SELLER_TTL_MS = 60_000

/**
 * "Deliver to 560001": whether a product's seller delivers to a PIN, by when, and whether it takes
 * cash there (docs/decisions/036-delivery-dates.md). Each product's seller and settings are read
 * once a minute; the estimate itself is arithmetic on the PIN directory.
 */
export function deliveryService(deps: {
  db: Db
  clock: Clock
  /** The shop's cash-on-delivery limit per order (shop settings). */
  settings: { get(): Promise<Pick<ShopSettings, 'maxCodOrderPaise' | 'deliveryFeePaise' | 'freeDeliveryFromPaise'>> }
}) {
  const { db, clock, settings } = deps
  const sellers = new LRUCache<string, ProductSeller | 'none'>({ max: 50_000, ttl: SELLER_TTL_MS })

  /** Each product's seller and settings, from the cache, the rest in one query. */
  async function sellersOf(productIds: readonly string[]): Promise<Map<string, ProductSeller>> {
    const found = new Map<string, ProductSeller>()
    const missing: string[] = []
    for (const id of productIds) {
      const known = sellers.get(id)
      if (known === undefined) missing.push(id)
      else if (known !== 'none') found.set(id, known)
    }
    const read = await findProductSellers(db, missing)
    for (const id of missing) {
      const seller = read.get(id)
      sellers.set(id, seller ?? 'none')
      if (seller) found.set(id, seller)
    }
    return found
  }

  function placeOf(pin: string) {
    const place = lookUpPin(pin)?.[0]
    if (place) return place
    const message = unknownPinMessage(pin)
    throw new AppError('VALIDATION', message, { details: [{ path: 'pin', message }] })
  }

  return {
    async estimate(productId: string, pin: string): Promise<DeliveryEstimate> {
      const place = placeOf(pin)
      const seller = (await sellersOf([productId])).get(productId)
      if (!seller) throw notFound(/*i18n*/ 'Product not found.')
      return { pin, place, ...promiseOf(seller, { pin, state: place.state }, clock.now()) }
    },

    /** The same for several products at once (the cart's lines); products the shop does not show are left out. */
    async estimates(productIds: readonly string[], pin: string): Promise<DeliveryEstimates> {
      const place = placeOf(pin)
      const found = await sellersOf(productIds)
      const now = clock.now()
      const products = productIds.flatMap((productId) => {
        const seller = found.get(productId)
        return seller ? [{ productId, ...promiseOf(seller, { pin, state: place.state }, now) }] : []
      })
      return { pin, place, products }
    },

    /** The customer's cart, seller by seller, delivered to one address (the checkout's payment step). */
    async forCart(
      customerId: string,
      to: { pin: string; state: IndianState; couponCode?: string | undefined },
    ): Promise<CartDelivery> {
      const rows = await findCartRows(db, customerId)
      const promises = await sellerPromises(
        db,
        rows.map((row) => row.vendor_id),
        to,
        clock.now(),
      )
      const sellers = new Map<string, CartDelivery['sellers'][number]>()
      for (const row of rows) {
        const promise = promises.get(row.vendor_id) ?? { deliverable: false, deliveryBy: null, cod: false }
        const seller = sellers.get(row.vendor_id) ?? {
          vendor: { id: row.vendor_id, businessName: row.vendor_name },
          lineIds: [],
          ...promise,
        }
        seller.lineIds.push(row.line_id)
        sellers.set(row.vendor_id, seller)
      }
      const list = [...sellers.values()]
      const shop = await settings.get()
      const { maxCodOrderPaise } = shop
      // The limit is on what the customer would pay: the total after the applied coupon.
      const cart = cartFromRows(rows)
      const discountPaise = to.couponCode
        ? await discountOnCart(db, { customerId, code: to.couponCode, rows, cart, now: clock.now() })
        : 0
      const overCodLimit = withDeliveryFee(cart, shop).totalPaise - discountPaise > maxCodOrderPaise
      return {
        pin: to.pin,
        sellers: list,
        codLimitPaise: maxCodOrderPaise,
        overCodLimit,
        cod: !overCodLimit && list.every((seller) => seller.deliverable && seller.cod),
      }
    },

    ownSettings: (vendorId: string): Promise<SellerDelivery> => findSellerDelivery(db, vendorId),

    async saveSettings(vendorId: string, settings: SellerDelivery): Promise<SellerDelivery> {
      const unique = <T>(list: T[]): T[] => [...new Set(list)]
      const tidy = {
        ...settings,
        // Only the lists the area uses are kept: a seller switching back to "all of India" starts clean.
        states: settings.area === 'states' ? unique(settings.states) : [],
        pinPrefixes: settings.area === 'pins' ? unique(settings.pinPrefixes) : [],
        excludedPinPrefixes: unique(settings.excludedPinPrefixes),
        codExcludedPinPrefixes: settings.cod ? unique(settings.codExcludedPinPrefixes) : [],
      }
      await saveSellerDelivery(db, vendorId, tidy, clock.now())
      // This server's estimates follow at once; the others' within SELLER_TTL_MS.
      sellers.clear()
      return findSellerDelivery(db, vendorId)
    },
  }
}
export type DeliveryService = ReturnType<typeof deliveryService>
