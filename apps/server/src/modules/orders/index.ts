// The orders module's public face: what payments uses inside its own transaction (lock an order,
// move its status, record what the gateway says, add a tracking event, confirm it), what the demo
// data numbers orders with, what erasing an account does to orders, and the refund records.
export { type OrderReadyHook } from './auto-forward'
export { enqueueOrderConfirmation } from './order-confirmation'
export { newOrderNo } from './order-number'
export { canPayOnline, paymentOutcome } from './order-status'
export {
  anonymiseCustomerOrders,
  type ExpiredOrder,
  findCustomerOrderEmails,
  findOrderByNo,
  insertTrackingEvent,
  lockOrder,
  moveOrder,
  type OrderRow,
  setGatewayOrder,
} from './orders.repository'
export { ORDER_NOT_FOUND, readOrder } from './orders.service'
// The admin dashboard counts the orders its sellers have not been sent yet.
export { waitingToSendCondition } from './waiting-to-send'
// Refunds are recorded with the order (cancelling starts them); payments sends them to the gateway.
export { refundProcessedMail } from './refund-mails'
export { requestRefund, toRefund } from './refunds'
export { claimDueRefunds, listRefunds, lockRefund, type RefundRow, updateRefund } from './refunds.repository'
