import { ChooseLocaleBody, SessionInfo } from '@haat/shared/accounts/session'
import { CustomerAuthResponse, LoginBody, RegisterCustomerBody } from '@haat/shared/accounts/customer'
import {
  CompleteResetBody,
  MessageResponse,
  RequestOtpBody,
  VerifyOtpBody,
  VerifyOtpResponse,
} from '@haat/shared/accounts/password-reset'
import { ConfirmRegistrationBody, RegistrationPendingResponse } from '@haat/shared/accounts/registration'
import { AdminLoginResponse, VendorLoginResponse } from '@haat/shared/accounts/second-factor'
import type { VendorProfile } from '@haat/shared/accounts/vendor'
import {
  ConfirmEmailChangeBody,
  ConfirmEmailChangeResponse,
  EMAIL_CHANGE_TEXT,
} from '@haat/shared/accounts/email-change'
import { enforceLimit } from '../../lib/limits'
import type { RateLimiter } from '../../lib/rate-limiter'
import type { EmailChangeService } from './email-change.service'
import { z } from 'zod'
import type { App } from '../../app-type'
import { toCustomerProfile } from './customer-profile'
import type { Config } from '../../config'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { AuthService, SignInCaller } from './auth.service'
import { deviceCookieName, setDeviceCookie } from './known-devices'
import { setChallengeCookie } from './second-factor.routes'
import type { SecondFactorService } from './second-factor.service'
import type { passwordResetService } from './password-reset.service'
import type { sessionInfoService } from './session-info.service'
import type { AccountKind, SessionsService } from './sessions.service'
import type { DbOrTx } from '../../db/client'
import { rememberLocale, requestLocale } from '../../lib/request-locale'
import { saveAccountLocale, settleLocaleAtSignIn } from './account-locale'
import { noteBrowserAtSignIn } from './browser-id'

const KindParam = z.object({ kind: z.enum(['customer', 'vendor', 'admin']) })
const ResettableKindParam = z.object({ kind: z.enum(['customer', 'vendor']) })
const tags = ['Auth']
// Routes that read whichever sessions the browser holds, or none (the document's security schemes).
const anySession: Record<string, string[]>[] = [
  { customerSession: [] },
  { vendorSession: [] },
  { adminSession: [] },
  {},
]

export function authRoutes(
  app: App,
  deps: {
    auth: AuthService
    sessions: SessionsService
    sessionInfo: ReturnType<typeof sessionInfoService>
    passwordReset: ReturnType<typeof passwordResetService>
    /** The sellers module's profile read, given by app.ts: sign-in answers with it (auth sits below vendors). */
    vendors: { ownProfile(vendorId: string): Promise<VendorProfile> }
    adminProfile: (id: string) => Promise<{ id: string; name: string; email: string }>
    secondFactor: SecondFactorService
    emailChanges: EmailChangeService
    limiter: RateLimiter
    config: Config
    db: DbOrTx
  },
) {
  const { auth, sessions, passwordReset, config } = deps
  const callerOf = (req: FastifyRequest, kind: AccountKind): SignInCaller => ({
    ip: req.ip,
    deviceToken: req.cookies[deviceCookieName(config, kind)],
  })
  const rememberBrowser = (reply: FastifyReply, kind: AccountKind, token: string | null) => {
    if (token) setDeviceCookie(reply, config, kind, token)
  }

  app.get(
    '/api/session',
    {
      schema: {
        summary: 'Who is signed in here, per kind of account',
        tags,
        security: anySession,
        response: { 200: SessionInfo },
      },
    },
    async (req) => {
      return deps.sessionInfo.describe({
        customer: req.sessionToken('customer'),
        vendor: req.sessionToken('vendor'),
        admin: req.sessionToken('admin'),
      })
    },
  )

  // The switcher's choice (docs/decisions/035-hindi.md): this browser's cookie, and the language of
  // whichever accounts are signed in here, so their mails and other devices follow.
  app.put(
    '/api/locale',
    {
      schema: {
        summary: 'Choose the language for this browser and its signed-in accounts',
        tags,
        security: anySession,
        body: ChooseLocaleBody,
      },
    },
    async (req, reply) => {
      const { locale } = req.body
      rememberLocale(reply, locale)
      const [customerId, vendorId] = await Promise.all([
        sessions.resolve('customer', req.sessionToken('customer')),
        sessions.resolve('vendor', req.sessionToken('vendor')),
      ])
      if (customerId) await saveAccountLocale(deps.db, 'customer', customerId, locale)
      if (vendorId) await saveAccountLocale(deps.db, 'vendor', vendorId, locale)
      return reply.code(204).send()
    },
  )

  // Verify-first sign-up (docs/decisions/042-verify-first-sign-up.md): 202 and a mailed code,
  // the same whether or not the e-mail already has an account; the account is created and signed
  // in only by the code. Sending the form again mails a new code.
  app.post(
    '/api/auth/customer/register',
    {
      schema: {
        summary: 'Start a customer sign-up: a code is mailed (the same answer for a taken e-mail)',
        tags,
        body: RegisterCustomerBody,
        response: { 202: RegistrationPendingResponse },
      },
    },
    async (req, reply) =>
      // The mails in the language this visitor chose (or English).
      reply.code(202).send(await auth.registerCustomer(req.body, req.ip, requestLocale(req).locale)),
  )

  app.post(
    '/api/auth/customer/register/confirm',
    {
      schema: {
        summary: 'Finish a customer sign-up with the mailed code, and sign in',
        tags,
        body: ConfirmRegistrationBody,
        response: { 201: CustomerAuthResponse },
      },
    },
    async (req, reply) => {
      const { customer, session } = await auth.confirmCustomer(req.body, req.ip)
      app.setSessionCookie(reply, 'customer', session)
      await settleLocaleAtSignIn(deps.db, req, reply, 'customer', customer.id)
      await noteBrowserAtSignIn(deps.db, config, req, reply, { kind: 'customer', id: customer.id })
      return reply.code(201).send({ customer: toCustomerProfile(customer) })
    },
  )

  app.post(
    '/api/auth/customer/login',
    { schema: { summary: 'Sign in as a customer', tags, body: LoginBody, response: { 200: CustomerAuthResponse } } },
    async (req, reply) => {
      const { id, session, newDeviceToken } = await auth.login('customer', req.body, callerOf(req, 'customer'))
      rememberBrowser(reply, 'customer', newDeviceToken)
      app.setSessionCookie(reply, 'customer', session)
      await settleLocaleAtSignIn(deps.db, req, reply, 'customer', id)
      await noteBrowserAtSignIn(deps.db, config, req, reply, { kind: 'customer', id })
      return { customer: toCustomerProfile(await auth.customerById(id)) }
    },
  )

  // A seller with two-step verification on, and every administrator, answer a second factor
  // before a session opens: the password alone only opens a short challenge.
  app.post(
    '/api/auth/vendor/login',
    {
      schema: {
        summary: 'Sign in as a seller (first step when two-step verification is on)',
        tags,
        body: LoginBody,
        response: { 200: VendorLoginResponse },
      },
    },
    async (req, reply) => {
      const { id, knownDevice } = await auth.verifyCredentials('vendor', req.body, callerOf(req, 'vendor'))
      const step = await deps.secondFactor.required('vendor', id)
      // Behind a second factor a browser is remembered once it passed that too (second-factor.service.ts).
      if (!step && !knownDevice) rememberBrowser(reply, 'vendor', await auth.rememberDevice('vendor', id))
      if (step) {
        const challenge = await deps.secondFactor.openChallenge('vendor', id, req.body.rememberMe)
        setChallengeCookie(reply, deps.config, 'vendor', challenge.token)
        return { secondFactor: step }
      }
      app.setSessionCookie(reply, 'vendor', await auth.openSession('vendor', id, req.body.rememberMe))
      await settleLocaleAtSignIn(deps.db, req, reply, 'vendor', id)
      await noteBrowserAtSignIn(deps.db, config, req, reply, { kind: 'vendor', id })
      return { vendor: await deps.vendors.ownProfile(id) }
    },
  )

  app.post(
    '/api/auth/admin/login',
    {
      schema: {
        summary: 'Sign in as an administrator (first step)',
        tags,
        body: LoginBody,
        response: { 200: AdminLoginResponse },
      },
    },
    async (req, reply) => {
      const { id } = await auth.verifyCredentials('admin', req.body, callerOf(req, 'admin'))
      // Administrators have no Remember me, and always a second factor: set up on the first
      // sign-in through a link mailed to them (second-factor.service.ts openChallenge).
      const step = (await deps.secondFactor.required('admin', id)) ?? 'enroll'
      const challenge = await deps.secondFactor.openChallenge('admin', id, false, { enrol: step === 'enroll' })
      setChallengeCookie(reply, deps.config, 'admin', challenge.token)
      return { secondFactor: step }
    },
  )

  /** Ends the session on the server, not only in the browser. */
  app.post(
    '/api/auth/:kind/logout',
    { schema: { summary: 'Sign out one kind of account', tags, security: anySession.slice(0, -1), params: KindParam } },
    async (req, reply) => {
      const kind: AccountKind = req.params.kind
      await sessions.revoke(req.sessionToken(kind))
      app.clearSessionCookie(reply, kind)
      return reply.code(204).send()
    },
  )

  // Opened from the link mailed to a new sign-in e-mail, in whatever browser reads that mail, so
  // it needs no session: the token is the proof. A POST, so mail scanners that fetch links do not confirm.
  app.post(
    '/api/auth/email-change/confirm',
    {
      schema: {
        summary: 'Confirm a new e-mail address with the mailed token',
        tags,
        body: ConfirmEmailChangeBody,
        response: { 200: ConfirmEmailChangeResponse },
      },
    },
    async (req) => {
      await enforceLimit(deps.limiter, 'otpVerifiesPerIp', req.ip)
      const { kind, email } = await deps.emailChanges.confirm(req.body.token)
      return { kind, email, message: EMAIL_CHANGE_TEXT.confirmed(email) }
    },
  )

  app.post(
    '/api/auth/:kind/password-reset/request',
    {
      schema: {
        summary: 'Mail a password-reset code',
        tags,
        params: ResettableKindParam,
        body: RequestOtpBody,
        response: { 200: MessageResponse },
      },
    },
    async (req) => passwordReset.request(req.params.kind, req.body.email, req.ip),
  )
  app.post(
    '/api/auth/:kind/password-reset/verify',
    {
      schema: {
        summary: 'Check a password-reset code',
        tags,
        params: ResettableKindParam,
        body: VerifyOtpBody,
        response: { 200: VerifyOtpResponse },
      },
    },
    async (req) => passwordReset.verify(req.params.kind, req.body.email, req.body.otp, req.ip),
  )
  app.post(
    '/api/auth/:kind/password-reset/complete',
    {
      schema: {
        summary: 'Set a new password with a verified reset code',
        tags,
        params: ResettableKindParam,
        body: CompleteResetBody,
        response: { 200: MessageResponse },
      },
    },
    async (req) => passwordReset.complete(req.params.kind, req.body.resetToken, req.body.password),
  )
}
