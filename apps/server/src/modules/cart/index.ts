// What checkout and payments may use of the cart, inside their own transactions.
export { type CartLineRow, deleteAllLines, findCartRows } from './cart.repository'
