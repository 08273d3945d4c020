// India Post's PIN directory: which district and state a PIN code is in, and the check every
// address the server takes goes through.
export { assertCityAtPin, assertPinInState, lookUpPin } from './pin-directory'
export { pincodesRoutes } from './pincodes.routes'
