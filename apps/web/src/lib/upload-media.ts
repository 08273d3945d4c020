import { useMutation } from '@tanstack/react-query'
import { UploadedMedia } from '@haat/shared/catalog/product-input'
import type { ImageSet } from '@haat/shared/catalog/product'
import { ApiError } from './api-client'

/** What POST /api/media takes (docs/decisions/019-images-uploaded-to-haat.md); checked here too, so a wrong file fails at once. */
const MAX_IMAGE_BYTES = 5 * 1024 * 1024
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif'] as const

/** Why `file` cannot be uploaded, or null when it can. */
export function checkImageFile(file: File): string | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) {
    return `${file.name} is not a JPEG, PNG, WebP, AVIF or GIF image.`
  }
  if (file.size > MAX_IMAGE_BYTES) return `${file.name} is larger than 5 MB.`
  return null
}

interface UploadOptions {
  /** Where to: /api/media (sellers' and admins' images, the default) or /api/returns/photos (a customer's). */
  url?: string
  /** Percent of the batch sent so far, 0 to 100. */
  onProgress?: (percent: number) => void
  signal?: AbortSignal
}

function toUploadError(status: number, text: string): ApiError {
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
  if (status === 413) return new ApiError(status, 'PAYLOAD_TOO_LARGE', 'The images are too large: at most 5 MB each.')
  if (status === 415)
    return new ApiError(status, 'UNSUPPORTED_MEDIA_TYPE', 'Only JPEG, PNG, WebP, AVIF and GIF images can be uploaded.')
  return new ApiError(
    status,
    status >= 500 ? 'INTERNAL' : 'BAD_REQUEST',
    `The upload failed (status ${status}). Please try again.`,
  )
}

/**
 * POST /api/media with one `file` part per image: 201 with an ImageSet per file, in order.
 * XMLHttpRequest rather than fetch, because only it reports upload progress.
 */
function uploadMedia(
  files: readonly File[],
  { url = '/api/media', onProgress, signal }: UploadOptions = {},
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
      if (xhr.status < 200 || xhr.status >= 300) return reject(toUploadError(xhr.status, xhr.responseText))
      const parsed = UploadedMedia.safeParse(safeJson(xhr.responseText))
      if (!parsed.success)
        return reject(new ApiError(xhr.status, 'BAD_RESPONSE', 'The server sent an answer Haat could not read.'))
      onProgress?.(100)
      resolve(parsed.data.data)
    })
    xhr.addEventListener('error', () =>
      reject(new ApiError(0, 'NETWORK', 'Could not reach Haat. Check your internet connection and try again.')),
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
  return useMutation({
    mutationFn: ({ files, ...options }: UploadOptions & { files: readonly File[] }) => uploadMedia(files, options),
  })
}
