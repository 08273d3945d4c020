import type { Config } from '../../config'
import type { DbOrTx } from '../../db/client'
import { type OutboxRow, insertMail, listAdminEmails, listRecentMail } from './outbox.repository'
import { oneLine } from './templates'

export type OutgoingMail = {
  kind: string
  to: string
  subject: string
  text: string
  html?: string | undefined
  replyTo?: string | undefined
}

/**
 * Queues a mail in the outbox; the mail worker sends it. Pass the transaction of the change that
 * caused it, so the mail exists exactly when that change commits (no OTP mail for a rolled-back
 * reset, no lost mail for a committed order).
 */
export async function enqueueMail(db: DbOrTx, mail: OutgoingMail): Promise<number> {
  return insertMail(db, {
    kind: mail.kind,
    to: mail.to.trim(),
    subject: oneLine(mail.subject, 200),
    textBody: mail.text,
    htmlBody: mail.html ?? null,
    replyTo: mail.replyTo?.trim() || null,
  })
}

/** Who hears about admin matters: ADMIN_NOTIFY_EMAIL when set, else every admin account. */
async function adminRecipients(db: DbOrTx, config: Pick<Config, 'adminNotifyEmail'>): Promise<string[]> {
  if (config.adminNotifyEmail) return [config.adminNotifyEmail]
  return listAdminEmails(db)
}

/**
 * Queues one copy per admin recipient (one message each, so admins do not see each other's
 * addresses and one bad address does not hold up the rest). Returns how many were queued:
 * 0 when the shop has no admin yet and no ADMIN_NOTIFY_EMAIL.
 */
export async function enqueueAdminMail(
  db: DbOrTx,
  config: Pick<Config, 'adminNotifyEmail'>,
  mail: Omit<OutgoingMail, 'to'>,
): Promise<number> {
  const recipients = await adminRecipients(db, config)
  for (const to of recipients) await enqueueMail(db, { ...mail, to })
  return recipients.length
}

export type MailboxMessage = {
  id: number
  kind: string
  to: string
  subject: string
  status: 'pending' | 'sent' | 'failed'
  attempts: number
  createdAt: string
  sentAt: string | null
  lastError: string | null
  text: string
  html: string | null
}

function toMailboxMessage(row: OutboxRow): MailboxMessage {
  return {
    id: row.id,
    kind: row.kind,
    to: row.to,
    subject: row.subject,
    status: row.status,
    attempts: row.attempts,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt ? row.sentAt.toISOString() : null,
    lastError: row.lastError,
    text: row.textBody,
    html: row.htmlBody,
  }
}

/** The newest messages first, for the development mailbox. */
export async function listMailbox(db: DbOrTx, limit = 50): Promise<MailboxMessage[]> {
  return (await listRecentMail(db, limit)).map(toMailboxMessage)
}
