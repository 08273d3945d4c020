import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'
import { RESET_TEXT } from '@haat/shared/accounts/password-reset'
import { toLocale } from '@haat/shared/i18n'
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm'
import type { Config } from '../../config'
import type { Db } from '../../db/client'
import { customers, otps, vendors } from '../../db/schema/accounts'
import { AppError } from '../../lib/app-error'
import type { Clock } from '../../lib/clock'
import { enforceLimit } from '../../lib/limits'
import type { RateLimiter } from '../../lib/rate-limiter'
import { enqueueMail, otpMail } from '../mail'
import { findCredentials, setPasswordHash } from './accounts.repository'
import { hashNewPassword } from './password'
import { noticeSecurityChange } from './security-notice'
import type { SessionsService } from './sessions.service'
import { must } from '../../lib/must'

const OTP_VALID_MS = 10 * 60 * 1000
const OTP_MAX_FAILURES = 5
const RESET_GRANT_VALID_MS = 15 * 60 * 1000

type ResettableKind = 'customer' | 'vendor'

/** Codes are hashed with their row id, so equal codes for two people never share a hash. */
const hashCode = (otpId: string, code: string) => createHash('sha256').update(`${otpId}:${code}`).digest()
const hashGrant = (grant: string) => createHash('sha256').update(grant).digest('hex')

/** Password reset by e-mailed one-time code (docs/decisions/008-password-reset-otp.md): request → verify → complete. */
export function passwordResetService(deps: {
  db: Db
  config: Config
  clock: Clock
  sessions: SessionsService
  limiter: RateLimiter
}) {
  const { db, config, clock, sessions, limiter } = deps

  return {
    /**
     * The same answer after the same work whether or not the e-mail has an account, so the form
     * cannot be used to find out who shops or sells here: a code row is written either way, and
     * only the mail depends on the account.
     */
    async request(kind: ResettableKind, email: string, ip: string) {
      await enforceLimit(limiter, 'otpRequestsPerIp', ip)
      await enforceLimit(limiter, 'otpRequestsPerEmail', `${kind}:${email}`)
      const account = await findCredentials(db, kind, email)

      const code = String(randomInt(100_000, 1_000_000))
      const now = clock.now()
      await db.transaction(async (tx) => {
        // Only the newest code counts: older unused ones are spent.
        await tx
          .update(otps)
          .set({ usedAt: now })
          .where(and(eq(otps.kind, kind), sql`lower(${otps.email}) = ${email}`, isNull(otps.usedAt)))
        const [row] = await tx
          .insert(otps)
          .values({
            kind,
            email,
            codeHash: 'pending',
            expiresAt: new Date(now.getTime() + OTP_VALID_MS),
            requestIp: ip,
            createdAt: now,
          })
          .returning({ id: otps.id })
        await tx
          .update(otps)
          .set({ codeHash: hashCode(must(row, 'the new code').id, code).toString('hex') })
          .where(eq(otps.id, must(row, 'the new code').id))
        if (account) {
          // In the account's language (docs/decisions/035-hindi.md).
          const [owner] =
            kind === 'vendor'
              ? await tx.select({ locale: vendors.locale }).from(vendors).where(eq(vendors.id, account.id))
              : await tx.select({ locale: customers.locale }).from(customers).where(eq(customers.id, account.id))
          await enqueueMail(tx, {
            kind: 'otp',
            to: email,
            ...otpMail({
              code,
              accountLabel: kind,
              minutesValid: OTP_VALID_MS / 60_000,
              locale: toLocale(owner?.locale),
            }),
          })
        }
      })
      return { message: RESET_TEXT.otpSent }
    },

    async verify(kind: ResettableKind, email: string, code: string, ip: string) {
      await enforceLimit(limiter, 'otpVerifiesPerIp', ip)
      const now = clock.now()
      const result = await db.transaction(
        async (tx): Promise<{ error: string } | { resetToken: string; message: string }> => {
          const [otp] = await tx
            .select()
            .from(otps)
            .where(and(eq(otps.kind, kind), sql`lower(${otps.email}) = ${email}`, isNull(otps.usedAt)))
            .orderBy(desc(otps.createdAt))
            .limit(1)
            .for('update')
          if (!otp || otp.expiresAt <= now) throw new AppError('BAD_REQUEST', RESET_TEXT.expired)
          if (otp.failedAttempts >= OTP_MAX_FAILURES) throw new AppError('BAD_REQUEST', RESET_TEXT.requestNew)

          const matches = timingSafeEqual(hashCode(otp.id, code), Buffer.from(otp.codeHash, 'hex'))
          if (!matches) {
            const failures = otp.failedAttempts + 1
            await tx.update(otps).set({ failedAttempts: failures }).where(eq(otps.id, otp.id))
            // The 5th wrong try voids the code: even the right code is refused after it.
            return { error: failures >= OTP_MAX_FAILURES ? RESET_TEXT.requestNew : RESET_TEXT.invalidOtp }
          }
          const grant = randomBytes(32).toString('base64url')
          await tx
            .update(otps)
            .set({
              usedAt: now,
              grantHash: hashGrant(grant),
              grantExpiresAt: new Date(now.getTime() + RESET_GRANT_VALID_MS),
            })
            .where(eq(otps.id, otp.id))
          return { resetToken: grant, message: RESET_TEXT.verified }
        },
      )
      // Thrown outside the transaction so the failed-attempt count is committed.
      if ('error' in result) throw new AppError('BAD_REQUEST', result.error)
      return result
    },

    /** Sets the new password with a verification grant, once, and ends every other session. */
    async complete(kind: ResettableKind, resetToken: string, password: string) {
      const passwordHash = await hashNewPassword(password)
      const now = clock.now()
      await db.transaction(async (tx) => {
        const [grant] = await tx
          .update(otps)
          .set({ grantUsedAt: now })
          .where(
            and(
              eq(otps.kind, kind),
              eq(otps.grantHash, hashGrant(resetToken)),
              isNull(otps.grantUsedAt),
              gt(otps.grantExpiresAt, now),
            ),
          )
          .returning({ email: otps.email })
        if (!grant) throw new AppError('BAD_REQUEST', RESET_TEXT.expired)
        const account = await findCredentials(tx, kind, grant.email)
        if (!account) {
          throw new AppError(
            'NOT_FOUND',
            kind === 'customer'
              ? /*i18n*/ 'Customer not found for password update.'
              : /*i18n*/ 'Vendor not found for password update.',
          )
        }
        await setPasswordHash(tx, kind, account.id, passwordHash, now)
        await sessions.revokeAll(kind, account.id, tx)
        await noticeSecurityChange(tx, { kind, id: account.id, email: grant.email }, 'password', {
          at: now,
          shopUrl: config.publicUrl,
          details: { via: 'reset' },
        })
      })
      return { message: RESET_TEXT.reset }
    },
  }
}
