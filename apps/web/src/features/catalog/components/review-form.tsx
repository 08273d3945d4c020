import { useId, useState, type FormEvent } from 'react'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { toast } from '../../../lib/toast'
import type { Review } from '@haat/shared/catalog/review'
import { Button } from '../../../components/ui/button'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'
import { StarRatingInput } from '../../../components/ui/star-rating-input'
import { TextareaField } from '../../../components/ui/textarea-field'
import { isApiError } from '../../../lib/api-client'
import { useDeleteReview } from '../api/delete-review'
import { useSaveReview } from '../api/save-review'
import { canSubmitReview, REVIEW_MAX_LENGTH } from '../lib/review-rules'

interface ReviewFormProps {
  slug: string
  /** The customer's review of this product, when they wrote one: the form edits it. */
  mine: Review | null
}

const FAILED_DESCRIPTION = msg`There was an error submitting your review. Please try again.`

/** A signed-in customer's review of the product: a star rating and some text (docs/spec.md §4 and §5, docs/decisions/021-reviews.md). */
export function ReviewForm({ slug, mine }: ReviewFormProps) {
  const headingId = useId()
  // What is saved on the server: after a submit the form shows it (and edits it from then on).
  const [saved, setSaved] = useState(mine)
  const [rating, setRating] = useState<number | null>(mine?.rating ?? null)
  const [body, setBody] = useState(mine?.body ?? '')
  const [isConfirmingDelete, setIsConfirmingDelete] = useState(false)
  const save = useSaveReview(slug)
  const remove = useDeleteReview(slug)
  const isEditing = saved !== null
  const isComplete = canSubmitReview(rating, body)
  const { t } = useLingui()
  const maxLength = REVIEW_MAX_LENGTH.toLocaleString('en-IN')

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (rating === null || !isComplete || save.isPending) return
    save.mutate(
      { rating, body: body.trim() },
      {
        onSuccess: ({ review }) => {
          toast.success(t`Review Submitted!`)
          setSaved(review)
          setRating(review.rating)
          setBody(review.body)
        },
        onError: (error) => {
          // A rate limit says when to try again, a refusal why (only customers who received the
          // product may review it); anything else gets docs/spec.md §8's words.
          const description =
            isApiError(error) && (error.code === 'RATE_LIMITED' || error.code === 'FORBIDDEN')
              ? error.message
              : t(FAILED_DESCRIPTION)
          toast.error(t`Review Submission Failed`, { description })
        },
      },
    )
  }

  function confirmDelete() {
    remove.mutate(undefined, {
      onSuccess: () => {
        setIsConfirmingDelete(false)
        toast.success(t`Review deleted`)
        setSaved(null)
        setRating(null)
        setBody('')
      },
      onError: () => {
        setIsConfirmingDelete(false)
        toast.error(t`Couldn't delete your review`, { description: t`Please try again.` })
      },
    })
  }

  return (
    <section aria-labelledby={headingId} className="max-w-2xl rounded-2xl border border-stone-200 p-4 sm:p-5">
      <h3 id={headingId} className="text-base font-semibold text-stone-900">
        {isEditing ? <Trans>Your review</Trans> : <Trans>Write a review</Trans>}
      </h3>
      <form onSubmit={submit} noValidate className="mt-3 space-y-4">
        <StarRatingInput legend={t`Your rating`} value={rating} onChange={setRating} disabled={save.isPending} />
        <TextareaField
          label={t`Your review`}
          name="body"
          value={body}
          onChange={(event) => setBody(event.target.value)}
          maxLength={REVIEW_MAX_LENGTH}
          rows={4}
          disabled={save.isPending}
          hint={t`What did you like or dislike? Plain text, up to ${maxLength} characters.`}
        />
        <div className="flex flex-wrap items-center gap-3">
          <Button
            type="submit"
            disabled={!isComplete || save.isPending}
            aria-describedby={isComplete ? undefined : `${headingId}-needs`}
          >
            {save.isPending ? (
              <Trans>Submitting…</Trans>
            ) : isEditing ? (
              <Trans>Update review</Trans>
            ) : (
              <Trans>Submit review</Trans>
            )}
          </Button>
          {isEditing ? (
            <Button variant="ghost" onClick={() => setIsConfirmingDelete(true)} disabled={save.isPending}>
              <Trans>Delete review</Trans>
            </Button>
          ) : null}
          {isComplete ? null : (
            <p id={`${headingId}-needs`} className="text-sm text-stone-600">
              <Trans>Choose a rating and write a few words to submit.</Trans>
            </p>
          )}
        </div>
      </form>
      <ConfirmDialog
        open={isConfirmingDelete}
        title={t`Delete your review?`}
        description={t`Your rating and text are removed from this product.`}
        confirmLabel={t`Delete review`}
        cancelLabel={t`Cancel`}
        busyLabel={t`Deleting…`}
        isBusy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setIsConfirmingDelete(false)}
      />
    </section>
  )
}
