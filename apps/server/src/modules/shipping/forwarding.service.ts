import type { ForwardResult, OrderVendorList, VendorOrderRef } from '@haat/shared/orders/vendor-order'
import { toLocale } from '@haat/shared/i18n'
import { parseStoredReason, selfPurchaseReasons, storedReason } from '@haat/shared/orders/self-purchase'
import type { Config } from '../../config'
import type { Db } from '../../db/client'
import { must } from '../../lib/must'
import type { Clock } from '../../lib/clock'
import { AppError, notFound } from '../../lib/app-error'
import { recordAudit } from '../audit'
import { enqueueMail } from '../mail'
import { vendorOrderForwardedMail } from './vendor-order-mails'
import type { ShopSettings } from '@haat/shared/admin/settings'
import {
  ORDER_NOT_FOUND,
  type VendorOrderRow,
  findLinesOfVendorOrder,
  findOrderByNo,
  findOrderForForward,
  findSelfPurchaseEvidence,
  findVendorContact,
  findVendorOrderOf,
  insertVendorOrderOnce,
  linkLinesToVendorOrder,
  listOrderVendors,
  vendorShareOf,
} from '../orders'

const toIso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString()

function toRef(row: VendorOrderRow, orderNo: string): VendorOrderRef {
  return {
    id: row.id,
    orderNo,
    vendorId: row.vendorId,
    status: row.status,
    totalPaise: row.totalPaise,
    courierName: row.courierName,
    trackingNumber: row.trackingNumber,
    createdAt: row.createdAt.toISOString(),
  }
}

/** The admin's Send to Vendor: one vendor order per (order, vendor), never two (docs/decisions/016-forwarding-to-vendors.md). */
export function forwardingService(deps: {
  db: Db
  clock: Clock
  config: Pick<Config, 'publicUrl'>
  /** The shop's fixed fee per vendor order, fixed on the vendor order as it is sent. */
  settings: { get(): Promise<Pick<ShopSettings, 'orderFeePaise'>> }
}) {
  const { db, clock, config, settings } = deps
  /** adminId null: sent by the shop itself because an admin turned automatic forwarding on. */
  async function forward(
    adminId: string | null,
    orderNo: string,
    vendorId: string,
  ): Promise<{ created: boolean; result: ForwardResult }> {
    // Read before the transaction: on PGlite's one connection a read beside it would wait for ever.
    const { orderFeePaise } = await settings.get()
    return db.transaction(async (tx) => {
      const order = await findOrderForForward(tx, orderNo)
      if (!order) throw notFound(ORDER_NOT_FOUND)
      const share = await vendorShareOf(tx, order.id, vendorId)
      if (share.lineCount === 0) throw notFound('This order has no items from that vendor.')
      const existing = await findVendorOrderOf(tx, order.id, vendorId)
      if (existing)
        return { created: false, result: { status: 'already_sent', vendorOrder: toRef(existing, order.orderNo) } }
      if (order.status === 'cancelled')
        throw new AppError('CONFLICT', 'This order is cancelled and cannot be sent to a vendor.')
      if (share.standingCount === 0)
        throw new AppError('CONFLICT', 'Every item from this vendor was cancelled; there is nothing to send.')
      // An online order goes to vendors only once paid: an unpaid one may yet be released.
      if (order.paymentMethod === 'razorpay' && order.paymentStatus !== 'confirmed')
        throw new AppError('CONFLICT', 'This order is not paid yet and cannot be sent to a vendor.')
      const vendor = await findVendorContact(tx, vendorId)
      if (!vendor?.isActive) throw new AppError('CONFLICT', 'This vendor is deactivated and cannot be sent orders.')

      // A buyer sharing the seller's phone, address, UPI ID or browser may be the seller (docs/money.md).
      const evidence = must(await findSelfPurchaseEvidence(tx, order.id, vendorId), 'the self-purchase evidence')
      const selfPurchaseReason = storedReason(
        selfPurchaseReasons(
          {
            phones: [order.phone, evidence.customer_phone],
            street: order.street,
            pin: order.pin,
            upiIds: evidence.upi_ids,
            sharesBrowser: evidence.shares_browser,
          },
          {
            phone: evidence.vendor_phone,
            address: evidence.vendor_address,
            pin: evidence.vendor_pin,
            upiId: evidence.vendor_upi_id,
          },
        ),
      )

      const now = clock.now()
      const inserted = await insertVendorOrderOnce(tx, {
        orderId: order.id,
        vendorId,
        status: 'pending',
        totalPaise: share.totalPaise,
        feePaise: orderFeePaise,
        promisedBy: share.promisedBy,
        selfPurchaseReason,
        createdAt: now,
        updatedAt: now,
      })
      if (!inserted) {
        // A concurrent send won the unique index: answer with its vendor order.
        const winner = await findVendorOrderOf(tx, order.id, vendorId)
        return {
          created: false,
          result: { status: 'already_sent', vendorOrder: toRef(must(winner, 'the vendor order'), order.orderNo) },
        }
      }
      await linkLinesToVendorOrder(tx, order.id, vendorId, inserted.id)

      const lines = await findLinesOfVendorOrder(tx, inserted.id)
      const content = vendorOrderForwardedMail({
        businessName: vendor.businessName,
        orderNo: order.orderNo,
        // Lines the customer already cancelled are not the seller's to ship.
        lines: lines
          .filter((l) => l.cancelledQuantity < l.quantity)
          .map((l) => ({
            name: l.productName,
            options: [l.color, l.size].filter(Boolean).join(', '),
            quantity: l.quantity,
            lineTotalPaise: l.lineTotalPaise,
          })),
        totalPaise: inserted.totalPaise,
        customerName: order.name,
        address: { street: order.street, city: order.city, state: order.state, pin: order.pin },
        vendorOrderUrl: `${config.publicUrl}/vendor/orders/${inserted.id}`,
        locale: toLocale(vendor.locale),
      })
      await enqueueMail(tx, { kind: 'vendor_order', to: vendor.email, ...content })
      await recordAudit(tx, {
        actor: { kind: 'admin', id: adminId },
        action: 'order.forward',
        entity: 'vendor_order',
        entityId: inserted.id,
        details: {
          orderNo: order.orderNo,
          vendorId,
          totalPaise: inserted.totalPaise,
          ...(adminId === null ? { automatic: true } : {}),
        },
      })
      return { created: true, result: { status: 'sent', vendorOrder: toRef(inserted, order.orderNo) } }
    })
  }

  return {
    forward,

    /**
     * Every active vendor of the order not yet sent its part, with something left to ship, gets it
     * (one transaction and mail each; an order has a handful of vendors): automatic forwarding
     * (adminId null) and the admin's Send to all sellers. A deactivated vendor's part waits.
     * Returns how many parts were sent now.
     */
    async forwardToAllVendors(orderNo: string, adminId: string | null = null): Promise<number> {
      const order = await findOrderByNo(db, orderNo)
      if (!order) throw notFound(ORDER_NOT_FOUND)
      let sent = 0
      for (const row of await listOrderVendors(db, order.id)) {
        if (row.vo_id || !row.vendor_active || row.standing_count === 0) continue
        if ((await forward(adminId, orderNo, row.vendor_id)).created) sent += 1
      }
      return sent
    },

    /** Each vendor with lines in the order, and whether its part was sent. */
    async vendorsOf(orderNo: string): Promise<OrderVendorList> {
      const order = await findOrderByNo(db, orderNo)
      if (!order) throw notFound(ORDER_NOT_FOUND)
      const rows = await listOrderVendors(db, order.id)
      return {
        data: rows.map((r) => ({
          vendorId: r.vendor_id,
          businessName: r.business_name,
          vendorActive: r.vendor_active,
          lineCount: r.line_count,
          totalPaise: r.total_paise,
          sendStatus: r.vo_id ? 'sent' : 'idle',
          selfPurchaseReasons: parseStoredReason(r.vo_self_purchase_reason),
          vendorOrder:
            r.vo_id && r.vo_status && r.vo_total_paise !== null && r.vo_created_at
              ? {
                  id: r.vo_id,
                  orderNo: order.orderNo,
                  vendorId: r.vendor_id,
                  status: r.vo_status,
                  totalPaise: r.vo_total_paise,
                  courierName: r.vo_courier_name,
                  trackingNumber: r.vo_tracking_number,
                  createdAt: toIso(r.vo_created_at),
                }
              : null,
        })),
      }
    },
  }
}
export type ForwardingService = ReturnType<typeof forwardingService>
