// Where sellers deliver, by when, and where they take cash on delivery (docs/decisions/036-delivery-dates.md).
export { type SellerPromise, sellerPromises } from './delivery-plan'
export { deliveryRoutes } from './delivery.routes'
export { deliveryService } from './delivery.service'
