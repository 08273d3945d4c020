import { msg, plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useId, useRef, useState, type ChangeEvent, type ReactNode } from 'react'
import { ArrowLeft, ArrowRight, ImagePlus, Trash2 } from 'lucide-react'
import type { ImageSet } from '@haat/shared/catalog/product'
import { errorMessage } from '../../lib/api-error-message'
import { cn } from '../../lib/cn'
import { checkImageFile, useUploadMedia } from '../../lib/upload-media'
import { errorTextClasses, hintTextClasses, labelClasses } from './field-classes'
import { FormAlert } from './form-alert'
import { ResponsiveImage } from './responsive-image'
import { useTranslateText } from '../../lib/use-translate-text'

/** docs/spec.md §8's alert for a failed upload; the reason follows it. */
const IMAGE_UPLOAD_FAILED = msg`Image upload failed`

interface ImageUploaderProps {
  /** "Product images". */
  label: string
  value: readonly ImageSet[]
  onChange: (next: ImageSet[]) => void
  /** How many images the field holds at most. */
  max: number
  error?: string
  hint?: string
  /** Told when a batch starts and ends, so the form can hold its submit meanwhile. */
  onUploadingChange?: (isUploading: boolean) => void
  /** react-hook-form's field ref, so a failed submit can focus the file input. */
  inputRef?: (element: HTMLInputElement | null) => void
  /** Where the files go, when not /api/media (a customer's return photos). */
  uploadUrl?: string
}

interface Batch {
  count: number
  percent: number
}

/**
 * Picks image files (several at once), checks type and size here for quick feedback, uploads
 * them as one batch with a progress bar, then shows previews that can be moved and removed.
 * The first image is the cover.
 */
export function ImageUploader({
  label,
  value,
  onChange,
  max,
  error,
  hint,
  onUploadingChange,
  inputRef,
  uploadUrl,
}: ImageUploaderProps) {
  const id = useId()
  const { t, i18n } = useLingui()
  const translate = useTranslateText()
  const upload = useUploadMedia()
  const [batch, setBatch] = useState<Batch | null>(null)
  const [problems, setProblems] = useState<string[]>([])
  const abortRef = useRef<AbortController | null>(null)
  const room = max - value.length
  const count = value.length
  const isUploading = batch !== null

  // Leaving the page cancels an upload that is still running.
  useEffect(() => () => abortRef.current?.abort(), [])

  async function onFiles(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])]
    event.target.value = '' // the same file can be picked again after a failure
    if (files.length === 0) return

    const found: string[] = []
    const accepted: File[] = []
    for (const file of files) {
      const problem = checkImageFile(file)
      if (problem) found.push(problem)
      else accepted.push(file)
    }
    if (accepted.length > room) {
      found.push(
        room <= 0
          ? t`This product already has ${max} images, the most allowed. Remove one to add another.`
          : t`${plural(room, {
              one: `Only # more image can be added (at most ${max}); the rest were left out.`,
              other: `Only # more images can be added (at most ${max}); the rest were left out.`,
            })}`,
      )
      accepted.splice(Math.max(0, room))
    }
    setProblems(found)
    if (accepted.length === 0) return

    const controller = new AbortController()
    abortRef.current = controller
    setBatch({ count: accepted.length, percent: 0 })
    onUploadingChange?.(true)
    try {
      const images = await upload.mutateAsync({
        files: accepted,
        ...(uploadUrl ? { url: uploadUrl } : {}),
        signal: controller.signal,
        onProgress: (percent) => setBatch({ count: accepted.length, percent }),
      })
      onChange([...value, ...images])
    } catch (uploadError) {
      if (controller.signal.aborted) return
      setProblems((current) => [...current, errorMessage(uploadError, msg`Please try again.`, i18n)])
    } finally {
      if (!controller.signal.aborted) {
        setBatch(null)
        onUploadingChange?.(false)
      }
    }
  }

  function move(index: number, by: -1 | 1) {
    const next = [...value]
    const [image] = next.splice(index, 1)
    if (!image) return
    const to = index + by
    next.splice(to, 0, image)
    onChange(next)
    // At either end the button just pressed becomes disabled; keep focus on the image's other move button.
    const other = to === 0 ? 'right' : to === next.length - 1 ? 'left' : null
    if (other) requestAnimationFrame(() => document.getElementById(`${id}-${other}-${image.id}`)?.focus())
  }

  function remove(index: number) {
    onChange(value.filter((_, i) => i !== index))
  }

  const hintId = `${id}-hint`
  const uploadCount = batch?.count ?? 0
  const errorId = error ? `${id}-error` : undefined

  return (
    <fieldset className="space-y-3">
      <legend className={labelClasses}>{label}</legend>
      <p id={hintId} className={hintTextClasses}>
        {hint ?? t`Up to ${max} images, JPEG, PNG, WebP, AVIF or GIF, 5 MB each.`}{' '}
        <Trans>
          {count} of {max} added.
        </Trans>
      </p>

      <div>
        <input
          id={id}
          ref={inputRef}
          type="file"
          accept="image/*"
          multiple={max > 1}
          onChange={(event) => void onFiles(event)}
          disabled={isUploading || room <= 0}
          aria-invalid={error ? true : undefined}
          aria-describedby={[errorId, hintId].filter(Boolean).join(' ')}
          className="peer sr-only"
        />
        <label
          htmlFor={id}
          className={cn(
            'inline-flex h-11 cursor-pointer items-center gap-2 rounded-lg border border-dashed border-brand-600 bg-brand-50 px-4 text-sm font-semibold text-brand-800',
            'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-700 hover:bg-brand-100',
            'peer-disabled:cursor-not-allowed peer-disabled:opacity-50',
          )}
        >
          <ImagePlus aria-hidden="true" className="size-4" />
          {max > 1 ? t`Add images` : t`Choose image`}
        </label>
      </div>

      {batch ? (
        <div className="space-y-1" role="status">
          <p className="text-sm text-stone-700">
            {t`${plural(uploadCount, { one: 'Uploading # image…', other: 'Uploading # images…' })}`} {batch.percent}%
          </p>
          <progress
            max={100}
            value={batch.percent}
            aria-label={t`${plural(uploadCount, { one: 'Uploading # image', other: 'Uploading # images' })}`}
            className="h-2 w-full max-w-sm overflow-hidden rounded-full accent-brand-700"
          />
        </div>
      ) : null}

      {problems.length > 0 ? (
        <FormAlert tone="error">
          <p className="font-semibold">{t(IMAGE_UPLOAD_FAILED)}</p>
          <ul className="mt-1 list-disc space-y-0.5 pl-4">
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </FormAlert>
      ) : null}

      {error ? (
        <p id={errorId} className={errorTextClasses}>
          {translate(error)}
        </p>
      ) : null}

      {value.length > 0 ? (
        <ol aria-label={t`${label}, in display order`} className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {value.map((image, index) => {
            const position = index + 1
            return (
              <li key={image.id} className="overflow-hidden rounded-xl border border-stone-200 bg-white">
                <div className="relative aspect-square bg-stone-100">
                  <ResponsiveImage
                    image={image}
                    alt={t`${label}: image ${position}`}
                    displayWidth={200}
                    className="size-full"
                  />
                  {index === 0 ? (
                    <span className="absolute top-2 left-2 rounded-full bg-stone-900/75 px-2 py-0.5 text-xs font-semibold text-white">
                      <Trans>Cover</Trans>
                    </span>
                  ) : null}
                </div>
                <div className="flex items-center justify-between gap-1 p-1">
                  <IconButton
                    id={`${id}-left-${image.id}`}
                    label={t`Move image ${position} left`}
                    onClick={() => move(index, -1)}
                    disabled={index === 0 || isUploading}
                  >
                    <ArrowLeft aria-hidden="true" className="size-4" />
                  </IconButton>
                  <IconButton
                    id={`${id}-right-${image.id}`}
                    label={t`Move image ${position} right`}
                    onClick={() => move(index, 1)}
                    disabled={index === value.length - 1 || isUploading}
                  >
                    <ArrowRight aria-hidden="true" className="size-4" />
                  </IconButton>
                  <IconButton
                    label={t`Remove image ${position}`}
                    onClick={() => remove(index)}
                    disabled={isUploading}
                    danger
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                  </IconButton>
                </div>
              </li>
            )
          })}
        </ol>
      ) : null}
    </fieldset>
  )
}

function IconButton({
  id,
  label,
  onClick,
  disabled,
  danger = false,
  children,
}: {
  id?: string
  label: string
  onClick: () => void
  disabled?: boolean
  danger?: boolean
  children: ReactNode
}) {
  return (
    <button
      id={id}
      type="button"
      aria-label={label}
      title={label}
      onClick={onClick}
      disabled={disabled}
      className={cn(
        'flex size-11 items-center justify-center rounded-lg disabled:opacity-30',
        danger ? 'text-red-700 hover:bg-red-50' : 'text-stone-700 hover:bg-stone-100',
      )}
    >
      {children}
    </button>
  )
}
