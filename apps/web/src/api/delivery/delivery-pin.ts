import { useSyncExternalStore } from 'react'
import { PIN_PATTERN } from '@haat/shared/india'
import { createStorageStore, parseJson } from '../../lib/storage-store'
import { useAddresses } from '../account/get-addresses'
import { useSession } from '../session/get-session'

/** The PIN a shopper last checked (localStorage `deliveryPin`), for every product page and the cart; no account needed. */
const deliveryPin = createStorageStore<string>({
  key: 'deliveryPin',
  changedEvent: 'haat:delivery-pin-changed',
  parse: (raw) => {
    const pin = parseJson(raw)
    return typeof pin === 'string' && PIN_PATTERN.test(pin) ? pin : ''
  },
  isEmpty: (pin) => pin === '',
})

/**
 * The PIN to promise delivery to: the one checked last on this browser, else the signed-in
 * customer's first saved address's; '' when there is none yet. `remember` makes a PIN the one.
 */
export function useDeliveryPin(): { pin: string; remember: (pin: string) => void } {
  const customerId = useSession().session.customer?.id ?? ''
  const addresses = useAddresses(customerId, { enabled: customerId !== '' })
  // The server renders no PIN (it has no localStorage), and neither does hydration; it appears after.
  const remembered = useSyncExternalStore(deliveryPin.subscribe, deliveryPin.read, () => '')
  return { pin: remembered || (addresses.data?.[0]?.pin ?? ''), remember: deliveryPin.write }
}
