/**
 * Tells this browser's other tabs that a signed-in customer's cart or wishlist changed on the
 * server (an add, a merge, an order placed), so their header count and lists refetch, or that
 * the customer signed out (a guest's changes reach them through the "storage" event). One
 * channel per tab, opened by the cart provider: a BroadcastChannel never delivers a message to
 * the object that posted it, so a tab does not refetch its own change.
 */
const CART_SYNC_CHANNEL = 'haat-cart'

export type CartSyncMessage = { customerId: string; what: 'cart' | 'wishlist' } | { what: 'signed_out' }

let channel: BroadcastChannel | null = null

export function announceCartChange(message: CartSyncMessage): void {
  try {
    channel?.postMessage(message)
  } catch {
    // A closed channel (the tab is going away): nothing to tell.
  }
}

/** Opens the tab's channel; returns the function that closes it. */
export function listenForCartChanges(onMessage: (message: CartSyncMessage) => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => {}
  const opened = new BroadcastChannel(CART_SYNC_CHANNEL)
  channel = opened
  opened.onmessage = (event: MessageEvent<unknown>) => {
    const data = event.data as { customerId?: unknown; what?: unknown } | null
    if (data?.what === 'signed_out') onMessage({ what: 'signed_out' })
    else if (typeof data?.customerId === 'string' && (data.what === 'cart' || data.what === 'wishlist')) {
      onMessage({ customerId: data.customerId, what: data.what })
    }
  }
  return () => {
    opened.close()
    if (channel === opened) channel = null
  }
}

/**
 * The customer another tab announced signing in as. That tab merges the browser's guest copies;
 * this one must not send them a second time (storage is not read and cleared atomically across
 * tabs). One tab, one provider: module state is enough.
 */
let signedInElsewhere: string | null = null

export function noteSignedInElsewhere(customerId: string): void {
  signedInElsewhere = customerId
}

/** Whether `customerId` was signed in by another tab; forgets the note either way. */
export function takeSignedInElsewhere(customerId: string | null): boolean {
  const noted = signedInElsewhere
  signedInElsewhere = null
  return customerId !== null && noted === customerId
}
