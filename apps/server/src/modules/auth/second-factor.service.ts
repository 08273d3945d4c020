import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'
import { Secret, TOTP } from 'otpauth'
import type { Db, DbOrTx } from '../../db/client'
import { AppError } from '../../lib/app-error'
import type { Clock } from '../../lib/clock'
import { LIMITS, limitRefusal } from '../../lib/limits'
import type { RateLimiter } from '../../lib/rate-limiter'
import { recordAudit } from '../audit'
import { adminEnrolmentMail, enqueueMail, secondFactorAlertMail } from '../mail'
import { accountLocale } from './account-locale'
import { qrCodeSvg } from './qr-code'
import type { KnownDevicesService } from './known-devices'
import {
  deleteChallenge,
  findChallenge,
  findSecondFactor,
  insertChallenge,
  insertRecoveryCodes,
  recordChallengeFailure,
  setSecondFactor,
  useRecoveryCode,
  advanceTotpStep,
  type TwoFactorKind,
} from './second-factor.repository'
import { hashToken, type SessionsService } from './sessions.service'

export type { TwoFactorKind }

/** How long the second step of a sign-in may take, and how many wrong codes it allows. */
export const CHALLENGE_MS = 10 * 60 * 1000
const CHALLENGE_TRIES = 5
/** Wrong codes on one account (in the limit's window) after which its owner is mailed. */
const ALERT_AFTER_FAILURES = 10
const RECOVERY_CODE_COUNT = 10
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'
const PERIOD_S = 30

const WRONG_CODE = /*i18n*/ 'That code is not right. Check the time on your phone and try the newest code.'
const EXPIRED = /*i18n*/ 'Your sign-in has expired. Please sign in again.'

/** RFC 6238 with what every authenticator app understands: SHA-1, 6 digits, 30 seconds. */
function totp(secret: string, label: string) {
  return new TOTP({
    issuer: 'Haat',
    label,
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_S,
  })
}

/**
 * 16 base32 characters (80 random bits) in groups of four. So much entropy makes a plain SHA-256
 * safe to store and to look up by; a slow hash would protect nothing more.
 */
function newRecoveryCode(): string {
  const chars = Array.from({ length: 16 }, () => BASE32.charAt(randomInt(32)))
  return chars.join('').replace(/(.{4})(?!$)/g, '$1-')
}
const hashRecoveryCode = (code: string) =>
  createHash('sha256').update(code.replace(/-/g, '').toUpperCase()).digest('hex')

const qrDataUrl = (uri: string) => `data:image/svg+xml;base64,${Buffer.from(qrCodeSvg(uri)).toString('base64')}`

export type SecondFactorInput = { code: string } | { recoveryCode: string }

/**
 * Second factor (TOTP, RFC 6238) for administrators, who must use it, and sellers who turn it on.
 * A right password then opens a challenge, not a session; only a fresh code (or a one-time
 * recovery code) turns the challenge into a session.
 */
export function secondFactorService(deps: {
  db: Db
  clock: Clock
  sessions: SessionsService
  limiter: RateLimiter
  knownDevices: KnownDevicesService
  shopUrl: string
}) {
  const { db, clock, sessions, limiter, knownDevices, shopUrl } = deps
  const failuresKey = (kind: TwoFactorKind, subjectId: string) => `secondFactorFailuresPerAccount:${kind}:${subjectId}`

  /**
   * Counts a wrong answer against the account; the tenth in a window mails the owner once, since
   * someone who passed the password step is guessing codes.
   */
  async function countFailure(kind: TwoFactorKind, subjectId: string, email: string) {
    const { limit, windowMs } = LIMITS.secondFactorFailuresPerAccount
    const { count } = await limiter.hit(failuresKey(kind, subjectId), limit, windowMs)
    if (count !== ALERT_AFTER_FAILURES) return
    await db.transaction(async (tx) => {
      await recordAudit(tx, {
        actor: { kind, id: subjectId },
        action: 'auth.second_factor.alert',
        entity: kind,
        entityId: subjectId,
        details: { failures: count },
      })
      await enqueueMail(tx, {
        kind: 'security_notice',
        to: email,
        ...secondFactorAlertMail({
          accountLabel: kind,
          failures: count,
          at: clock.now(),
          helpUrl: `${shopUrl}/contact`,
          locale: await accountLocale(tx, kind, subjectId),
        }),
      })
    })
  }

  /** Checks a code against the secret and refuses one already used (its step is not newer than the last). */
  async function acceptCode(
    tx: DbOrTx,
    kind: TwoFactorKind,
    subjectId: string,
    secret: string,
    label: string,
    code: string,
    lastStep: number | null,
  ) {
    const now = clock.now().getTime()
    const delta = totp(secret, label).validate({ token: code, timestamp: now, window: 1 })
    if (delta === null) return false
    const step = Math.floor(now / 1000 / PERIOD_S) + delta
    if (lastStep !== null && step <= lastStep) return false
    // Conditional on the stored step, so two requests racing with one code cannot both pass.
    return advanceTotpStep(tx, kind, subjectId, step)
  }

  async function issueRecoveryCodes(tx: DbOrTx, kind: TwoFactorKind, subjectId: string): Promise<string[]> {
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode)
    await insertRecoveryCodes(tx, kind, subjectId, codes.map(hashRecoveryCode))
    return codes
  }

  /** A fresh secret kept on the account until a first code proves the app has it. */
  async function newSecret(tx: DbOrTx, kind: TwoFactorKind, subjectId: string, email: string) {
    const secret = new Secret({ size: 20 }).base32
    await setSecondFactor(tx, kind, subjectId, { totpSecret: secret, totpEnabledAt: null, totpLastStep: null })
    const uri = totp(secret, email).toString()
    return { secret, otpauthUrl: uri, qrCode: qrDataUrl(uri) }
  }

  async function liveChallenge(token: string | undefined, kind: TwoFactorKind) {
    const challenge = token && token.length <= 128 ? await findChallenge(db, hashToken(token)) : undefined
    if (!challenge || challenge.kind !== kind || challenge.expiresAt <= clock.now()) {
      throw new AppError('UNAUTHENTICATED', EXPIRED)
    }
    const account = await findSecondFactor(db, kind, challenge.subjectId)
    if (!account) throw new AppError('UNAUTHENTICATED', EXPIRED)
    return { challenge, account }
  }

  return {
    /** Whether this account must answer a second factor after its password, and which step. */
    async required(kind: TwoFactorKind, subjectId: string): Promise<'verify' | 'enroll' | null> {
      const account = await findSecondFactor(db, kind, subjectId)
      if (account?.totpEnabledAt) return 'verify'
      return kind === 'admin' ? 'enroll' : null
    },

    /**
     * Opens the second step of a sign-in; the browser keeps the token in an httpOnly cookie. An
     * administrator not yet enrolled is also mailed a one-time link: the key to scan is shown only
     * to whoever has both this browser's challenge and the admin's mailbox.
     */
    async openChallenge(
      kind: TwoFactorKind,
      subjectId: string,
      persistent: boolean,
      options: { enrol?: boolean } = {},
    ) {
      const token = randomBytes(32).toString('base64url')
      const expiresAt = new Date(clock.now().getTime() + CHALLENGE_MS)
      const enrolmentToken = options.enrol ? randomBytes(32).toString('base64url') : null
      await db.transaction(async (tx) => {
        await insertChallenge(tx, {
          tokenHash: hashToken(token),
          kind,
          subjectId,
          persistent,
          expiresAt,
          enrolmentTokenHash: enrolmentToken ? hashToken(enrolmentToken) : null,
        })
        if (!enrolmentToken) return
        const account = await findSecondFactor(tx, kind, subjectId)
        if (!account) return
        await enqueueMail(tx, {
          kind: 'admin_enrolment',
          to: account.email,
          ...adminEnrolmentMail({
            // A fragment, so the token is never sent to the server with the page or in a Referer.
            link: `${shopUrl}/admin/login#enrol=${enrolmentToken}`,
            minutesValid: CHALLENGE_MS / 60_000,
            locale: await accountLocale(tx, kind, subjectId),
          }),
        })
      })
      return { token, expiresAt }
    },

    /**
     * An administrator's first sign-in: the key to scan, for the browser that signed in and holds
     * the mailed link's token. Asking again gives a new key.
     */
    async enrolment(kind: TwoFactorKind, token: string | undefined, enrolmentToken: string) {
      const { challenge, account } = await liveChallenge(token, kind)
      if (account.totpEnabledAt)
        throw new AppError('CONFLICT', /*i18n*/ 'Two-step verification is already set up for this account.')
      const expected = challenge.enrolmentTokenHash
      if (!expected || !timingSafeEqual(Buffer.from(expected), Buffer.from(hashToken(enrolmentToken)))) {
        throw new AppError(
          'FORBIDDEN',
          /*i18n*/ 'Open the newest link we e-mailed you, in the browser you signed in from.',
        )
      }
      return newSecret(db, kind, challenge.subjectId, account.email)
    },

    /**
     * Answers the challenge: a code (which also finishes an enrolment) or a recovery code.
     * Wrong answers count against the challenge (5, then sign in again) and the account (20 in
     * 15 minutes hold it, except for a browser it signed in from before: a guesser elsewhere
     * cannot lock the owner out).
     */
    async complete(
      kind: TwoFactorKind,
      token: string | undefined,
      input: SecondFactorInput,
      caller: { deviceToken?: string | undefined } = {},
    ) {
      const { challenge, account } = await liveChallenge(token, kind)
      const knownDevice = await knownDevices.recognise(kind, challenge.subjectId, caller.deviceToken)
      if (!knownDevice) {
        const refusal = await limitRefusal(limiter, 'secondFactorFailuresPerAccount', `${kind}:${challenge.subjectId}`)
        if (refusal) throw refusal
      }
      const actor = { kind, id: challenge.subjectId }
      const outcome = await db.transaction(async (tx) => {
        if ('recoveryCode' in input) {
          if (!account.totpEnabledAt) return null
          const used = await useRecoveryCode(
            tx,
            kind,
            challenge.subjectId,
            hashRecoveryCode(input.recoveryCode),
            clock.now(),
          )
          if (!used) return null
          await recordAudit(tx, {
            actor,
            action: 'auth.second_factor.recovery_code_used',
            entity: kind,
            entityId: challenge.subjectId,
            details: { remaining: used.remaining },
          })
          return { recoveryCodes: undefined }
        }
        if (!account.totpSecret) return null
        const ok = await acceptCode(
          tx,
          kind,
          challenge.subjectId,
          account.totpSecret,
          account.email,
          input.code,
          account.totpLastStep,
        )
        if (!ok) return null
        if (account.totpEnabledAt) return { recoveryCodes: undefined }
        // The first right code finishes the enrolment.
        await setSecondFactor(tx, kind, challenge.subjectId, { totpEnabledAt: clock.now() })
        await recordAudit(tx, {
          actor,
          action: 'auth.second_factor.enabled',
          entity: kind,
          entityId: challenge.subjectId,
        })
        return { recoveryCodes: await issueRecoveryCodes(tx, kind, challenge.subjectId) }
      })
      if (!outcome) {
        await countFailure(kind, challenge.subjectId, account.email)
        const tries = await recordChallengeFailure(db, challenge.tokenHash)
        await recordAudit(db, {
          actor,
          action: 'auth.second_factor.failure',
          entity: kind,
          entityId: challenge.subjectId,
          details: { attempt: tries },
        })
        if (tries >= CHALLENGE_TRIES) {
          await deleteChallenge(db, challenge.tokenHash)
          throw new AppError('UNAUTHENTICATED', /*i18n*/ 'Too many wrong codes. Please sign in again.')
        }
        const field = 'recoveryCode' in input ? 'recoveryCode' : 'code'
        const message =
          'recoveryCode' in input ? /*i18n*/ 'That recovery code is not valid or was used already.' : WRONG_CODE
        throw new AppError('INVALID_CREDENTIALS', message, { details: [{ path: field, message }] })
      }
      await deleteChallenge(db, challenge.tokenHash)
      // Only now is this browser the owner's: one that merely knew the password is not spared the hold above.
      const newDeviceToken = knownDevice ? null : await knownDevices.remember(kind, challenge.subjectId)
      const session = await sessions.create(kind, challenge.subjectId, challenge.persistent)
      await recordAudit(db, {
        actor,
        action: 'auth.login.success',
        entity: kind,
        entityId: challenge.subjectId,
        details: { secondFactor: true },
      })
      return { subjectId: challenge.subjectId, session, recoveryCodes: outcome.recoveryCodes, newDeviceToken }
    },

    /** A seller's switch: whether a second factor is on. */
    async status(kind: TwoFactorKind, subjectId: string) {
      const account = await findSecondFactor(db, kind, subjectId)
      return { enabled: Boolean(account?.totpEnabledAt) }
    },

    /** A signed-in seller starts setting it up (the route checked the current password). */
    async startSetup(kind: TwoFactorKind, subjectId: string) {
      const account = await findSecondFactor(db, kind, subjectId)
      if (!account) throw new AppError('UNAUTHENTICATED', /*i18n*/ 'Please sign in to continue.')
      if (account.totpEnabledAt) throw new AppError('CONFLICT', /*i18n*/ 'Two-step verification is already on.')
      return newSecret(db, kind, subjectId, account.email)
    },

    /** The first right code turns it on and gives the recovery codes, once. */
    async confirmSetup(kind: TwoFactorKind, subjectId: string, code: string) {
      return db.transaction(async (tx) => {
        const account = await findSecondFactor(tx, kind, subjectId)
        if (!account?.totpSecret) throw new AppError('CONFLICT', /*i18n*/ 'Start the set-up again: scan a new QR code.')
        if (account.totpEnabledAt) throw new AppError('CONFLICT', /*i18n*/ 'Two-step verification is already on.')
        if (!(await acceptCode(tx, kind, subjectId, account.totpSecret, account.email, code, account.totpLastStep))) {
          throw new AppError('VALIDATION', WRONG_CODE, { details: [{ path: 'code', message: WRONG_CODE }] })
        }
        await setSecondFactor(tx, kind, subjectId, { totpEnabledAt: clock.now() })
        await recordAudit(tx, {
          actor: { kind, id: subjectId },
          action: 'auth.second_factor.enabled',
          entity: kind,
          entityId: subjectId,
        })
        return { recoveryCodes: await issueRecoveryCodes(tx, kind, subjectId) }
      })
    },

    /** Turning it off needs the password (checked by the route) and a current code. */
    async disable(kind: TwoFactorKind, subjectId: string, code: string) {
      await db.transaction(async (tx) => {
        const account = await findSecondFactor(tx, kind, subjectId)
        if (!account?.totpEnabledAt || !account.totpSecret)
          throw new AppError('CONFLICT', /*i18n*/ 'Two-step verification is not on.')
        if (!(await acceptCode(tx, kind, subjectId, account.totpSecret, account.email, code, account.totpLastStep))) {
          throw new AppError('VALIDATION', WRONG_CODE, { details: [{ path: 'code', message: WRONG_CODE }] })
        }
        await resetSecondFactor(tx, kind, subjectId)
        await recordAudit(tx, {
          actor: { kind, id: subjectId },
          action: 'auth.second_factor.disabled',
          entity: kind,
          entityId: subjectId,
        })
      })
    },
  }
}
export type SecondFactorService = ReturnType<typeof secondFactorService>

/** Clears the factor and its recovery codes: turning it off, or `admin:create --reset-2fa`. */
export async function resetSecondFactor(tx: DbOrTx, kind: TwoFactorKind, subjectId: string) {
  await setSecondFactor(tx, kind, subjectId, { totpSecret: null, totpEnabledAt: null, totpLastStep: null })
  await insertRecoveryCodes(tx, kind, subjectId, [], { replace: true })
}
