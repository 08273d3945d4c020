import type { CommissionSettings } from '@haat/shared/earnings/commission'
import { asc, isNotNull, sql } from 'drizzle-orm'
import { type Db, queryRows } from '../../db/client'
import { vendors } from '../../db/schema/accounts'
import { categories } from '../../db/schema/catalog'
import { notFound } from '../../lib/app-error'
import { recordAudit } from '../audit'

type Target = { table: string; entity: string; action: string; notFound: string }
const TARGETS = {
  category: { table: 'categories', entity: 'category', action: 'commission.category', notFound: 'Category not found.' },
  vendor: { table: 'vendors', entity: 'vendor', action: 'commission.seller', notFound: 'Vendor not found.' },
} satisfies Record<string, Target>

/**
 * Haat's commission: a rate per category, a seller's own rate when an admin sets one, and the
 * shop's fixed fee per vendor order. A rate is fixed on each line when the order reaches its
 * seller, so a change applies to orders sent after it.
 */
export function commissionService(deps: { db: Db; settings: { get(): Promise<{ orderFeePaise: number }> } }) {
  const { db, settings } = deps

  /** Changes a category's or a seller's rate under its row lock, with the change in the audit log. */
  async function setRate(adminId: string, target: Target, id: string, commissionBp: number | null) {
    await db.transaction(async (tx) => {
      const table = sql.identifier(target.table)
      const [before] = await queryRows<{ commission_bp: number | null }>(
        tx,
        sql`select commission_bp from ${table} where id = ${id} for update`,
      )
      if (!before) throw notFound(target.notFound)
      await tx.execute(sql`update ${table} set commission_bp = ${commissionBp} where id = ${id}`)
      await recordAudit(tx, {
        actor: { kind: 'admin', id: adminId },
        action: target.action,
        entity: target.entity,
        entityId: id,
        details: { commissionBp: { from: before.commission_bp, to: commissionBp } },
      })
    })
  }

  return {
    async get(): Promise<CommissionSettings> {
      const [categoryRows, sellerRows, shop] = await Promise.all([
        db
          .select({ id: categories.id, name: categories.name, commissionBp: categories.commissionBp })
          .from(categories)
          .orderBy(asc(categories.position), asc(categories.name)),
        db
          .select({ vendorId: vendors.id, businessName: vendors.businessName, commissionBp: vendors.commissionBp })
          .from(vendors)
          .where(isNotNull(vendors.commissionBp))
          .orderBy(asc(vendors.businessName)),
        settings.get(),
      ])
      return {
        categories: categoryRows,
        sellers: sellerRows.map((s) => ({ ...s, commissionBp: s.commissionBp ?? 0 })),
        orderFeePaise: shop.orderFeePaise,
      }
    },

    setCategory: (adminId: string, id: string, commissionBp: number) =>
      setRate(adminId, TARGETS.category, id, commissionBp),

    /** A seller's own rate; null gives it its categories' rates again. */
    setSeller: (adminId: string, id: string, commissionBp: number | null) =>
      setRate(adminId, TARGETS.vendor, id, commissionBp),
  }
}
export type CommissionService = ReturnType<typeof commissionService>
