import { createHash, randomInt, randomUUID, timingSafeEqual } from 'node:crypto'
import {
  REGISTRATION_MAX_FAILURES,
  REGISTRATION_TEXT,
  REGISTRATION_VALID_HOURS,
  type RegistrationPendingResponse,
} from '@haat/shared/accounts/registration'
import { type Locale, toLocale } from '@haat/shared/i18n'
import type { Config } from '../../config'
import type { Db, DbOrTx } from '../../db/client'
import { AppError } from '../../lib/app-error'
import type { Clock } from '../../lib/clock'
import { isUniqueViolation } from '../../lib/db-errors'
import { enforceLimit } from '../../lib/limits'
import type { RateLimiter } from '../../lib/rate-limiter'
import { enqueueMail, registrationAttemptMail, registrationCodeMail } from '../mail'
import { hashNewPassword } from './password'
import {
  countFailedCode,
  deletePendingRegistrations,
  findAccountByEmail,
  lockPendingRegistration,
  type PendingRegistration,
  type RegisteringKind,
  replacePendingRegistration,
} from './pending-registrations.repository'

export type { PendingRegistration, RegisteringKind }

/** Codes are hashed with their row id, so equal codes for two people never share a hash. */
const hashCode = (id: string, code: string) => createHash('sha256').update(`${id}:${code}`).digest()

/** Where the owner of a taken address is sent instead. */
const OWNER_PAGES: Record<RegisteringKind, { signIn: string; reset: string }> = {
  customer: { signIn: '/login', reset: '/forgot-password' },
  vendor: { signIn: '/vendor-login', reset: '/forgot-password-vendor' },
}

const codeRefused = (message: string) => new AppError('BAD_REQUEST', message, { details: [{ path: 'code', message }] })

/**
 * Verify-first sign-up (docs/decisions/042-verify-first-sign-up.md): `start` keeps the form with
 * its password hashed and mails a code; `confirm` checks the code and lets the caller create the
 * account in the same transaction. Both answer the same, after the same work, whether or not the
 * address already has an account: only the mail differs, and only its reader sees it.
 */
export function registrationService(deps: { db: Db; config: Config; clock: Clock; limiter: RateLimiter }) {
  const { db, config, clock, limiter } = deps

  return {
    async start(
      kind: RegisteringKind,
      form: { email: string; password: string; data: Record<string, string> },
      ip: string,
      locale: Locale,
    ): Promise<RegistrationPendingResponse> {
      await enforceLimit(limiter, 'registrationsPerIp', ip)
      // Each sign-up mails the address: bounded per address, so nobody can flood an inbox with them.
      await enforceLimit(limiter, 'registrationMailsPerEmail', `${kind}:${form.email}`)
      const passwordHash = await hashNewPassword(form.password)
      const id = randomUUID()
      const code = String(randomInt(100_000, 1_000_000))
      const now = clock.now()
      await db.transaction(async (tx) => {
        const owner = await findAccountByEmail(tx, kind, form.email)
        // Written for a taken address too (its code is mailed nowhere), so a try at confirming
        // answers "wrong code" alike and cannot tell the two apart.
        await replacePendingRegistration(tx, {
          id,
          kind,
          email: form.email,
          data: form.data,
          passwordHash,
          locale,
          codeHash: hashCode(id, code).toString('hex'),
          expiresAt: new Date(now.getTime() + REGISTRATION_VALID_HOURS * 3_600_000),
          requestIp: ip,
          createdAt: now,
        })
        if (owner) {
          // In the owner's language (docs/decisions/035-hindi.md), not the visitor's.
          await enqueueMail(tx, {
            kind: 'registration_attempt',
            to: form.email,
            ...registrationAttemptMail({
              accountLabel: kind,
              signInUrl: `${config.publicUrl}${OWNER_PAGES[kind].signIn}`,
              resetUrl: `${config.publicUrl}${OWNER_PAGES[kind].reset}`,
              locale: toLocale(owner.locale),
            }),
          })
        } else {
          await enqueueMail(tx, {
            kind: 'registration_code',
            to: form.email,
            ...registrationCodeMail({ code, accountLabel: kind, hoursValid: REGISTRATION_VALID_HOURS, locale }),
          })
        }
      })
      return { email: form.email, message: REGISTRATION_TEXT.pending }
    },

    /**
     * Checks the code of the address's newest sign-up and runs `create` with it in one
     * transaction, deleting the sign-up. The 5th wrong code voids it: even the right one is then
     * refused until the form is sent again.
     */
    async confirm<T>(
      kind: RegisteringKind,
      email: string,
      code: string,
      ip: string,
      create: (tx: DbOrTx, pending: PendingRegistration) => Promise<T>,
    ): Promise<T> {
      await enforceLimit(limiter, 'otpVerifiesPerIp', ip)
      const now = clock.now()
      try {
        const result = await db.transaction(async (tx): Promise<{ refused: string } | { created: T }> => {
          const pending = await lockPendingRegistration(tx, kind, email)
          if (!pending || pending.expiresAt <= now) return { refused: REGISTRATION_TEXT.expired }
          if (pending.failedAttempts >= REGISTRATION_MAX_FAILURES) return { refused: REGISTRATION_TEXT.tooManyTries }
          if (!timingSafeEqual(hashCode(pending.id, code), Buffer.from(pending.codeHash, 'hex'))) {
            const failures = await countFailedCode(tx, pending.id)
            return {
              refused:
                failures >= REGISTRATION_MAX_FAILURES ? REGISTRATION_TEXT.tooManyTries : REGISTRATION_TEXT.wrongCode,
            }
          }
          await deletePendingRegistrations(tx, kind, email)
          return { created: await create(tx, pending) }
        })
        // Refused outside the transaction, so the failed try is committed.
        if ('refused' in result) throw codeRefused(result.refused)
        return result.created
      } catch (error) {
        // The address's owner proved it, but an account with it was made meanwhile (two sign-ups at once).
        if (isUniqueViolation(error, 'customers_email_key') || isUniqueViolation(error, 'vendors_email_key')) {
          const message = /*i18n*/ 'An account with this e-mail already exists. Please sign in instead.'
          throw new AppError('EMAIL_TAKEN', message, { details: [{ path: 'email', message }] })
        }
        throw error
      }
    },
  }
}
export type RegistrationService = ReturnType<typeof registrationService>
