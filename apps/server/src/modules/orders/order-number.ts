import { randomBytes } from 'node:crypto'

// Crockford's base32: no I, L, O or U, so a number read out over the phone is not misheard.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'

/**
 * "HT-" and 8 random base32 characters (40 bits): short enough to read out, and not guessable or
 * sequential (docs/decisions/014-order-numbers.md). The unique index catches the rare collision; the caller retries.
 */
export function newOrderNo(random: (size: number) => Buffer = randomBytes): string {
  const bytes = random(8)
  let out = ''
  for (const byte of bytes.subarray(0, 8)) out += ALPHABET.charAt(byte & 31)
  return `HT-${out}`
}
