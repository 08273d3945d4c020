import { and, count, eq, isNull, lt, or, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { admins, loginChallenges, recoveryCodes, vendors } from '../../db/schema/accounts'

export type TwoFactorKind = 'admin' | 'vendor'

const tableOf = (kind: TwoFactorKind) => (kind === 'admin' ? admins : vendors)

export async function findSecondFactor(db: DbOrTx, kind: TwoFactorKind, id: string) {
  const table = tableOf(kind)
  const [row] = await db
    .select({
      email: table.email,
      totpSecret: table.totpSecret,
      totpEnabledAt: table.totpEnabledAt,
      totpLastStep: table.totpLastStep,
    })
    .from(table)
    .where(eq(table.id, id))
  return row
}

export async function setSecondFactor(
  db: DbOrTx,
  kind: TwoFactorKind,
  id: string,
  values: { totpSecret?: string | null; totpEnabledAt?: Date | null; totpLastStep?: number | null },
) {
  const table = tableOf(kind)
  await db.update(table).set(values).where(eq(table.id, id))
}

/** Records a code's step as used, only if it is newer than the last one: false means a replay. */
export async function advanceTotpStep(db: DbOrTx, kind: TwoFactorKind, id: string, step: number): Promise<boolean> {
  const table = tableOf(kind)
  const rows = await db
    .update(table)
    .set({ totpLastStep: step })
    .where(and(eq(table.id, id), or(isNull(table.totpLastStep), lt(table.totpLastStep, step))))
    .returning({ id: table.id })
  return rows.length === 1
}

export async function insertChallenge(db: DbOrTx, values: typeof loginChallenges.$inferInsert) {
  await db.insert(loginChallenges).values(values)
}

export async function findChallenge(db: DbOrTx, tokenHash: string) {
  const [row] = await db.select().from(loginChallenges).where(eq(loginChallenges.tokenHash, tokenHash))
  return row
}

/** Counts a wrong answer and returns how many there have been. */
export async function recordChallengeFailure(db: DbOrTx, tokenHash: string): Promise<number> {
  const [row] = await db
    .update(loginChallenges)
    .set({ failedAttempts: sql`${loginChallenges.failedAttempts} + 1` })
    .where(eq(loginChallenges.tokenHash, tokenHash))
    .returning({ failedAttempts: loginChallenges.failedAttempts })
  return row?.failedAttempts ?? Number.MAX_SAFE_INTEGER
}

export async function deleteChallenge(db: DbOrTx, tokenHash: string) {
  await db.delete(loginChallenges).where(eq(loginChallenges.tokenHash, tokenHash))
}

/** Stores new recovery codes' hashes; with replace, the account's old ones go first. */
export async function insertRecoveryCodes(
  db: DbOrTx,
  kind: TwoFactorKind,
  subjectId: string,
  hashes: string[],
  options: { replace?: boolean } = {},
) {
  if (options.replace || hashes.length) {
    await db.delete(recoveryCodes).where(and(eq(recoveryCodes.kind, kind), eq(recoveryCodes.subjectId, subjectId)))
  }
  if (hashes.length) await db.insert(recoveryCodes).values(hashes.map((codeHash) => ({ kind, subjectId, codeHash })))
}

/** Marks an unused code used, atomically (two requests with one code: one wins); returns how many remain. */
export async function useRecoveryCode(db: DbOrTx, kind: TwoFactorKind, subjectId: string, codeHash: string, now: Date) {
  const used = await db
    .update(recoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(recoveryCodes.kind, kind),
        eq(recoveryCodes.subjectId, subjectId),
        eq(recoveryCodes.codeHash, codeHash),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id })
  if (used.length === 0) return null
  const [left] = await db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.kind, kind), eq(recoveryCodes.subjectId, subjectId), isNull(recoveryCodes.usedAt)))
  return { remaining: left?.n ?? 0 }
}
