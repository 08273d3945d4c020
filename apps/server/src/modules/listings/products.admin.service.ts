import type { ManagedProductDetail, ManagedProductRow } from '@haat/shared/catalog/product-input'
import type { Db, DbOrTx } from '../../db/client'
import { AppError } from '../../lib/app-error'
import type { Clock } from '../../lib/clock'
import { recordAudit } from '../audit'
import {
  type ManagedProductsQueryOut,
  listManaged,
  loadManagedDetail,
  loadManagedRow,
  productNotFound,
  removeProduct,
} from './managed-products'
import { type ProductRow, lockProduct, sellerStatusOf, updateProduct } from './vendor-products.repository'

/** The admin's product moderation: approve, reject (recorded, docs/decisions/018-approvals-on-the-server.md), delete. */
export function productAdminService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps
  const actor = (adminId: string) => ({ kind: 'admin' as const, id: adminId })
  const lock = async (tx: DbOrTx, id: string): Promise<ProductRow> => {
    const product = await lockProduct(tx, id)
    if (!product) throw productNotFound()
    return product
  }

  async function review(adminId: string, id: string, decision: 'approved' | 'rejected', reason: string | null) {
    return db.transaction(async (tx) => {
      const product = await lock(tx, id)
      // A pending seller's products wait for the seller's own review, then join the queue.
      if ((await sellerStatusOf(tx, product.vendorId)) === 'pending') {
        throw new AppError('CONFLICT', 'Review the seller first: its products join the queue once it is approved.')
      }
      const now = clock.now()
      await updateProduct(tx, id, {
        approvalStatus: decision,
        rejectionReason: decision === 'rejected' ? reason : null,
        reviewedAt: now,
        reviewedBy: adminId,
        // Either decision is the admin's look at what was flagged since the last one.
        reviewFlags: [],
        updatedAt: now,
      })
      await recordAudit(tx, {
        actor: actor(adminId),
        action: decision === 'approved' ? 'product.approve' : 'product.reject',
        entity: 'product',
        entityId: id,
        details: {
          name: product.name,
          previousStatus: product.approvalStatus,
          ...(reason ? { reason } : {}),
          ...(product.reviewFlags.length > 0 ? { reviewFlags: product.reviewFlags.length } : {}),
        },
      })
      return loadManagedRow(tx, id)
    })
  }

  return {
    /** Every reviewed vendor's live products (archived ones are the deleted ones). */
    async list(query: ManagedProductsQueryOut) {
      return listManaged(db, { searchVendorName: true, reviewedSellersOnly: true }, query)
    },

    /** One product with everything its seller entered: description, options, specifications, HSN, GST. */
    async get(id: string): Promise<ManagedProductDetail> {
      return loadManagedDetail(db, { id })
    },

    async approve(adminId: string, id: string): Promise<ManagedProductRow> {
      return review(adminId, id, 'approved', null)
    },

    async reject(adminId: string, id: string, reason: string | undefined): Promise<ManagedProductRow> {
      return review(adminId, id, 'rejected', reason || null)
    },

    /** Deletes, or archives a product that was ordered. */
    async remove(adminId: string, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const product = await lock(tx, id)
        const outcome = await removeProduct(tx, product, clock.now())
        await recordAudit(tx, {
          actor: actor(adminId),
          action: outcome === 'archived' ? 'product.archive' : 'product.delete',
          entity: 'product',
          entityId: id,
          details: { name: product.name, sku: product.sku, vendorId: product.vendorId },
        })
      })
    },
  }
}

export type ProductAdminService = ReturnType<typeof productAdminService>
