import { randomBytes } from 'node:crypto'
import { toLocale } from '@haat/shared/i18n'
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm'
import type { Config } from '../../config'
import type { Db, DbOrTx } from '../../db/client'
import { customers, emailChanges, vendors } from '../../db/schema/accounts'
import { AppError } from '../../lib/app-error'
import type { Clock } from '../../lib/clock'
import { isUniqueViolation } from '../../lib/db-errors'
import { emailChangeLinkMail, enqueueMail } from '../mail'
import { noticeSecurityChange } from './security-notice'
import { hashToken } from './sessions.service'

export type EmailOwnerKind = 'customer' | 'vendor'

const LINK_HOURS = 24

const TEXT = {
  newEmailPending: /*i18n*/ {
    id: 'mail.security.newEmailPending',
    message: 'The new e-mail, {email}, takes effect only once the link we sent there is opened.',
  },
  newEmail: /*i18n*/ { id: 'mail.security.newEmail', message: 'You now sign in with {email}.' },
}
const INVALID_LINK =
  /*i18n*/ 'This link is not valid or has expired. Please ask for the change again from your account.'

const tableOf = (kind: EmailOwnerKind) => (kind === 'vendor' ? vendors : customers)

const emailTaken = (kind: EmailOwnerKind) => {
  const message =
    kind === 'vendor'
      ? /*i18n*/ 'A seller account with this e-mail already exists.'
      : /*i18n*/ 'Another account already uses this e-mail.'
  return new AppError('EMAIL_TAKEN', message, { details: [{ path: 'email', message }] })
}

/**
 * Changing the sign-in e-mail (customers and sellers): the account keeps its old e-mail until the
 * link mailed to the new one is opened, and the old one is told both times. So a borrowed
 * session or a typo cannot move the account to an address its owner does not read.
 */
export function emailChangeService(deps: { db: Db; config: Config; clock: Clock }) {
  const { db, config, clock } = deps

  async function inUse(tx: DbOrTx, kind: EmailOwnerKind, email: string): Promise<boolean> {
    const table = tableOf(kind)
    const [row] = await tx
      .select({ id: table.id })
      .from(table)
      .where(sql`lower(${table.email}) = ${email.toLowerCase()}`)
    return Boolean(row)
  }

  return {
    /**
     * Starts a change, in the caller's transaction: any earlier pending link stops working, a new
     * one goes to the new address, a notice to the current one. The password was checked before.
     */
    async request(
      tx: DbOrTx,
      owner: { kind: EmailOwnerKind; id: string; email: string },
      newEmail: string,
    ): Promise<void> {
      if (await inUse(tx, owner.kind, newEmail)) throw emailTaken(owner.kind)
      const token = randomBytes(32).toString('base64url')
      const now = clock.now()
      await tx
        .delete(emailChanges)
        .where(
          and(eq(emailChanges.kind, owner.kind), eq(emailChanges.subjectId, owner.id), isNull(emailChanges.usedAt)),
        )
      await tx.insert(emailChanges).values({
        kind: owner.kind,
        subjectId: owner.id,
        newEmail,
        tokenHash: hashToken(token),
        expiresAt: new Date(now.getTime() + LINK_HOURS * 3_600_000),
      })
      const link = `${config.publicUrl}/confirm-email?token=${token}`
      // In the owner's language (docs/decisions/035-hindi.md).
      const table = tableOf(owner.kind)
      const [account] = await tx.select({ locale: table.locale }).from(table).where(eq(table.id, owner.id))
      await enqueueMail(tx, {
        kind: 'email_change',
        to: newEmail,
        ...emailChangeLinkMail({
          accountLabel: owner.kind,
          link,
          hoursValid: LINK_HOURS,
          locale: toLocale(account?.locale),
        }),
      })
      await noticeSecurityChange(tx, owner, 'emailRequested', {
        at: now,
        shopUrl: config.publicUrl,
        details: { to: newEmail },
        extra: { message: TEXT.newEmailPending, values: { email: newEmail } },
      })
    },

    /** The new e-mail still waiting for its link, if any. */
    async pending(kind: EmailOwnerKind, subjectId: string): Promise<string | null> {
      const [row] = await db
        .select({ newEmail: emailChanges.newEmail })
        .from(emailChanges)
        .where(
          and(
            eq(emailChanges.kind, kind),
            eq(emailChanges.subjectId, subjectId),
            isNull(emailChanges.usedAt),
            gt(emailChanges.expiresAt, clock.now()),
          ),
        )
        .orderBy(desc(emailChanges.createdAt))
        .limit(1)
      return row?.newEmail ?? null
    },

    /** Opens the link: the account's e-mail becomes the new one, once, and the old address is told. */
    async confirm(token: string): Promise<{ kind: EmailOwnerKind; email: string }> {
      const now = clock.now()
      try {
        return await db.transaction(async (tx) => {
          // Claiming the row first makes two clicks of one link change the e-mail once.
          const [change] = await tx
            .update(emailChanges)
            .set({ usedAt: now })
            .where(
              and(
                eq(emailChanges.tokenHash, hashToken(token)),
                isNull(emailChanges.usedAt),
                gt(emailChanges.expiresAt, now),
              ),
            )
            .returning()
          if (!change || change.kind === 'admin') throw new AppError('BAD_REQUEST', INVALID_LINK)
          const kind: EmailOwnerKind = change.kind
          const table = tableOf(kind)
          const [before] = await tx
            .select({ email: table.email })
            .from(table)
            .where(eq(table.id, change.subjectId))
            .for('update')
          if (!before?.email) throw new AppError('BAD_REQUEST', INVALID_LINK)
          await tx.update(table).set({ email: change.newEmail, updatedAt: now }).where(eq(table.id, change.subjectId))
          await noticeSecurityChange(tx, { kind, id: change.subjectId, email: before.email }, 'email', {
            at: now,
            shopUrl: config.publicUrl,
            details: { email: { from: before.email, to: change.newEmail } },
            extra: { message: TEXT.newEmail, values: { email: change.newEmail } },
          })
          return { kind, email: change.newEmail }
        })
      } catch (error) {
        // Someone took the address while the link waited.
        if (isUniqueViolation(error, 'customers_email_key') || isUniqueViolation(error, 'vendors_email_key')) {
          throw new AppError(
            'EMAIL_TAKEN',
            /*i18n*/ 'Another account now uses this e-mail, so it cannot be yours here. Please choose another.',
          )
        }
        throw error
      }
    },
  }
}
export type EmailChangeService = ReturnType<typeof emailChangeService>
