import { randomBytes } from 'node:crypto'
import type { ImageSet } from '@haat/shared/catalog/product'
import { fill } from '@haat/shared/texts'
import sharp from 'sharp'
import type { Db, DbOrTx } from '../../db/client'
import { UPLOAD_QUOTAS, enforceLimit } from '../../lib/limits'
import type { RateLimiter } from '../../lib/rate-limiter'
import { AppError } from '../../lib/app-error'
import { toImageSet } from './image-set'
import {
  type ImageVariants,
  type UploadFormat,
  makeImageVariants,
  sniffImageFormat,
  variantFileName,
} from './image-variants'
import { type MediaOwner, insertMedia, lockedUsage } from './media.repository'
import type { MediaStorage } from './storage'
import { must } from '../../lib/must'

export type UploadedFile = { fileName: string; body: Buffer }

/** What sharp calls each accepted format once it has looked inside (AVIF is HEIF with AV1). */
const SHARP_FORMAT: Record<UploadFormat, { format: string; compression?: string }> = {
  jpeg: { format: 'jpeg' },
  png: { format: 'png' },
  webp: { format: 'webp' },
  gif: { format: 'gif' },
  avif: { format: 'heif', compression: 'av1' },
}
const MAX_PIXELS = 40_000_000

/** A random, unguessable storage key: nobody can find an image before its owner publishes it. */
const newStorageKey = () => randomBytes(16).toString('hex')

/** A refusal naming the file: by its name when it has one ("photo.jpg" is …), else by its place (File 2 is …). */
type FileText = { named: string; numbered: string }
const FILE_TEXT = {
  notImage: {
    named: /*i18n*/ '"{name}" is not a JPEG, PNG, WebP, AVIF or GIF image.',
    numbered: /*i18n*/ 'File {number} is not a JPEG, PNG, WebP, AVIF or GIF image.',
  },
  notReallyImage: {
    named: /*i18n*/ '"{name}" is damaged or not really an image.',
    numbered: /*i18n*/ 'File {number} is damaged or not really an image.',
  },
  tooLarge: {
    named: /*i18n*/ '"{name}" is too large: at most 40 megapixels.',
    numbered: /*i18n*/ 'File {number} is too large: at most 40 megapixels.',
  },
  unreadable: {
    named: /*i18n*/ '"{name}" is damaged or incomplete and cannot be read.',
    numbered: /*i18n*/ 'File {number} is damaged or incomplete and cannot be read.',
  },
} satisfies Record<string, FileText>

function badFile(file: UploadedFile, index: number, text: FileText): AppError {
  const message = file.fileName ? fill(text.named, { name: file.fileName }) : fill(text.numbered, { number: index + 1 })
  return new AppError('VALIDATION', message, { details: [{ path: `files.${index}`, message }] })
}

/** Checks one file by its content and re-encodes it; throws a 400 naming the file otherwise. */
async function processFile(file: UploadedFile, index: number): Promise<ImageVariants> {
  const format = sniffImageFormat(file.body)
  if (!format) throw badFile(file, index, FILE_TEXT.notImage)
  const expected = SHARP_FORMAT[format]
  const metadata = await sharp(file.body)
    .metadata()
    .catch(() => null)
  if (
    !metadata ||
    metadata.format !== expected.format ||
    (expected.compression && metadata.compression !== expected.compression)
  ) {
    throw badFile(file, index, FILE_TEXT.notReallyImage)
  }
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > MAX_PIXELS) {
    throw badFile(file, index, FILE_TEXT.tooLarge)
  }
  try {
    return await makeImageVariants(file.body)
  } catch {
    throw badFile(file, index, FILE_TEXT.unreadable)
  }
}

/** Refuses an upload that would take the owner past its stored images or bytes (UPLOAD_QUOTAS). */
async function assertWithinQuota(tx: DbOrTx, owner: MediaOwner, adding: { bytes: number }[]) {
  if (owner.kind === 'admin') return
  const quota = UPLOAD_QUOTAS[owner.kind]
  const used = await lockedUsage(tx, owner)
  const bytes = adding.reduce((total, image) => total + image.bytes, 0)
  if (used.images + adding.length <= quota.images && used.bytes + bytes <= quota.bytes) return
  const message = fill(
    /*i18n*/ 'Your image space is full: {images} images or {megabytes} MB in all. Remove images you no longer use, then upload again.',
    { images: quota.images.toLocaleString('en-IN'), megabytes: Math.round(quota.bytes / 1024 / 1024) },
  )
  throw new AppError('QUOTA_EXCEEDED', message, { details: [{ path: 'files', message }] })
}

/** Uploads (docs/decisions/019-images-uploaded-to-haat.md): checked by content, re-encoded to WebP, all or nothing. */
export function mediaService(deps: { db: Db; storage: MediaStorage; limiter: RateLimiter }) {
  const { db, storage, limiter } = deps

  return {
    async upload(owner: MediaOwner, files: UploadedFile[]): Promise<ImageSet[]> {
      // Encoding is the costliest thing a request can ask for: a generous cap per account.
      await enforceLimit(limiter, 'uploadsPerAccount', `${owner.kind}:${owner.id}`)
      if (files.length === 0) {
        const message = /*i18n*/ 'Choose at least one image to upload.'
        throw new AppError('VALIDATION', message, { details: [{ path: 'files', message }] })
      }
      // Every file is checked and encoded before anything is stored, so one bad file stores nothing.
      const processed: ImageVariants[] = []
      for (const [index, file] of files.entries()) processed.push(await processFile(file, index))

      const images = processed.map((image) => ({ key: newStorageKey(), image }))
      const written: string[] = []
      try {
        for (const { key, image } of images) {
          for (const variant of image.variants) {
            const name = variantFileName(key, variant.width)
            await storage.put(name, variant.body)
            written.push(name)
          }
        }
        const values = images.map(({ key, image }) => ({
          ownerKind: owner.kind,
          ownerId: owner.id,
          storageKey: key,
          widths: image.variants.map((v) => v.width),
          width: image.width,
          height: image.height,
          bytes: image.variants.reduce((sum, v) => sum + v.body.length, 0),
        }))
        const rows = await db.transaction(async (tx) => {
          await assertWithinQuota(tx, owner, values)
          return insertMedia(tx, values)
        })
        // Answer in upload order, which is the order the form shows them in.
        const byKey = new Map(rows.map((row) => [row.storageKey, row]))
        return images.map(({ key }) => toImageSet(must(byKey.get(key), 'the uploaded image')))
      } catch (error) {
        await Promise.allSettled(written.map((name) => storage.remove(name)))
        throw error
      }
    },
  }
}

export type MediaService = ReturnType<typeof mediaService>
