// The sellers module's public face: what sign-in (auth) uses to register a seller.
export type { VendorsService } from './vendors.service'
