import { DEFAULT_SELLER_DELIVERY, type SellerDelivery } from '@haat/shared/delivery/delivery'
import type { IndianState } from '@haat/shared/india'
import { eq, sql } from 'drizzle-orm'
import { type DbOrTx, queryRows } from '../../db/client'
import { vendorDelivery } from '../../db/schema/accounts'
import { visibleProductCondition } from '../catalog'

type SettingsColumns = Omit<typeof vendorDelivery.$inferSelect, 'vendorId' | 'createdAt' | 'updatedAt'>

const toSettings = (row: SettingsColumns | undefined): SellerDelivery =>
  row
    ? {
        area: row.area as SellerDelivery['area'],
        states: row.states as IndianState[],
        pinPrefixes: row.pinPrefixes,
        excludedPinPrefixes: row.excludedPinPrefixes,
        dispatchDays: row.dispatchDays,
        cod: row.cod,
        codExcludedPinPrefixes: row.codExcludedPinPrefixes,
      }
    : DEFAULT_SELLER_DELIVERY

/** A seller's delivery settings (the defaults when it has not set any). */
export async function findSellerDelivery(db: DbOrTx, vendorId: string): Promise<SellerDelivery> {
  const [row] = await db.select().from(vendorDelivery).where(eq(vendorDelivery.vendorId, vendorId))
  return toSettings(row)
}

export async function saveSellerDelivery(db: DbOrTx, vendorId: string, settings: SellerDelivery, now: Date) {
  await db
    .insert(vendorDelivery)
    .values({ vendorId, ...settings, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: vendorDelivery.vendorId, set: { ...settings, updatedAt: now } })
}

export type ProductSeller = { vendorId: string; origin: { pin: string; state: IndianState }; settings: SellerDelivery }

type SellerRow = {
  vendor_id: string
  origin_pin: string
  origin_state: IndianState
  area: string | null
  states: string[]
  pin_prefixes: string[]
  excluded_pin_prefixes: string[]
  dispatch_days: number
  cod: boolean
  cod_excluded_pin_prefixes: string[]
}

const SELLER_COLUMNS = sql`v.id as vendor_id, v.pin as origin_pin, v.state as origin_state, d.area, d.states,
  d.pin_prefixes, d.excluded_pin_prefixes, d.dispatch_days, d.cod, d.cod_excluded_pin_prefixes`

const idList = (ids: readonly string[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )

const toProductSeller = (row: SellerRow): ProductSeller => ({
  vendorId: row.vendor_id,
  origin: { pin: row.origin_pin, state: row.origin_state },
  settings: row.area
    ? toSettings({
        area: row.area,
        states: row.states,
        pinPrefixes: row.pin_prefixes,
        excludedPinPrefixes: row.excluded_pin_prefixes,
        dispatchDays: row.dispatch_days,
        cod: row.cod,
        codExcludedPinPrefixes: row.cod_excluded_pin_prefixes,
      })
    : DEFAULT_SELLER_DELIVERY,
})

/** Sellers' places and delivery settings, in one query (a checkout's sellers). */
export async function findSellers(db: DbOrTx, vendorIds: readonly string[]): Promise<ProductSeller[]> {
  if (vendorIds.length === 0) return []
  const rows = await queryRows<SellerRow>(
    db,
    sql`select ${SELLER_COLUMNS} from vendors v left join vendor_delivery d on d.vendor_id = v.id
        where v.id in (${idList(vendorIds)})`,
  )
  return rows.map(toProductSeller)
}

/** Who sells each product the shop shows, from which PIN, and its delivery settings, in one query; products not shown are left out. */
export async function findProductSellers(
  db: DbOrTx,
  productIds: readonly string[],
): Promise<Map<string, ProductSeller>> {
  if (productIds.length === 0) return new Map()
  const rows = await queryRows<SellerRow & { product_id: string }>(
    db,
    sql`select p.id as product_id, ${SELLER_COLUMNS}
        from products p join vendors v on v.id = p.vendor_id
        left join vendor_delivery d on d.vendor_id = v.id
        where p.id in (${idList(productIds)}) and ${visibleProductCondition}`,
  )
  return new Map(rows.map((row) => [row.product_id, toProductSeller(row)]))
}
