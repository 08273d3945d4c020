// How long the outbox waits between tries. Pure so the schedule is tested without a mail server.

/** After this many failed tries a message is marked failed: kept for an operator, never deleted. */
export const MAX_ATTEMPTS = 36

const FIRST_DELAY_MS = 30_000
const MAX_DELAY_MS = 60 * 60_000

/**
 * Wait before the next try after `attempts` failed ones: 30 s, 1 min, 2 min … doubling up to
 * an hour, so the 36 tries span about a day of mail-server outage.
 */
export function retryDelayMs(attempts: number): number {
  const exponent = Math.max(0, attempts - 1)
  return Math.min(FIRST_DELAY_MS * 2 ** exponent, MAX_DELAY_MS)
}

export function shouldGiveUp(attempts: number): boolean {
  return attempts >= MAX_ATTEMPTS
}

/**
 * A one-line, bounded error for the outbox row and the logs. Mail servers echo addresses and
 * sometimes credentials back; the SMTP URL's password is cut out in case a message repeats it.
 */
export function describeSendError(error: unknown, secrets: string[] = []): string {
  const code =
    typeof error === 'object' && error && 'code' in error && typeof error.code === 'string' ? error.code : undefined
  const message = error instanceof Error ? error.message : String(error)
  let text = code && !message.startsWith(code) ? `${code}: ${message}` : message
  for (const secret of secrets) if (secret) text = text.split(secret).join('***')
  // eslint-disable-next-line no-control-regex
  text = text.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim()
  return text.length > 300 ? `${text.slice(0, 299)}…` : text
}
