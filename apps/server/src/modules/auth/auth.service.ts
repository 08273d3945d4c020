import type { LoginBody, RegisterCustomerBody } from '@haat/shared/accounts/customer'
import type { ConfirmRegistrationBody } from '@haat/shared/accounts/registration'
import { type Locale, toLocale } from '@haat/shared/i18n'
import type { z } from 'zod'
import type { Config } from '../../config'
import type { Db } from '../../db/client'
import { AppError } from '../../lib/app-error'
import { SIGN_IN_SLOWDOWN, enforceLimit, rateLimited, signInWaitMs } from '../../lib/limits'
import type { RateLimiter } from '../../lib/rate-limiter'
import { recordAudit } from '../audit'
import { enqueueMail, welcomeMail } from '../mail'
import { findCredentials, findCustomer, insertCustomer } from './accounts.repository'
import type { KnownDevicesService } from './known-devices'
import type { RegistrationService } from './registration.service'
import { dummyPasswordHash, verifyPassword } from './password'
import type { AccountKind, SessionsService } from './sessions.service'

type Login = z.output<typeof LoginBody>
type Registration = z.output<typeof RegisterCustomerBody>
type ConfirmRegistration = z.output<typeof ConfirmRegistrationBody>

const INVALID_CREDENTIALS = /*i18n*/ 'Invalid credentials'

/** Where a sign-in comes from: its address, and the known-browser cookie it carries, if any. */
export type SignInCaller = { ip: string; deviceToken?: string | undefined }

/** Sign-in for every kind of account, and customer registration. */
export function authService(deps: {
  db: Db
  config: Config
  sessions: SessionsService
  limiter: RateLimiter
  knownDevices: KnownDevicesService
  registration: RegistrationService
}) {
  const { db, config, sessions, limiter, knownDevices, registration } = deps

  /** Refuses with 429 while any of the scopes is still waiting out earlier failures. */
  async function awaitTurn(scopes: string[], audit: () => Promise<void>) {
    const waits = await Promise.all(scopes.map((scope) => limiter.blockedFor(`signInWait:${scope}`)))
    const wait = Math.max(...waits)
    if (wait > 0) {
      await audit()
      throw rateLimited(wait)
    }
  }

  /** Counts a failure in each scope and starts the wait it has earned. */
  async function countFailure(scopes: { key: string; free: number }[]) {
    for (const { key, free } of scopes) {
      const { count } = await limiter.hit(`signInFailures:${key}`, Number.MAX_SAFE_INTEGER, SIGN_IN_SLOWDOWN.memoryMs)
      const waitMs = signInWaitMs(count, free)
      if (waitMs > 0) await limiter.block(`signInWait:${key}`, waitMs)
    }
  }

  /**
   * The password step alone: the account's id, for a sign-in that may still owe a second factor,
   * and a new known-browser token when this browser was not known to the account yet. The same
   * answer, after the same work, for a wrong e-mail and a wrong password.
   */
  async function verifyCredentials(
    kind: AccountKind,
    body: Login,
    caller: SignInCaller,
  ): Promise<{ id: string; knownDevice: boolean }> {
    await enforceLimit(limiter, 'loginAttemptsPerIp', caller.ip)
    const account = await findCredentials(db, kind, body.email)
    const device = account ? await knownDevices.recognise(kind, account.id, caller.deviceToken) : null
    const email = body.email.toLowerCase()
    // A known browser is its own caller, wherever it connects from, and is spared the account-wide wait.
    const callerScope = {
      key: `${kind}:${email}:${device ? `device:${device}` : `ip:${caller.ip}`}`,
      free: SIGN_IN_SLOWDOWN.perCaller.free,
    }
    const scopes = device
      ? [callerScope]
      : [callerScope, { key: `${kind}:${email}`, free: SIGN_IN_SLOWDOWN.perAccount.free }]
    const actor = { kind, id: account?.id ?? null }

    await awaitTurn(
      scopes.map((scope) => scope.key),
      () =>
        recordAudit(db, {
          actor,
          action: 'auth.login.throttled',
          entity: kind,
          entityId: account?.id ?? null,
          details: { email },
        }),
    )
    const ok = await verifyPassword(account?.passwordHash ?? (await dummyPasswordHash()), body.password)
    if (!account || !ok) {
      await countFailure(scopes)
      await recordAudit(db, {
        actor,
        action: 'auth.login.failure',
        entity: kind,
        entityId: account?.id ?? null,
        details: { email },
      })
      throw new AppError('INVALID_CREDENTIALS', INVALID_CREDENTIALS)
    }
    // Only the caller's own failures are forgiven: the owner signing in does not clear a guesser's.
    await limiter.reset(`signInFailures:${callerScope.key}`)
    await limiter.reset(`signInWait:${callerScope.key}`)
    return { id: account.id, knownDevice: device !== null }
  }

  /** Opens the session once every factor is answered, and puts the sign-in on record. */
  async function openSession(kind: AccountKind, id: string, rememberMe: boolean) {
    const session = await sessions.create(kind, id, rememberMe)
    await recordAudit(db, {
      actor: { kind, id },
      action: 'auth.login.success',
      entity: kind,
      entityId: id,
      details: { secondFactor: false },
    })
    return session
  }

  return {
    verifyCredentials,
    openSession,

    /** Remembers this browser for the account (a cookie token): it gets its own sign-in slowdown. */
    rememberDevice: (kind: AccountKind, id: string) => knownDevices.remember(kind, id),

    /** Checks a password and opens a session (for accounts without a second factor). */
    async login(kind: AccountKind, body: Login, caller: SignInCaller) {
      const { id, knownDevice } = await verifyCredentials(kind, body, caller)
      const session = await openSession(kind, id, body.rememberMe)
      return { id, session, newDeviceToken: knownDevice ? null : await knownDevices.remember(kind, id) }
    },

    /**
     * Starts a customer's sign-up: nothing is created and nobody is signed in until the code
     * mailed to the address comes back (`confirmCustomer`). `locale`: the language the visitor
     * chose here, for the mails.
     */
    registerCustomer: (body: Registration, ip: string, locale: Locale) =>
      registration.start(
        'customer',
        { email: body.email, password: body.password, data: { name: body.name, phone: body.phone } },
        ip,
        locale,
      ),

    /** The code from the mail: the account is created, welcomed and signed in, as sign-up did before. */
    confirmCustomer: (body: ConfirmRegistration, ip: string) =>
      registration.confirm('customer', body.email, body.code, ip, async (tx, pending) => {
        const customer = await insertCustomer(tx, {
          name: pending.data.name ?? '',
          email: pending.email,
          phone: pending.data.phone ?? '',
          passwordHash: pending.passwordHash,
          locale: toLocale(pending.locale),
        })
        await enqueueMail(tx, {
          kind: 'welcome',
          to: customer.email ?? pending.email,
          ...welcomeMail({ name: customer.name, shopUrl: config.publicUrl, locale: toLocale(pending.locale) }),
        })
        const session = await sessions.create('customer', customer.id, false, tx)
        return { customer, session }
      }),

    async customerById(id: string) {
      const customer = await findCustomer(db, id)
      if (!customer?.email) throw new AppError('UNAUTHENTICATED', /*i18n*/ 'Please sign in to continue.')
      return customer
    },
  }
}
export type AuthService = ReturnType<typeof authService>
