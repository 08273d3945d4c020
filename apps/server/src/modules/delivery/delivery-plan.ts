import type { IndianState } from '@haat/shared/india'
import type { DbOrTx } from '../../db/client'
import { lookUpPin } from '../pincodes'
import { deliversTo, deliveryDate, takesCashAt, zoneOf } from './delivery-rules'
import { findSellers, type ProductSeller } from './delivery.repository'

/** What one seller promises for an address: whether it delivers there, by when, and whether it takes cash. */
export type SellerPromise = { deliverable: boolean; deliveryBy: string | null; cod: boolean }

/** One seller's promise for `to` at `now` (the product page's estimate and the checkout's, alike). */
export function promiseOf(seller: ProductSeller, to: { pin: string; state: IndianState }, now: Date): SellerPromise {
  const { settings, origin } = seller
  if (!deliversTo(settings, to.pin, to.state)) return { deliverable: false, deliveryBy: null, cod: false }
  const place = lookUpPin(to.pin)?.find((each) => each.state === to.state) ?? { state: to.state, district: '' }
  // A seller's PIN India Post does not list (an old application) still has its state.
  const from = lookUpPin(origin.pin)?.[0] ?? { state: origin.state, district: '' }
  return {
    deliverable: true,
    deliveryBy: deliveryDate(now, settings.dispatchDays, zoneOf(from, place)),
    cod: takesCashAt(settings, to.pin),
  }
}

/** Each seller's promise for one address, read in one query: by vendor id. */
export async function sellerPromises(
  db: DbOrTx,
  vendorIds: readonly string[],
  to: { pin: string; state: IndianState },
  now: Date,
): Promise<Map<string, SellerPromise>> {
  const sellers = await findSellers(db, [...new Set(vendorIds)])
  return new Map(sellers.map((seller) => [seller.vendorId, promiseOf(seller, to, now)]))
}
