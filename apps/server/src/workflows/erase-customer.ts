// Erasing a customer (DPDP Act) spans five modules; this workflow calls each one's public face in
// the caller's transaction, so the erasure happens whole or not at all. The admin's delete
// (accounts/customers.admin.service.ts) is handed it by app.ts: accounts sits below orders.
import type { DbOrTx } from '../db/client'
import { type CustomerRecord, ERASED_NAME, eraseCustomerProfile } from '../modules/accounts'
import { deleteResetCodes } from '../modules/auth'
import { deleteAllLines, deleteWishlist } from '../modules/cart'
import { deleteMailTo } from '../modules/mail'
import { anonymiseCustomerOrders, findCustomerOrderEmails } from '../modules/orders'

/**
 * Erases what identifies the person: name, e-mail, phone, password, saved addresses, cart,
 * wishlist, pending reset codes and the copies of mail sent to it. Orders stay as records
 * (docs/decisions/017-orders-are-records.md) without the person in them.
 */
export async function eraseCustomer(tx: DbOrTx, customer: CustomerRecord, now: Date): Promise<void> {
  // Read before the orders forget them: mail went to the account's address and any given at checkout.
  const orderEmails = await findCustomerOrderEmails(tx, customer.id)
  await deleteMailTo(tx, [...orderEmails, customer.email ?? ''])
  await anonymiseCustomerOrders(tx, customer.id, ERASED_NAME, now)
  await eraseCustomerProfile(tx, customer.id, ERASED_NAME, now)
  await deleteAllLines(tx, customer.id)
  await deleteWishlist(tx, customer.id)
  if (customer.email) await deleteResetCodes(tx, 'customer', customer.email)
}
