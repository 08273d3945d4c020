import type { AdminCustomerList, AdminListQuery } from '@haat/shared/admin/people'
import type { z } from 'zod'
import type { Db, DbOrTx } from '../../db/client'
import { AppError } from '../../lib/app-error'
import type { Clock } from '../../lib/clock'
import type { SessionsService } from '../auth'
import { recordAudit } from '../audit'
import { type CustomerRecord, listCustomers, lockCustomer } from './customers.admin.repository'

/** Erases the person's data across the modules (workflows/erase-customer.ts), in the caller's transaction. */
export type EraseCustomer = (tx: DbOrTx, customer: CustomerRecord, now: Date) => Promise<void>

/** The admin's customer list and delete, which erases personal data but keeps orders (docs/decisions/017-orders-are-records.md). */
export function customersAdminService(deps: {
  db: Db
  clock: Clock
  sessions: SessionsService
  eraseCustomer: EraseCustomer
}) {
  const { db, clock, sessions, eraseCustomer } = deps

  return {
    async list(query: z.output<typeof AdminListQuery>): Promise<AdminCustomerList> {
      const { rows, total } = await listCustomers(db, query.search || undefined, {
        limit: query.pageSize,
        offset: (query.page - 1) * query.pageSize,
      })
      return {
        data: rows.map(({ customer, orderCount }) => ({
          id: customer.id,
          name: customer.name,
          email: customer.email,
          phone: customer.phone,
          createdAt: customer.createdAt.toISOString(),
          orderCount,
          erased: customer.erasedAt !== null,
        })),
        meta: { page: query.page, pageSize: query.pageSize, total },
      }
    },

    /** Ends the customer's sessions and erases its personal data; erasing an erased account is a no-op. */
    async remove(adminId: string, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const customer = await lockCustomer(tx, id)
        if (!customer) throw new AppError('NOT_FOUND', 'Customer not found.')
        if (customer.erasedAt) return
        await sessions.revokeAll('customer', id, tx)
        await eraseCustomer(tx, customer, clock.now())
        // The audit row names no personal data: that is what was just erased.
        await recordAudit(tx, {
          actor: { kind: 'admin', id: adminId },
          action: 'customer.erase',
          entity: 'customer',
          entityId: id,
        })
      })
    },
  }
}

export type CustomersAdminService = ReturnType<typeof customersAdminService>
