import { CONTACT_SENT_MESSAGE, ContactAccepted, ContactBody } from '@haat/shared/content/contact'
import type { App } from '../../app-type'
import type { contactService } from './contact.service'

export function contactRoutes(app: App, contact: ReturnType<typeof contactService>) {
  // 202: the message is safely queued in the outbox; the mail worker sends it.
  app.post(
    '/api/contact',
    {
      schema: {
        summary: 'Send a message to the shop',
        tags: ['Content'],
        body: ContactBody,
        response: { 202: ContactAccepted },
      },
    },
    async (req, reply) => {
      await contact.send(req.body, req.ip)
      return reply.code(202).send({ message: CONTACT_SENT_MESSAGE })
    },
  )
}
