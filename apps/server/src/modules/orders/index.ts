// The orders module's public face: what payments uses inside its own transaction (lock an order,
// move its status, record what the gateway says, add a tracking event, confirm it), what the demo
// data numbers orders with, and what erasing an account does to orders.
export { type OrderReadyHook } from './auto-forward'
export { enqueueOrderConfirmation } from './order-confirmation'
export { newOrderNo } from './order-number'
export { canPayOnline, paymentOutcome } from './order-status'
export {
  anonymiseCustomerOrders,
  findCustomerOrderEmails,
  findOrderByNo,
  insertTrackingEvent,
  lockOrder,
  moveOrder,
  type OrderRow,
  setGatewayOrder,
} from './orders.repository'
export { ORDER_NOT_FOUND, readOrder } from './orders.service'
