import { appRoutes } from './routes'
import { sellerAndAdminAreas } from './seller-admin-routes'

/** Every route, the seller and admin areas included: what the server renderer and the tests use. */
export const routes = appRoutes(sellerAndAdminAreas)
