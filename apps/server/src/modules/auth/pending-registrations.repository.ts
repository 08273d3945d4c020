import { and, desc, eq, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { customers, pendingRegistrations, vendors } from '../../db/schema/accounts'

export type RegisteringKind = 'customer' | 'vendor'
export type PendingRegistration = typeof pendingRegistrations.$inferSelect

const tableOf = { customer: customers, vendor: vendors } as const

/** The account of this kind that already has this e-mail (any state but erased), with its language. */
export async function findAccountByEmail(
  db: DbOrTx,
  kind: RegisteringKind,
  email: string,
): Promise<{ id: string; locale: string } | null> {
  const table = tableOf[kind]
  const [row] = await db
    .select({ id: table.id, locale: table.locale })
    .from(table)
    .where(sql`lower(${table.email}) = ${email.toLowerCase()}`)
  return row ?? null
}

/** Writes a sign-up, replacing any earlier one for the address: only the newest code works. */
export async function replacePendingRegistration(
  db: DbOrTx,
  values: typeof pendingRegistrations.$inferInsert & { kind: RegisteringKind },
) {
  await deletePendingRegistrations(db, values.kind, values.email)
  await db.insert(pendingRegistrations).values(values)
}

/** The address's sign-up, locked until the transaction ends so two tries of one code count twice. */
export async function lockPendingRegistration(
  db: DbOrTx,
  kind: RegisteringKind,
  email: string,
): Promise<PendingRegistration | null> {
  const [row] = await db
    .select()
    .from(pendingRegistrations)
    .where(and(eq(pendingRegistrations.kind, kind), sql`lower(${pendingRegistrations.email}) = ${email.toLowerCase()}`))
    .orderBy(desc(pendingRegistrations.createdAt))
    .limit(1)
    .for('update')
  return row ?? null
}

export async function countFailedCode(db: DbOrTx, id: string): Promise<number> {
  const [row] = await db
    .update(pendingRegistrations)
    .set({ failedAttempts: sql`${pendingRegistrations.failedAttempts} + 1` })
    .where(eq(pendingRegistrations.id, id))
    .returning({ failures: pendingRegistrations.failedAttempts })
  return row?.failures ?? 0
}

export async function deletePendingRegistrations(db: DbOrTx, kind: RegisteringKind, email: string) {
  await db
    .delete(pendingRegistrations)
    .where(and(eq(pendingRegistrations.kind, kind), sql`lower(${pendingRegistrations.email}) = ${email.toLowerCase()}`))
}
