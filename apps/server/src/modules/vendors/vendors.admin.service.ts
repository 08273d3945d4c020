import type { AdminVendorList, AdminVendorRow, AdminVendorsQuery } from '@haat/shared/admin/people'
import { toLocale } from '@haat/shared/i18n'
import type { z } from 'zod'
import type { Config } from '../../config'
import type { Db, DbOrTx } from '../../db/client'
import { CANCELLATION_RATE_DAYS, cancellationRate } from '@haat/shared/orders/cancel-reasons'
import { AppError } from '../../lib/app-error'
import type { Clock } from '../../lib/clock'
import type { SessionsService } from '../auth'
import { enqueueMail } from '../mail'
import { vendorApprovedMail, vendorRejectedMail } from './vendor-review-mails'
import { payoutDestinationOf } from './vendor-profile'
import { recordAudit } from '../audit'
import {
  type VendorRecord,
  findVendorWithCount,
  listVendors,
  lockVendor,
  updateVendor,
} from './vendors.admin.repository'

type Query = z.output<typeof AdminVendorsQuery>

const vendorNotFound = () => new AppError('NOT_FOUND', 'Vendor not found.')

function toRow(
  vendor: VendorRecord,
  counts: { productCount: number; sent: number; cancelled: number },
): AdminVendorRow {
  return {
    id: vendor.id,
    businessName: vendor.businessName,
    businessType: vendor.businessType,
    ownerName: vendor.ownerName,
    email: vendor.email,
    phone: vendor.phone,
    address: vendor.address,
    city: vendor.city,
    state: vendor.state,
    pin: vendor.pin,
    payout: payoutDestinationOf(vendor),
    gstin: vendor.gstin,
    pan: vendor.pan,
    status: vendor.status,
    rejectionReason: vendor.rejectionReason,
    reviewedAt: vendor.reviewedAt?.toISOString() ?? null,
    isActive: vendor.isActive,
    deactivatedAt: vendor.deactivatedAt?.toISOString() ?? null,
    productCount: counts.productCount,
    cancellationRate: cancellationRate(counts.cancelled, counts.sent),
    createdAt: vendor.createdAt.toISOString(),
  }
}

/** The admin's seller management: the review queue (approve, reject; docs/decisions/018-approvals-on-the-server.md) and delete (deactivate; docs/decisions/017-orders-are-records.md). */
export function vendorsAdminService(deps: { db: Db; clock: Clock; config: Config; sessions: SessionsService }) {
  const { db, clock, config, sessions } = deps
  const actor = (adminId: string) => ({ kind: 'admin' as const, id: adminId })
  const rateSince = () => new Date(clock.now().getTime() - CANCELLATION_RATE_DAYS * 86_400_000)

  const loadRow = async (tx: DbOrTx, id: string) => {
    const found = await findVendorWithCount(tx, id, rateSince())
    if (!found) throw vendorNotFound()
    return toRow(found.vendor, found)
  }

  /** A deleted seller stays deleted: reviewing it would hand a closed shop back its storefront. */
  const lockReviewable = async (tx: DbOrTx, id: string) => {
    const vendor = await lockVendor(tx, id)
    if (!vendor) throw vendorNotFound()
    if (!vendor.isActive) throw new AppError('CONFLICT', 'This vendor has been deleted and cannot be reviewed.')
    return vendor
  }

  return {
    async list(query: Query): Promise<AdminVendorList> {
      const { rows, total } = await listVendors(
        db,
        { status: query.status, search: query.search || undefined },
        { limit: query.pageSize, offset: (query.page - 1) * query.pageSize, since: rateSince() },
      )
      return {
        data: rows.map((r) => toRow(r.vendor, r)),
        meta: { page: query.page, pageSize: query.pageSize, total },
      }
    },

    /** Approves and e-mails the seller; approving an approved seller changes nothing and mails nothing. */
    async approve(adminId: string, id: string): Promise<AdminVendorRow> {
      return db.transaction(async (tx) => {
        const vendor = await lockReviewable(tx, id)
        if (vendor.status === 'approved') return loadRow(tx, id)
        const now = clock.now()
        await updateVendor(tx, id, {
          status: 'approved',
          rejectionReason: null,
          reviewedAt: now,
          reviewedBy: adminId,
          updatedAt: now,
        })
        await recordAudit(tx, {
          actor: actor(adminId),
          action: 'vendor.approve',
          entity: 'vendor',
          entityId: id,
          details: { businessName: vendor.businessName, previousStatus: vendor.status },
        })
        const approved = await loadRow(tx, id)
        await enqueueMail(tx, {
          kind: 'vendor-approved',
          to: vendor.email,
          ...vendorApprovedMail({
            businessName: vendor.businessName,
            ownerName: vendor.ownerName,
            loginUrl: `${config.publicUrl}/vendor-login`,
            preparedProducts: approved.productCount,
            locale: toLocale(vendor.locale),
          }),
        })
        return approved
      })
    },

    /** Rejects with an optional reason, which the seller sees at /not-approved and in the e-mail. */
    async reject(adminId: string, id: string, reason: string | undefined): Promise<AdminVendorRow> {
      return db.transaction(async (tx) => {
        const vendor = await lockReviewable(tx, id)
        const now = clock.now()
        const why = reason?.trim() || null
        await updateVendor(tx, id, {
          status: 'rejected',
          rejectionReason: why,
          reviewedAt: now,
          reviewedBy: adminId,
          updatedAt: now,
        })
        await recordAudit(tx, {
          actor: actor(adminId),
          action: 'vendor.reject',
          entity: 'vendor',
          entityId: id,
          details: {
            businessName: vendor.businessName,
            previousStatus: vendor.status,
            ...(why ? { reason: why } : {}),
          },
        })
        await enqueueMail(tx, {
          kind: 'vendor-rejected',
          to: vendor.email,
          ...vendorRejectedMail({
            businessName: vendor.businessName,
            ownerName: vendor.ownerName,
            reason: why,
            locale: toLocale(vendor.locale),
          }),
        })
        return loadRow(tx, id)
      })
    },

    /**
     * Deletes a seller by deactivating it: its sessions end and its products leave the shop (the
     * catalogue shows only active vendors' products), while its orders and vendor orders remain.
     * Deleting a deleted seller is a no-op.
     */
    async remove(adminId: string, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const vendor = await lockVendor(tx, id)
        if (!vendor) throw vendorNotFound()
        if (!vendor.isActive) return
        const now = clock.now()
        await updateVendor(tx, id, { isActive: false, deactivatedAt: now, updatedAt: now })
        await sessions.revokeAll('vendor', id, tx)
        await recordAudit(tx, {
          actor: actor(adminId),
          action: 'vendor.deactivate',
          entity: 'vendor',
          entityId: id,
          details: { businessName: vendor.businessName, email: vendor.email },
        })
      })
    },
  }
}

export type VendorsAdminService = ReturnType<typeof vendorsAdminService>
