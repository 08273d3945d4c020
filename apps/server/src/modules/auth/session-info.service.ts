import type { SessionInfo } from '@haat/shared/accounts/session'
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { admins, customers, vendors } from '../../db/schema/accounts'
import type { AccountKind, SessionsService } from './sessions.service'
import { toLocale } from '@haat/shared/i18n'

/** Who holds each of the three independent sessions, as GET /api/session reports it. */
export function sessionInfoService(db: Db, sessions: SessionsService) {
  return {
    async describe(tokens: Partial<Record<AccountKind, string>>): Promise<SessionInfo> {
      const [customerId, vendorId, adminId] = await Promise.all([
        sessions.resolve('customer', tokens.customer),
        sessions.resolve('vendor', tokens.vendor),
        sessions.resolve('admin', tokens.admin),
      ])
      const [customer, vendor, admin] = await Promise.all([
        customerId
          ? db
              .select({ id: customers.id, name: customers.name, email: customers.email, locale: customers.locale })
              .from(customers)
              .where(eq(customers.id, customerId))
          : [],
        vendorId
          ? db
              .select({
                id: vendors.id,
                businessName: vendors.businessName,
                ownerName: vendors.ownerName,
                status: vendors.status,
                isActive: vendors.isActive,
                locale: vendors.locale,
              })
              .from(vendors)
              .where(eq(vendors.id, vendorId))
          : [],
        adminId
          ? db
              .select({ id: admins.id, name: admins.name, email: admins.email })
              .from(admins)
              .where(eq(admins.id, adminId))
          : [],
      ])
      const c = customer[0]
      const v = vendor[0]
      return {
        customer: c?.email ? { id: c.id, name: c.name, email: c.email, locale: toLocale(c.locale) } : null,
        vendor: v?.isActive
          ? {
              id: v.id,
              businessName: v.businessName,
              ownerName: v.ownerName,
              status: v.status,
              locale: toLocale(v.locale),
            }
          : null,
        admin: admin[0] ?? null,
      }
    },
  }
}
