import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '../../../lib/zod-resolver'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { ContactBody } from '@haat/shared/content/contact'
import { SITE } from '@haat/shared/site'
import { Button } from '../../../components/ui/button'
import { FormAlert } from '../../../components/ui/form-alert'
import { TextareaField } from '../../../components/ui/textarea-field'
import { TextField } from '../../../components/ui/text-field'
import { isApiError } from '../../../lib/api-client'
import { setServerFieldErrors } from '../../../lib/form-errors'
import { useSendContactMessage } from '../api/send-contact-message'
import { EmailField } from '../../../components/ui/preset-fields'

// docs/spec.md §8's contact-form texts (SENT is CONTACT_SENT_MESSAGE of @haat/shared/content/contact, the server's reply).
const SENT = msg`Email sent successfully!`
const FAILED = msg`Failed to send email.`
const NETWORK_FAILED = msg`Error sending email.`
const supportEmail = SITE.supportEmail

const EMPTY = { name: '', email: '', subject: '', message: '' }
const FIELDS = ['name', 'email', 'subject', 'message'] as const

/** Texts as descriptors, rendered in the page's language; a server's reason (already a text) as a string. */
type Outcome = { tone: 'success' | 'error'; title: MessageDescriptor; detail?: MessageDescriptor | string }

/** What to tell the visitor when the call failed: docs/spec.md §8's text, plus the reason when it helps. */
function failureOutcome(error: unknown): Outcome {
  if (!isApiError(error) || error.code === 'NETWORK') {
    return { tone: 'error', title: NETWORK_FAILED, detail: isApiError(error) ? error.message : undefined }
  }
  if (error.code === 'RATE_LIMITED') return { tone: 'error', title: FAILED, detail: error.message }
  if (error.code === 'VALIDATION')
    return { tone: 'error', title: FAILED, detail: msg`Please correct the highlighted fields.` }
  return { tone: 'error', title: FAILED, detail: msg`Please try again later, or write to ${supportEmail}.` }
}

/** The contact form (docs/spec.md §2): every field required; the server queues the message for support. */
export function ContactForm({ headingId }: { headingId?: string }) {
  const { t } = useLingui()
  const sendMessage = useSendContactMessage()
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(ContactBody), defaultValues: EMPTY })

  const onSubmit = handleSubmit(async (values) => {
    setOutcome(null)
    try {
      await sendMessage.mutateAsync(values)
    } catch (error) {
      setServerFieldErrors(error, setError, FIELDS)
      setOutcome(failureOutcome(error))
      return
    }
    reset(EMPTY)
    setOutcome({
      tone: 'success',
      title: SENT,
      detail: msg`Our support team will reply to you by e-mail.`,
    })
  })

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby={headingId} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t`Name`} autoComplete="name" error={errors.name?.message} {...register('name')} />
        <EmailField error={errors.email?.message} {...register('email')} />
      </div>
      <TextField label={t`Subject`} error={errors.subject?.message} {...register('subject')} />
      <TextareaField
        label={t`Message`}
        rows={6}
        hint={t`For an order, include its order number.`}
        error={errors.message?.message}
        {...register('message')}
      />
      {outcome ? (
        <FormAlert tone={outcome.tone}>
          <p className="font-semibold">{t(outcome.title)}</p>
          {outcome.detail ? <p>{typeof outcome.detail === 'string' ? outcome.detail : t(outcome.detail)}</p> : null}
        </FormAlert>
      ) : null}
      <Button type="submit" size="lg" disabled={isSubmitting} className="w-full sm:w-auto">
        {isSubmitting ? <Trans>Sending...</Trans> : <Trans>Send Message</Trans>}
      </Button>
    </form>
  )
}
