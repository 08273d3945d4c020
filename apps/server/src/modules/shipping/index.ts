// Shipping's public face: what checkout and payments call when an order is ready to go to its
// sellers, and the seller's order screens that a seller's cancellation answers with.
export { type OrderReadyHook } from './auto-forward'
export { type VendorOrdersService } from './vendor-orders.service'
