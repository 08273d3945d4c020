import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { admins } from '../../db/schema/accounts'
import { AppError } from '../../lib/app-error'

/** Administrators are real accounts in the database (docs/decisions/007-admin-accounts.md). */
export function adminsService(db: Db) {
  return {
    async profile(adminId: string) {
      const [admin] = await db
        .select({ id: admins.id, name: admins.name, email: admins.email })
        .from(admins)
        .where(eq(admins.id, adminId))
      if (!admin) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.')
      return admin
    },
  }
}
