import { AdminCustomerList, AdminListQuery } from '@haat/shared/admin/people'
import { z } from 'zod'
import type { App } from '../../app-type'
import type { CustomersAdminService } from './customers.admin.service'

const tags = ['Accounts']
const IdParam = z.object({ id: z.uuid('Not a valid customer id.') })

export function customersAdminRoutes(app: App, customers: CustomersAdminService) {
  const guard = { onRequest: app.requireAdmin }

  app.get(
    '/api/admin/customers',
    {
      ...guard,
      schema: { summary: 'Customers', tags, querystring: AdminListQuery, response: { 200: AdminCustomerList } },
    },
    async (req) => customers.list(req.query),
  )
  app.delete(
    '/api/admin/customers/:id',
    { ...guard, schema: { summary: "Erase a customer's account", tags, params: IdParam } },
    async (req, reply) => {
      await customers.remove(req.adminId, req.params.id)
      return reply.code(204).send()
    },
  )
}
