import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { eq } from 'drizzle-orm'
import type { Config } from '../config'
import type { Db } from '../db/client'
import { vendors } from '../db/schema/accounts'
import { AppError } from '../lib/app-error'
import type { AccountKind, SessionsService } from '../modules/auth'

/**
 * A cookie's name for this shop: `__Host-` over https, so the browser accepts it only Secure,
 * host-only and for the whole site: no sub-domain or plain-http page can plant or shadow it.
 */
export function hostCookieName(config: Config, name: string): string {
  return config.secureCookies ? `__Host-${name}` : name
}

const ACCOUNT_KINDS: readonly AccountKind[] = ['customer', 'vendor', 'admin']
const WRONG_ACCOUNT_MESSAGES: Record<AccountKind, string> = {
  customer: /*i18n*/ 'This needs a customer account: sign in as a customer to continue.',
  vendor: /*i18n*/ 'This needs a seller account: sign in as a seller to continue.',
  admin: /*i18n*/ 'This needs an administrator account.',
}

/** The session cookie of one kind of account: `haat_customer`, or `__Host-haat_customer` over https. */
export const sessionCookieName = (config: Config, kind: AccountKind) => hostCookieName(config, `haat_${kind}`)

// Which kind of account each guard demands, so the API document says which session a route
// needs from the guard it really runs (plugins/openapi.ts), never from a copy that could drift.
const guardKinds = new WeakMap<object, AccountKind>()

/** The kind of account a route hook requires, when it is one of the guards below. */
export function guardedKind(hook: unknown): AccountKind | undefined {
  return typeof hook === 'function' ? guardKinds.get(hook) : undefined
}

declare module 'fastify' {
  interface FastifyRequest {
    customerId: string
    vendorId: string
    adminId: string
    /** The session token this request carries for that kind of account, if any. */
    sessionToken: (kind: AccountKind) => string | undefined
  }
  interface FastifyInstance {
    requireCustomer: (req: FastifyRequest) => Promise<void>
    /**
     * `approved: false`: any active or not, signed-in vendor (its own application status);
     * `approved: true`: an approved, active vendor; with `pendingToo`, also one whose application
     * is pending (it may prepare products, never listed before it is approved). Rejected: 403.
     */
    requireVendor: (options?: { approved?: boolean; pendingToo?: boolean }) => (req: FastifyRequest) => Promise<void>
    requireAdmin: (req: FastifyRequest) => Promise<void>
    setSessionCookie: (
      reply: FastifyReply,
      kind: AccountKind,
      session: { token: string; expiresAt: Date; persistent: boolean },
    ) => void
    clearSessionCookie: (reply: FastifyReply, kind: AccountKind) => void
  }
}

/** Guards that turn a session cookie into the caller's id, or refuse with 401/403. */
export function registerAuth(app: FastifyInstance, deps: { config: Config; db: Db; sessions: SessionsService }) {
  const { config, db, sessions } = deps
  app.decorateRequest('customerId', '')
  app.decorateRequest('vendorId', '')
  app.decorateRequest('adminId', '')
  app.decorateRequest('sessionToken', function (this: FastifyRequest, kind: AccountKind) {
    return this.cookies[sessionCookieName(config, kind)]
  })

  const subjectOf = async (req: FastifyRequest, kind: AccountKind) => {
    const subject = await sessions.resolve(kind, req.sessionToken(kind))
    if (subject) return subject
    // Signed in, but as another kind of account (a shopper on a seller's page): that is a
    // refusal (403), not a missing sign-in (401). Only asked on the way to refusing.
    for (const other of ACCOUNT_KINDS) {
      if (other === kind || !req.sessionToken(other)) continue
      if (await sessions.resolve(other, req.sessionToken(other))) {
        throw new AppError('WRONG_ACCOUNT', WRONG_ACCOUNT_MESSAGES[kind])
      }
    }
    throw new AppError('UNAUTHENTICATED', /*i18n*/ 'Please sign in to continue.')
  }

  const guard = <T extends object>(kind: AccountKind, hook: T): T => {
    guardKinds.set(hook, kind)
    return hook
  }
  app.decorate(
    'requireCustomer',
    guard('customer', async (req: FastifyRequest) => {
      req.customerId = await subjectOf(req, 'customer')
    }),
  )
  app.decorate(
    'requireAdmin',
    guard('admin', async (req: FastifyRequest) => {
      req.adminId = await subjectOf(req, 'admin')
    }),
  )
  app.decorate('requireVendor', (options: { approved?: boolean; pendingToo?: boolean } = {}) =>
    guard('vendor', async (req: FastifyRequest) => {
      req.vendorId = await subjectOf(req, 'vendor')
      if (options.approved === false) return
      const [vendor] = await db
        .select({ status: vendors.status, isActive: vendors.isActive })
        .from(vendors)
        .where(eq(vendors.id, req.vendorId))
      if (!vendor?.isActive) throw new AppError('UNAUTHENTICATED', /*i18n*/ 'Please sign in to continue.')
      if (vendor.status === 'pending' && options.pendingToo) return
      if (vendor.status !== 'approved') {
        throw new AppError('NOT_APPROVED', /*i18n*/ 'Your seller account has not been approved yet.')
      }
    }),
  )

  app.decorate(
    'setSessionCookie',
    (reply: FastifyReply, kind: AccountKind, session: { token: string; expiresAt: Date; persistent: boolean }) => {
      void reply.setCookie(sessionCookieName(config, kind), session.token, {
        httpOnly: true,
        sameSite: 'lax',
        secure: config.secureCookies,
        path: '/',
        // Without Remember me the cookie has no expiry, so it ends with the browser.
        ...(session.persistent ? { expires: session.expiresAt } : {}),
      })
    },
  )
  app.decorate('clearSessionCookie', (reply: FastifyReply, kind: AccountKind) => {
    void reply.clearCookie(sessionCookieName(config, kind), {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: config.secureCookies,
    })
  })
}
