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

const tags = ['account']
const IdParam = z.object({ id: z.uuid(/*i18n*/ 'Not a valid id.') })

export function accountsRoutes(app: App, accounts: ReturnType<typeof accountsService>) {
  const guard = { onRequest: app.requireCustomer }

  app.get('/api/account', { ...guard, schema: { tags, response: { 200: CustomerProfile } } }, async (req) =>
    accounts.profile(req.customerId),
  )
  app.patch(
    '/api/account',
    { ...guard, schema: { tags, body: UpdateProfileBody, response: { 200: CustomerProfile } } },
    async (req) => accounts.updateProfile(req.customerId, req.body, req.sessionToken('customer')),
  )
  app.post('/api/account/password', { ...guard, schema: { tags, body: ChangePasswordBody } }, async (req, reply) => {
    await accounts.changePassword(req.customerId, req.body, req.sessionToken('customer'))
    return reply.code(204).send()
  })
  app.get('/api/account/addresses', { ...guard, schema: { tags, response: { 200: AddressList } } }, async (req) => ({
    data: await accounts.addresses(req.customerId),
  }))
  app.post(
    '/api/account/addresses',
    { ...guard, schema: { tags, body: AddressBody, response: { 201: Address } } },
    async (req, reply) => reply.code(201).send(await accounts.addAddress(req.customerId, req.body)),
  )
  app.delete('/api/account/addresses/:id', { ...guard, schema: { tags, params: IdParam } }, async (req, reply) => {
    await accounts.removeAddress(req.customerId, req.params.id)
    return reply.code(204).send()
  })
}
