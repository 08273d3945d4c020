// Where sellers deliver, by when, and where they take cash on delivery (docs/decisions/036-delivery-dates.md).
export { deliveryRoutes } from './delivery.routes'
export { deliveryService } from './delivery.service'
