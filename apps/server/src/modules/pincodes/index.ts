// India Post's PIN directory: which district and state a PIN code is in (pin-directory.ts; address
// checks will use checkPinInState from there).
export { pincodesRoutes } from './pincodes.routes'
