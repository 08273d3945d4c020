import { readFileSync } from 'node:fs'
import { gunzipSync } from 'node:zlib'

/**
 * The common and breached passwords Haat refuses for a new password (ASVS 5.0 6.2.4):
 * common-passwords.txt.gz, made by scripts/make-common-passwords.mjs from the 100,000 most used
 * in SecLists' lists (those of 8 to 128 characters: 39,330). Read from disk once, on the first
 * check, into a set (about 3 MB); beside main.js in the build.
 */
let passwords: Set<string> | undefined

function load(): Set<string> {
  const text = gunzipSync(readFileSync(new URL('./common-passwords.txt.gz', import.meta.url))).toString('utf8')
  return new Set(text.split('\n').filter(Boolean))
}

/** Whether a password is on the list as typed or in small letters ("Password123" as "password123"). */
export function isCommonPassword(password: string): boolean {
  passwords ??= load()
  return passwords.has(password) || passwords.has(password.toLowerCase())
}
