import { ChangePasswordBody } from '@haat/shared/accounts/customer'
import {
  UpdateVendorBody,
  VendorApplicationBody,
  VendorAuthResponse,
  VendorProfile,
} from '@haat/shared/accounts/vendor'
import { IfscBank, SetPayoutAccountBody } from '@haat/shared/accounts/payout-account'
import { ConfirmRegistrationBody, RegistrationPendingResponse } from '@haat/shared/accounts/registration'
import { IfscSchema } from '@haat/shared/india'
import { z } from 'zod'
import type { App } from '../../app-type'
import { requestLocale } from '../../lib/request-locale'
import type { vendorsService } from './vendors.service'

const tags = ['Vendors']

export function vendorsRoutes(app: App, vendors: ReturnType<typeof vendorsService>) {
  // Verify-first, as a customer's sign-up (docs/decisions/042-verify-first-sign-up.md): 202 and a
  // mailed code, alike whether or not a seller has the e-mail; the code makes the application.
  app.post(
    '/api/auth/vendor/register',
    {
      schema: {
        summary: 'Start a seller application: a code is mailed (the same answer for a taken e-mail)',
        tags,
        body: VendorApplicationBody,
        response: { 202: RegistrationPendingResponse },
      },
    },
    async (req, reply) => reply.code(202).send(await vendors.apply(req.body, req.ip, requestLocale(req).locale)),
  )
  app.post(
    '/api/auth/vendor/register/confirm',
    {
      schema: {
        summary: 'Finish a seller application with the mailed code',
        tags,
        body: ConfirmRegistrationBody,
        response: { 201: VendorAuthResponse },
      },
    },
    async (req, reply) => reply.code(201).send({ vendor: await vendors.confirmApplication(req.body, req.ip) }),
  )
  // The one vendor call open to a vendor that is not (yet) approved: its own application status.
  app.get(
    '/api/vendor/me',
    {
      onRequest: app.requireVendor({ approved: false }),
      schema: { summary: "The seller's own profile and application status", tags, response: { 200: VendorProfile } },
    },
    async (req) => vendors.ownProfile(req.vendorId),
  )
  // Store settings: approved vendors only, like every other vendor call.
  const approved = { onRequest: app.requireVendor({ approved: true }) }
  app.patch(
    '/api/vendor/me',
    {
      ...approved,
      schema: {
        summary: "Update the seller's profile",
        tags,
        body: UpdateVendorBody,
        response: { 200: VendorProfile },
      },
    },
    async (req) => vendors.updateProfile(req.vendorId, req.body, req.sessionToken('vendor')),
  )
  app.put(
    '/api/vendor/me/payout-account',
    {
      ...approved,
      schema: {
        summary: "Set the seller's payout account (bank or UPI)",
        tags,
        body: SetPayoutAccountBody,
        response: { 200: VendorProfile },
      },
    },
    async (req) => vendors.setPayoutAccount(req.vendorId, req.body, req.sessionToken('vendor')),
  )
  app.get(
    '/api/vendor/ifsc/:ifsc',
    {
      ...approved,
      schema: {
        summary: 'Look up a bank branch by IFSC',
        tags,
        params: z.object({ ifsc: IfscSchema }),
        response: { 200: IfscBank },
      },
    },
    async (req, reply) => {
      // The directory changes with a release only.
      void reply.header('cache-control', 'private, max-age=86400')
      return vendors.ifscBank(req.params.ifsc)
    },
  )
  app.post(
    '/api/vendor/me/password',
    { ...approved, schema: { summary: "Change the seller's password", tags, body: ChangePasswordBody } },
    async (req, reply) => {
      await vendors.changePassword(req.vendorId, req.body, req.sessionToken('vendor'))
      return reply.code(204).send()
    },
  )
}
