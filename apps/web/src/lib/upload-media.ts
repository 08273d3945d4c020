import { i18n as browserI18n, type I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { useMutation } from '@tanstack/react-query'
import { UploadedMedia } from '@haat/shared/catalog/product-input'
import type { ImageSet } from '@haat/shared/catalog/product'
import { ApiError } from './api-client'

/** What POST /api/media takes (docs/decisions/019-images-uploaded-to-haat.md); checked here too, so a wrong file fails at once. */
const MAX_IMAGE_BYTES = 5 * 1024 * 1024
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif'] as const

/**
 * Why `file` cannot be uploaded, or null when it can, in the language of `i18n` (useLingui's; the
 * browser's instance by default, which is right in the file picker's change handler).
 */
export function checkImageFile(file: File, i18n: I18n = browserI18n): string | null {
  const name = file.name
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) {
    return i18n._(msg`${name} is not a JPEG, PNG, WebP, AVIF or GIF image.`)
  }
  if (file.size > MAX_IMAGE_BYTES) return i18n._(msg`${name} is larger than 5 MB.`)
  return null
}

interface UploadOptions {
  /** Where to: /api/media (sellers' and admins' images, the default) or /api/returns/photos (a customer's). */
  url?: string
  /** Percent of the batch sent so far, 0 to 100. */
  onProgress?: (percent: number) => void
  signal?: AbortSignal
  /** The language of the failure messages (useUploadMedia passes useLingui's). */
  i18n?: I18n
}

function toUploadError(status: number, text: string, i18n: I18n): ApiError {
  try {
    const body = JSON.parse(text) as { error?: { code?: unknown; message?: unknown; details?: unknown } }
    const error = body.error
    if (error && typeof error.code === 'string' && typeof error.message === 'string') {
      const details = Array.isArray(error.details) ? (error.details as ApiError['details']) : undefined
      return new ApiError(status, error.code, error.message, details)
    }
  } catch {
    // Not JSON (a proxy's error page): fall back to the status below.
  }
  if (status === 413)
    return new ApiError(status, 'PAYLOAD_TOO_LARGE', i18n._(msg`The images are too large: at most 5 MB each.`))
  if (status === 415)
    return new ApiError(
      status,
      'UNSUPPORTED_MEDIA_TYPE',
      i18n._(msg`Only JPEG, PNG, WebP, AVIF and GIF images can be uploaded.`),
    )
  return new ApiError(
    status,
    status >= 500 ? 'INTERNAL' : 'BAD_REQUEST',
    i18n._(msg`The upload failed (status ${status}). Please try again.`),
  )
}

/**
 * POST /api/media with one `file` part per image: 201 with an ImageSet per file, in order.
 * XMLHttpRequest rather than fetch, because only it reports upload progress.
 */
function uploadMedia(
  files: readonly File[],
  { url = '/api/media', onProgress, signal, i18n = browserI18n }: UploadOptions = {},
): Promise<ImageSet[]> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new DOMException('The upload was cancelled.', 'AbortError'))
    const form = new FormData()
    for (const file of files) form.append('file', file)

    const xhr = new XMLHttpRequest()
    xhr.open('POST', url)
    xhr.setRequestHeader('Accept', 'application/json')
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.round((event.loaded / event.total) * 100))
    })
    xhr.addEventListener('load', () => {
      if (xhr.status < 200 || xhr.status >= 300) return reject(toUploadError(xhr.status, xhr.responseText, i18n))
      const parsed = UploadedMedia.safeParse(safeJson(xhr.responseText))
      if (!parsed.success)
        return reject(
          new ApiError(xhr.status, 'BAD_RESPONSE', i18n._(msg`The server sent an answer Haat could not read.`)),
        )
      onProgress?.(100)
      resolve(parsed.data.data)
    })
    xhr.addEventListener('error', () =>
      reject(
        new ApiError(0, 'NETWORK', i18n._(msg`Could not reach Haat. Check your internet connection and try again.`)),
      ),
    )
    xhr.addEventListener('abort', () => reject(new DOMException('The upload was cancelled.', 'AbortError')))
    signal?.addEventListener('abort', () => xhr.abort(), { once: true })
    xhr.send(form)
  })
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}

/** Uploads a batch of images; progress goes to the caller's `onProgress`. */
export function useUploadMedia() {
  const { i18n } = useLingui()
  return useMutation({
    mutationFn: ({ files, ...options }: UploadOptions & { files: readonly File[] }) =>
      uploadMedia(files, { i18n, ...options }),
  })
}
