import { z } from 'zod'
import type { App } from '../../app-type'
import type { Config } from '../../config'
import type { Db } from '../../db/client'
import { listMailbox } from './mail.service'
import { renderMailboxPage } from './mailbox-page'

const MailboxMessage = z.object({
  id: z.number(),
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  status: z.enum(['pending', 'sent', 'failed']),
  attempts: z.number(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  lastError: z.string().nullable(),
  text: z.string(),
  html: z.string().nullable(),
})
const MailboxBody = z.object({ messages: z.array(MailboxMessage) })

/**
 * The development mailbox. Registered only with devTools (outside production, listening on
 * loopback) and only when no mail server is configured: it shows OTPs to whoever asks, so
 * anywhere else the routes do not exist at all.
 */
export function mailboxRoutes(app: App, deps: { db: Db; config: Pick<Config, 'devTools' | 'smtpUrl'> }) {
  if (!deps.config.devTools || deps.config.smtpUrl) return

  app.get('/dev/mailbox', { schema: { hide: true } }, async (_req, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(renderMailboxPage(await listMailbox(deps.db))),
  )

  app.get('/dev/mailbox.json', { schema: { hide: true, response: { 200: MailboxBody } } }, async (_req, reply) =>
    reply.header('cache-control', 'no-store').send({ messages: await listMailbox(deps.db) }),
  )
}
