import type { Readable } from 'node:stream'
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3'
import { AppError } from '../../lib/app-error'
import { IMMUTABLE_MEDIA, type MediaStorage, SAFE_MEDIA_NAME } from './storage'

/** Where the media live when several servers share them (config.ts, S3_*; docs/operations.md). */
export type S3Settings = {
  bucket: string
  region: string
  /** An S3-compatible server (SeaweedFS, Garage, R2; s3rver in tests); AWS itself when absent. */
  endpoint?: string | undefined
  /** Keys; when absent the SDK's own chain (environment, instance role) is asked. */
  credentials?: { accessKeyId: string; secretAccessKey: string } | undefined
  /** `bucket` in the path, not the host name: what most S3-compatible servers need. */
  forcePathStyle: boolean
}

/**
 * Media in an S3-compatible bucket through the official AWS SDK: the same three calls as the
 * local disk, each object stored with the content type and year-long caching it is served with.
 */
export function s3Storage(settings: S3Settings): MediaStorage {
  const client = new S3Client({
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
    // A store that does not answer fails the call (an upload answers 503) instead of holding it.
    requestHandler: { requestTimeout: 10_000, connectionTimeout: 3_000 },
    maxAttempts: 2,
  })
  const Bucket = settings.bucket
  /** The bucket failing to answer is the shop's trouble, not the caller's: 503, never a 500. */
  const send = async <T>(call: () => Promise<T>): Promise<T> => {
    try {
      return await call()
    } catch (error) {
      if (error instanceof NoSuchKey) throw error
      throw new AppError(
        'UNAVAILABLE',
        /*i18n*/ 'Pictures cannot be stored or read right now. Please try again in a minute.',
        {
          headers: { 'retry-after': '60' },
        },
      )
    }
  }
  const key = (fileName: string) => {
    if (!SAFE_MEDIA_NAME.test(fileName)) throw new Error(`Unsafe media file name: ${fileName}`)
    return fileName
  }
  const open = async (fileName: string) => {
    try {
      const Key = key(fileName)
      const object = await send(() => client.send(new GetObjectCommand({ Bucket, Key })))
      return object.Body ? { body: object.Body as Readable, length: object.ContentLength } : null
    } catch (error) {
      if (error instanceof NoSuchKey) return null
      throw error
    }
  }
  return {
    async put(fileName, body) {
      const Key = key(fileName)
      await send(() =>
        client.send(
          new PutObjectCommand({
            Bucket,
            Key,
            Body: body,
            ContentType: 'image/webp',
            CacheControl: IMMUTABLE_MEDIA,
          }),
        ),
      )
    },
    async get(fileName) {
      const object = await open(fileName)
      if (!object) return null
      const chunks: Buffer[] = []
      for await (const chunk of object.body) chunks.push(Buffer.from(chunk as Uint8Array))
      return Buffer.concat(chunks)
    },
    open,
    async remove(fileName) {
      const Key = key(fileName)
      await send(() => client.send(new DeleteObjectCommand({ Bucket, Key })))
    },
    async ping() {
      return client.send(new HeadBucketCommand({ Bucket })).then(
        () => true,
        () => false,
      )
    },
  }
}
