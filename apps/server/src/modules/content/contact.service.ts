import type { ContactBody } from '@haat/shared/content/contact'
import { SITE } from '@haat/shared/site'
import type { Db } from '../../db/client'
import { enforceLimit } from '../../lib/limits'
import type { RateLimiter } from '../../lib/rate-limiter'
import { contactMessageMail, enqueueMail } from '../mail'

/** The contact form (docs/spec.md §2, Contact): messages go to the support inbox through the outbox (docs/decisions/024-mail-outbox.md). */
export function contactService(deps: { db: Db; limiter: RateLimiter }) {
  const { db, limiter } = deps
  return {
    /**
     * Queues the visitor's message for the support inbox. The template escapes everything the
     * visitor typed; the mail worker delivers it, retrying while the mail server is down.
     */
    async send(body: ContactBody, ip: string): Promise<void> {
      await enforceLimit(limiter, 'contactPerIp', ip)
      // Support answers the visitor by replying to the mail.
      await enqueueMail(db, {
        kind: 'contact-message',
        to: SITE.supportEmail,
        replyTo: body.email,
        ...contactMessageMail(body),
      })
    },
  }
}
