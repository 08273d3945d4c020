import { useMutation } from '@tanstack/react-query'
import type { ContactAccepted, ContactBody } from '@haat/shared/content/contact'
import { api } from '../../../lib/api-client'

/** POST /api/contact: 202 once the message is queued for support; 400 VALIDATION; 429 RATE_LIMITED. */
function sendContactMessage(body: ContactBody): Promise<ContactAccepted> {
  return api.post('/api/contact', body)
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage })
}
