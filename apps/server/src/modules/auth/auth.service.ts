import type { LoginBody, RegisterCustomerBody } from '@haat/shared/accounts/customer'
import type { z } from 'zod'
import type { Config } from '../../config'
import type { Db } from '../../db/client'
import { AppError } from '../../lib/app-error'
import { isUniqueViolation } from '../../lib/db-errors'
import { LIMITS, enforceLimit, rateLimited } from '../../lib/limits'
import type { RateLimiter } from '../../lib/rate-limiter'
import { findCustomer, insertCustomer } from '../accounts/customers.repository'
import { enqueueMail } from '../mail/mail.service'
import { welcomeMail } from '../mail/templates'
import { findCredentials } from './accounts.repository'
import { dummyPasswordHash, hashPassword, verifyPassword } from './password'
import type { AccountKind, SessionsService } from './sessions.service'

type Login = z.output<typeof LoginBody>
type Registration = z.output<typeof RegisterCustomerBody>

export const INVALID_CREDENTIALS = 'Invalid credentials'

/** Sign-in for every kind of account, and customer registration. */
export function authService(deps: { db: Db; config: Config; sessions: SessionsService; limiter: RateLimiter }) {
  const { db, config, sessions, limiter } = deps

  /** The password step alone: the account's id, for a sign-in that may still owe a second factor. */
  async function verifyCredentials(kind: AccountKind, body: Login, ip: string): Promise<string> {
    await enforceLimit(limiter, 'loginAttemptsPerIp', ip)
    const failureLimits = [
      { key: `loginFailuresPerAccountAndIp:${kind}:${body.email}:${ip}`, ...LIMITS.loginFailuresPerAccountAndIp },
      { key: `loginFailuresPerAccount:${kind}:${body.email}`, ...LIMITS.loginFailuresPerAccount },
    ]
    for (const { key, limit, windowMs } of failureLimits) {
      const failures = await limiter.peek(key, limit, windowMs)
      if (!failures.allowed) throw rateLimited(failures.retryAfterSeconds)
    }

    const account = await findCredentials(db, kind, body.email)
    const ok = await verifyPassword(account?.passwordHash ?? (await dummyPasswordHash()), body.password)
    if (!account || !ok) {
      for (const { key, limit, windowMs } of failureLimits) await limiter.hit(key, limit, windowMs)
      throw new AppError('INVALID_CREDENTIALS', INVALID_CREDENTIALS)
    }
    // Only the caller's own count is forgiven: the owner signing in does not clear a guesser's.
    await limiter.reset(failureLimits[0]!.key)
    return account.id
  }

  return {
    verifyCredentials,

    /**
     * Checks a password and opens a session. The same answer, after the same work, for a wrong
     * e-mail and a wrong password; failures count against the account, not only the IP.
     */
    async login(kind: AccountKind, body: Login, ip: string) {
      const id = await verifyCredentials(kind, body, ip)
      const session = await sessions.create(kind, id, body.rememberMe)
      return { id, session }
    },

    async registerCustomer(body: Registration, ip: string) {
      await enforceLimit(limiter, 'registrationsPerIp', ip)
      const passwordHash = await hashPassword(body.password)
      try {
        return await db.transaction(async (tx) => {
          const customer = await insertCustomer(tx, { name: body.name, email: body.email, phone: body.phone, passwordHash })
          await enqueueMail(tx, { kind: 'welcome', to: body.email, ...welcomeMail({ name: body.name, shopUrl: config.publicUrl }) })
          const session = await sessions.create('customer', customer.id, false, tx)
          return { customer, session }
        })
      } catch (error) {
        if (isUniqueViolation(error, 'customers_email_key')) {
          throw new AppError('EMAIL_TAKEN', 'An account with this e-mail already exists. Please sign in instead.', {
            details: [{ path: 'email', message: 'An account with this e-mail already exists.' }],
          })
        }
        throw error
      }
    },

    async customerById(id: string) {
      const customer = await findCustomer(db, id)
      if (!customer?.email) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.')
      return customer
    },
  }
}
export type AuthService = ReturnType<typeof authService>
