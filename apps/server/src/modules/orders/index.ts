// The orders module's public face. Orders owns the order's records (the order and its lines, the
// sellers' parts, tracking, returns, refunds) and how an order reads to whoever may see it; the
// things that happen to an order live beside it: checkout, after-sale (cancel, return, release),
// shipping (forwarding, sellers' fulfilment) and invoicing (tax documents).
// Whether a seller's Delivered is confirmed: reviews, payouts and return windows wait for it.
export { deliveryConfirmedSql } from './delivery-confirmation'
export { newOrderNo } from './order-number'
export { refreshOrderStatus } from './order-parts'
export { type Canceller, canPayOnline, cancelRefusal, paymentOutcome } from './order-status'
export { toCancellation, toTaxDocumentRef } from './orders.mapping'
export {
  anonymiseCustomerOrders,
  claimExpiredOrders,
  type ExpiredOrder,
  findCustomerOrderEmails,
  findExpiredOrders,
  findOrderByIdempotencyKey,
  findOrderByNo,
  findOrderLines,
  findOrderTaxDocuments,
  findUnpaidOnlineOrderByFingerprint,
  insertOrderLines,
  insertOrderUnlessNumberTaken,
  insertTrackingEvent,
  lockOrder,
  moveOrder,
  type NewOrder,
  openOrderTotals,
  type OrderRow,
  setGatewayOrder,
} from './orders.repository'
export { anyViewer, orderViewer } from './orders.routes'
export { ORDER_NOT_FOUND, type OrderViewer, type OrdersService, readOrder } from './orders.service'
// The admin dashboard counts the orders its sellers have not been sent yet.
export { waitingToSendCondition } from './waiting-to-send'
// The sellers' parts of an order (vendor orders), kept with the order; shipping moves them.
export {
  dashboardFigures,
  findLinesOfVendorOrder,
  findOrderById,
  findOrderForForward,
  findOwnVendorOrder,
  findVendorContact,
  findVendorOrderById,
  findVendorOrderEvents,
  findVendorOrderOf,
  findSelfPurchaseEvidence,
  insertVendorOrderOnce,
  linkLinesToVendorOrder,
  listOrderVendors,
  listVendorOrders,
  recentVendorOrders,
  STANDING_LINE_TOTAL,
  updateVendorOrder,
  type VendorOrderRow,
  type VendorOrderSummaryRow,
  vendorShareOf,
} from './vendor-orders.repository'
// Returns, as an order shows them; after-sale opens and moves them.
export { readReturns } from './returns.mapping'
export {
  changeReturnedQuantities,
  findOverdueReturnIds,
  findReturn,
  findReturnLines,
  insertReturn,
  insertReturnLines,
  listReturns,
  lockReturn,
  type ReturnLineRow,
  type ReturnRow,
  updateReturn,
} from './returns.repository'
// Refunds are recorded with the order (cancelling and returns start them); payments sends them.
export { refundProcessedMail } from './refund-mails'
export { findCustomerLocale, requestRefund, toRefund } from './refunds'
export { claimDueRefunds, listRefunds, lockRefund, type RefundRow, updateRefund } from './refunds.repository'
