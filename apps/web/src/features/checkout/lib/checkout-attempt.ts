const STORAGE_KEY = 'haat:checkout-attempt'

type Attempt = { fingerprint: string; key: string }

function readAttempt(): Attempt | null {
  try {
    const parsed = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as Partial<Attempt> | null
    return typeof parsed?.fingerprint === 'string' && typeof parsed.key === 'string'
      ? { fingerprint: parsed.fingerprint, key: parsed.key }
      : null
  } catch {
    return null
  }
}

/**
 * The idempotency key of this checkout attempt. It is kept in this tab's sessionStorage, so that
 * placing again after a lost answer, even after a reload, sends the same key and the server
 * answers with the order it already placed, never a second one. Other details or another cart
 * start a new attempt.
 */
export function checkoutAttemptKey(fingerprint: string): string {
  const stored = readAttempt()
  if (stored?.fingerprint === fingerprint) return stored.key
  const key = crypto.randomUUID()
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ fingerprint, key }))
  } catch {
    // Storage unavailable (a private window): the key lasts as long as this page.
  }
  return key
}

/** The order was placed: the next checkout is a new attempt. */
export function endCheckoutAttempt(): void {
  try {
    sessionStorage.removeItem(STORAGE_KEY)
  } catch {
    // Nothing stored.
  }
}
