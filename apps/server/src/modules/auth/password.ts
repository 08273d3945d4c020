import { hash, verify } from '@node-rs/argon2'
import { AppError } from '../../lib/app-error'
import { isCommonPassword } from './common-passwords'

// argon2id with OWASP's second recommended profile (19 MiB, 2 passes): ~10 ms a hash here.
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS)
}

const COMMON_PASSWORD = /*i18n*/ 'This password is one of the most used, so it is easy to guess. Choose another.'

/**
 * A password someone chooses now (registration, change, reset): refused when it is a common or
 * breached one (400, beside `field`), hashed otherwise. Passwords already set are not judged.
 */
export async function hashNewPassword(password: string, field = 'password'): Promise<string> {
  if (isCommonPassword(password)) {
    throw new AppError('VALIDATION', COMMON_PASSWORD, { details: [{ path: field, message: COMMON_PASSWORD }] })
  }
  return hashPassword(password)
}

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) return false
  try {
    return await verify(passwordHash, password)
  } catch {
    return false
  }
}

/** A hash to verify against when no account matches, so a wrong e-mail costs the same time. */
let dummyHash: Promise<string> | undefined
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword('not-a-real-password-but-same-cost')
  return dummyHash
}
