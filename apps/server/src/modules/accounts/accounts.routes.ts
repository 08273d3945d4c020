import {
  Address,
  AddressBody,
  AddressList,
  ChangePasswordBody,
  CustomerProfile,
  UpdateProfileBody,
} from '@haat/shared/accounts/customer'
import { z } from 'zod'
import type { App } from '../../app-type'
import type { accountsService } from './accounts.service'

const tags = ['Accounts']
const IdParam = z.object({ id: z.uuid(/*i18n*/ 'Not a valid id.') })

export function accountsRoutes(app: App, accounts: ReturnType<typeof accountsService>) {
  const guard = { onRequest: app.requireCustomer }

  app.get(
    '/api/account',
    { ...guard, schema: { summary: "The customer's profile", tags, response: { 200: CustomerProfile } } },
    async (req) => accounts.profile(req.customerId),
  )
  app.patch(
    '/api/account',
    {
      ...guard,
      schema: {
        summary: "Update the customer's profile",
        tags,
        body: UpdateProfileBody,
        response: { 200: CustomerProfile },
      },
    },
    async (req) => accounts.updateProfile(req.customerId, req.body, req.sessionToken('customer')),
  )
  app.post(
    '/api/account/password',
    { ...guard, schema: { summary: "Change the customer's password", tags, body: ChangePasswordBody } },
    async (req, reply) => {
      await accounts.changePassword(req.customerId, req.body, req.sessionToken('customer'))
      return reply.code(204).send()
    },
  )
  app.get(
    '/api/account/addresses',
    { ...guard, schema: { summary: "The customer's saved addresses", tags, response: { 200: AddressList } } },
    async (req) => ({
      data: await accounts.addresses(req.customerId),
    }),
  )
  app.post(
    '/api/account/addresses',
    { ...guard, schema: { summary: 'Save an address', tags, body: AddressBody, response: { 201: Address } } },
    async (req, reply) => reply.code(201).send(await accounts.addAddress(req.customerId, req.body)),
  )
  app.delete(
    '/api/account/addresses/:id',
    { ...guard, schema: { summary: 'Delete a saved address', tags, params: IdParam } },
    async (req, reply) => {
      await accounts.removeAddress(req.customerId, req.params.id)
      return reply.code(204).send()
    },
  )
}
