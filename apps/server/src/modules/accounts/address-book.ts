// What checkout uses of the customer's address book, inside its own transaction.
import type { DbOrTx } from '../../db/client'
import { insertAddress, listAddresses } from './customers.repository'

/** A saved address can hold at most this many entries. */
export const MAX_ADDRESSES = 20

type PostalAddress = { street: string; city: string; state: string; pin: string }

const addressKey = (a: PostalAddress) =>
  [a.street, a.city, a.state, a.pin].map((v) => v.trim().toLowerCase()).join('\n')
const sameAddress = (a: PostalAddress, b: PostalAddress) => addressKey(a) === addressKey(b)

/**
 * Saves an address typed at checkout unless the book already has it. A full address book is not
 * a reason to refuse an order: the address is simply not saved.
 */
export async function saveAddressIfNew(
  db: DbOrTx,
  customerId: string,
  entry: { fullName: string; phone: string; address: PostalAddress },
  now: Date,
): Promise<void> {
  const existing = await listAddresses(db, customerId)
  if (existing.some((a) => sameAddress(a, entry.address)) || existing.length >= MAX_ADDRESSES) return
  await insertAddress(db, {
    customerId,
    title: existing.length === 0 ? 'Home' : `Address ${existing.length + 1}`,
    fullName: entry.fullName,
    phone: entry.phone,
    ...entry.address,
    createdAt: now,
  })
}
