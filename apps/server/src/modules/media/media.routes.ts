import multipart from '@fastify/multipart'
import { MAX_PRODUCT_IMAGES, UploadedMedia } from '@haat/shared/catalog/product-input'
import { MAX_RETURN_PHOTOS } from '@haat/shared/orders/return-rules'
import { fill } from '@haat/shared/texts'
import type { FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { App } from '../../app-type'
import { AppError } from '../../lib/app-error'
import type { MediaOwner } from './media.repository'
import type { MediaService, UploadedFile } from './media.service'

const MAX_FILE_BYTES = 5 * 1024 * 1024
const tags = ['Media']

/** Turns the multipart plugin's terse limit errors into messages a seller can act on. */
function uploadError(error: unknown, fileName: string | undefined): unknown {
  const code = (error as { code?: string } | null)?.code
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
    const message = fileName
      ? fill(/*i18n*/ '"{name}" is larger than 5 MB.', { name: fileName })
      : /*i18n*/ 'An image is larger than 5 MB.'
    return new AppError('PAYLOAD_TOO_LARGE', message)
  }
  if (code === 'FST_FILES_LIMIT')
    return new AppError(
      'PAYLOAD_TOO_LARGE',
      fill(/*i18n*/ 'Upload at most {count} images at once.', { count: MAX_PRODUCT_IMAGES }),
    )
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
    return new AppError('PAYLOAD_TOO_LARGE', /*i18n*/ 'The upload has too many parts.')
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
    return new AppError('UNSUPPORTED_MEDIA_TYPE', /*i18n*/ 'Send the images as multipart/form-data.')
  }
  return error
}

/** Reads every file of the request into memory (each at most 5 MB, at most 8); other fields are ignored. */
async function readFiles(req: FastifyRequest): Promise<UploadedFile[]> {
  if (!req.isMultipart())
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', /*i18n*/ 'Send the images as multipart/form-data.')
  const files: UploadedFile[] = []
  let current: string | undefined
  try {
    for await (const part of req.parts()) {
      if (part.type !== 'file') continue
      current = part.filename
      files.push({ fileName: part.filename, body: await part.toBuffer() })
      current = undefined
    }
  } catch (error) {
    throw uploadError(error, current)
  }
  return files
}

/** POST /api/media: approved and pending vendors (product images) and admins (category images); POST /api/returns/photos: customers. */
export async function mediaRoutes(app: App, media: MediaService) {
  // Either session may upload. A browser holding both uploads as the vendor, so the images can
  // go on the vendor's products; admins may use any uploaded image for a category.
  const requireUploader = async (req: FastifyRequest) => {
    const hasAdmin = Boolean(req.sessionToken('admin'))
    if (req.sessionToken('vendor')) {
      try {
        await app.requireVendor({ approved: true, pendingToo: true })(req)
        return
      } catch (error) {
        if (!hasAdmin) throw error
        req.vendorId = ''
      }
    }
    await app.requireAdmin(req)
  }
  const ownerOf = (req: FastifyRequest): MediaOwner =>
    req.vendorId ? { kind: 'vendor', id: req.vendorId } : { kind: 'admin', id: req.adminId }

  // Multipart is accepted on this route only, with its limits; every other route stays JSON.
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: MAX_FILE_BYTES, files: MAX_PRODUCT_IMAGES, fields: 20, parts: 40, fieldSize: 10_000 },
    })
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/media',
      {
        onRequest: requireUploader,
        schema: {
          summary: 'Upload product or category images (multipart)',
          tags,
          security: [{ vendorSession: [] }, { adminSession: [] }],
          consumes: ['multipart/form-data'],
          response: { 201: UploadedMedia },
        },
      },
      async (req, reply) => reply.code(201).send({ data: await media.upload(ownerOf(req), await readFiles(req)) }),
    )
    // A customer's photos for a return request (re-encoded like every upload; shown to its seller and the admins).
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/returns/photos',
      {
        onRequest: app.requireCustomer,
        schema: {
          summary: 'Upload photos for a return request (multipart)',
          tags,
          consumes: ['multipart/form-data'],
          response: { 201: UploadedMedia },
        },
      },
      async (req, reply) => {
        const files = await readFiles(req)
        if (files.length > MAX_RETURN_PHOTOS) {
          throw new AppError(
            'PAYLOAD_TOO_LARGE',
            fill(/*i18n*/ 'Add at most {count} photos.', { count: MAX_RETURN_PHOTOS }),
          )
        }
        const data = await media.upload({ kind: 'customer', id: req.customerId }, files)
        return reply.code(201).send({ data })
      },
    )
  })
}
