// What payments may use of orders, inside its own transactions: lock an order, record what the
// gateway says, add a tracking event.
export {
  findOrderByNo,
  insertTrackingEvent,
  lockOrder,
  moveOrder,
  type OrderRow,
  setGatewayOrder,
} from './orders.repository'
