// Checkout's public face: payments confirms an order paid online the way checkout confirms a COD one.
export { enqueueOrderConfirmation } from './order-confirmation'
