// The cart module's public face: what checkout uses inside its own transaction (lock, read and
// empty the cart, judge each line), and what erasing an account deletes.
export { type CartLineRow, deleteAllLines, findCartRows } from './cart.repository'
export { lineStatus, type ProductState, withDeliveryFee } from './cart-rules'
export { toProductState } from './cart.mapping'
export { cartFromRows, lockCustomerCart, pricedWith, type DeliveryFeeSettings } from './cart.service'
export { deleteWishlist } from './wishlist.repository'
