import {
  AdminSecondFactorResponse,
  ConfirmSetupBody,
  DisableSecondFactorBody,
  RecoveryCodes,
  SecondFactorBody,
  SecondFactorStatus,
  StartSetupBody,
  TotpSetup,
  AdminEnrolmentBody,
  VendorSecondFactorResponse,
} from '@haat/shared/accounts/second-factor'
import type { FastifyReply } from 'fastify'
import type { App } from '../../app-type'
import { settleLocaleAtSignIn } from './account-locale'
import { noteBrowserAtSignIn } from './browser-id'
import { hostCookieName } from '../../plugins/auth'
import type { Config } from '../../config'
import { assertCurrentPassword } from './current-password'
import type { Db } from '../../db/client'
import type { RateLimiter } from '../../lib/rate-limiter'
import { CHALLENGE_MS, type SecondFactorService, type TwoFactorKind } from './second-factor.service'
import { deviceCookieName, setDeviceCookie } from './known-devices'

const tags = ['Auth']

/** The pending sign-in's cookie. */
function challengeCookieName(config: Config, kind: TwoFactorKind): string {
  return hostCookieName(config, `haat_${kind}_2fa`)
}

export function setChallengeCookie(reply: FastifyReply, config: Config, kind: TwoFactorKind, token: string) {
  void reply.setCookie(challengeCookieName(config, kind), token, {
    httpOnly: true,
    sameSite: 'strict',
    secure: config.secureCookies,
    path: '/',
    maxAge: CHALLENGE_MS / 1000,
  })
}

function clearChallengeCookie(reply: FastifyReply, config: Config, kind: TwoFactorKind) {
  void reply.clearCookie(challengeCookieName(config, kind), {
    path: '/',
    httpOnly: true,
    sameSite: 'strict',
    secure: config.secureCookies,
  })
}

/** The second step of an administrator's or seller's sign-in, and a seller's switch for it. */
export function secondFactorRoutes(
  app: App,
  deps: {
    config: Config
    db: Db
    limiter: RateLimiter
    secondFactor: SecondFactorService
    adminProfile: (id: string) => Promise<{ id: string; name: string; email: string }>
    vendorProfile: (id: string) => Promise<VendorSecondFactorResponse['vendor']>
  },
) {
  const { config, secondFactor } = deps
  const challengeOf = (req: { cookies: Record<string, string | undefined> }, kind: TwoFactorKind) =>
    req.cookies[challengeCookieName(config, kind)]

  // A POST: the mailed token travels in the body, never in a URL that logs keep.
  app.post(
    '/api/auth/admin/second-factor/enrolment',
    {
      schema: {
        summary: "Start an administrator's authenticator set-up from the mailed link",
        tags,
        security: [{ adminSignInChallenge: [] }],
        body: AdminEnrolmentBody,
        response: { 200: TotpSetup },
      },
    },
    async (req) => secondFactor.enrolment('admin', challengeOf(req, 'admin'), req.body.token),
  )

  app.post(
    '/api/auth/admin/second-factor',
    {
      schema: {
        summary: "Finish an administrator's sign-in with a code",
        tags,
        security: [{ adminSignInChallenge: [] }],
        body: SecondFactorBody,
        response: { 200: AdminSecondFactorResponse },
      },
    },
    async (req, reply) => {
      const result = await secondFactor.complete('admin', challengeOf(req, 'admin'), req.body, {
        deviceToken: req.cookies[deviceCookieName(config, 'admin')],
      })
      clearChallengeCookie(reply, config, 'admin')
      if (result.newDeviceToken) setDeviceCookie(reply, config, 'admin', result.newDeviceToken)
      app.setSessionCookie(reply, 'admin', result.session)
      return {
        admin: await deps.adminProfile(result.subjectId),
        ...(result.recoveryCodes ? { recoveryCodes: result.recoveryCodes } : {}),
      }
    },
  )

  app.post(
    '/api/auth/vendor/second-factor',
    {
      schema: {
        summary: "Finish a seller's sign-in with a code",
        tags,
        security: [{ vendorSignInChallenge: [] }],
        body: SecondFactorBody,
        response: { 200: VendorSecondFactorResponse },
      },
    },
    async (req, reply) => {
      const result = await secondFactor.complete('vendor', challengeOf(req, 'vendor'), req.body, {
        deviceToken: req.cookies[deviceCookieName(config, 'vendor')],
      })
      clearChallengeCookie(reply, config, 'vendor')
      if (result.newDeviceToken) setDeviceCookie(reply, config, 'vendor', result.newDeviceToken)
      app.setSessionCookie(reply, 'vendor', result.session)
      await settleLocaleAtSignIn(deps.db, req, reply, 'vendor', result.subjectId)
      await noteBrowserAtSignIn(deps.db, config, req, reply, { kind: 'vendor', id: result.subjectId })
      return { vendor: await deps.vendorProfile(result.subjectId) }
    },
  )

  // A seller turns it on or off in the seller centre; each step needs the password or a code.
  const approved = { onRequest: app.requireVendor({ approved: true }) }
  app.get(
    '/api/vendor/me/second-factor',
    {
      ...approved,
      schema: {
        summary: "Whether the seller's two-step verification is on",
        tags,
        response: { 200: SecondFactorStatus },
      },
    },
    async (req) => secondFactor.status('vendor', req.vendorId),
  )
  app.post(
    '/api/vendor/me/second-factor/setup',
    {
      ...approved,
      schema: {
        summary: "Start setting up the seller's authenticator",
        tags,
        body: StartSetupBody,
        response: { 200: TotpSetup },
      },
    },
    async (req) => {
      await assertCurrentPassword(
        deps,
        { kind: 'vendor', id: req.vendorId, sessionToken: req.sessionToken('vendor') },
        req.body.currentPassword,
      )
      return secondFactor.startSetup('vendor', req.vendorId)
    },
  )
  app.post(
    '/api/vendor/me/second-factor/confirm',
    {
      ...approved,
      schema: {
        summary: 'Turn on two-step verification with a first code',
        tags,
        body: ConfirmSetupBody,
        response: { 200: RecoveryCodes },
      },
    },
    async (req) => secondFactor.confirmSetup('vendor', req.vendorId, req.body.code),
  )
  app.post(
    '/api/vendor/me/second-factor/disable',
    {
      ...approved,
      schema: { summary: "Turn off the seller's two-step verification", tags, body: DisableSecondFactorBody },
    },
    async (req, reply) => {
      await assertCurrentPassword(
        deps,
        { kind: 'vendor', id: req.vendorId, sessionToken: req.sessionToken('vendor') },
        req.body.currentPassword,
      )
      await secondFactor.disable('vendor', req.vendorId, req.body.code)
      return reply.code(204).send()
    },
  )
}
