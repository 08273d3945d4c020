import { and, eq, isNotNull, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { admins, customers, otps, vendors } from '../../db/schema/accounts'
import type { AccountKind } from './sessions.service'
import { must } from '../../lib/must'

export type Credentials = { id: string; passwordHash: string | null }

/** The password hash of the account with this e-mail, of one kind; erased or deactivated accounts have none. */
export async function findCredentials(db: DbOrTx, kind: AccountKind, email: string): Promise<Credentials | null> {
  const lower = email.toLowerCase()
  const rows =
    kind === 'customer'
      ? await db
          .select({ id: customers.id, passwordHash: customers.passwordHash })
          .from(customers)
          .where(and(sql`lower(${customers.email}) = ${lower}`, isNotNull(customers.passwordHash)))
      : kind === 'vendor'
        ? await db
            .select({ id: vendors.id, passwordHash: vendors.passwordHash })
            .from(vendors)
            .where(and(sql`lower(${vendors.email}) = ${lower}`, eq(vendors.isActive, true)))
        : await db
            .select({ id: admins.id, passwordHash: admins.passwordHash })
            .from(admins)
            .where(sql`lower(${admins.email}) = ${lower}`)
  return rows[0] ?? null
}

export async function findPasswordHash(db: DbOrTx, kind: AccountKind, id: string): Promise<string | null> {
  const table = kind === 'customer' ? customers : kind === 'vendor' ? vendors : admins
  const [row] = await db.select({ hash: table.passwordHash }).from(table).where(eq(table.id, id))
  return row?.hash ?? null
}

export async function setPasswordHash(db: DbOrTx, kind: AccountKind, id: string, passwordHash: string, now: Date) {
  const table = kind === 'customer' ? customers : kind === 'vendor' ? vendors : admins
  await db.update(table).set({ passwordHash, updatedAt: now }).where(eq(table.id, id))
}

/** Deletes an address's password-reset codes, spent or not (erasing an account). */
export async function deleteResetCodes(db: DbOrTx, kind: AccountKind, email: string) {
  await db.delete(otps).where(and(eq(otps.kind, kind), sql`lower(${otps.email}) = lower(${email})`))
}

export type CustomerRow = typeof customers.$inferSelect

/** A new customer account (a confirmed sign-up). */
export async function insertCustomer(
  db: DbOrTx,
  values: { name: string; email: string; phone: string; passwordHash: string; locale: string },
) {
  const [row] = await db.insert(customers).values(values).returning()
  return must(row, 'the inserted customer')
}

export async function findCustomer(db: DbOrTx, id: string): Promise<CustomerRow | null> {
  const [row] = await db.select().from(customers).where(eq(customers.id, id))
  return row ?? null
}
