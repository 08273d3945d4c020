import { createHash } from 'node:crypto'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

export type Encoding = 'br' | 'gzip'

/** Answers smaller than this go uncompressed (as @fastify/compress's threshold in app.ts). */
export const COMPRESS_FROM_BYTES = 1024

/** The encoding to send: brotli, else gzip, when the browser takes it; undefined for plain text. */
export function acceptedEncoding(header: string | undefined): Encoding | undefined {
  if (!header) return undefined
  const accepted = new Set(
    header.split(',').flatMap((part) => {
      const [name = '', ...params] = part
        .toLowerCase()
        .split(';')
        .map((piece) => piece.trim())
      const quality = params.find((param) => param.startsWith('q='))
      return quality !== undefined && Number(quality.slice(2)) === 0 ? [] : [name]
    }),
  )
  return accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : undefined
}

/** Brotli at quality 5 is about as fast as gzip's default and a tenth smaller; zlib's default (11) is 20× slower. */
export function compress(text: string, encoding: Encoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
    : gzipSync(text)
}

/**
 * Compression of texts that repeat (a kept server-rendered page): the compressed bytes of the
 * last `size` texts, found by a hash of the text, which costs a tenth of compressing it again.
 */
export function compressionMemo(size: number) {
  const kept = new Map<string, Buffer>() // Map order: least recently used first
  return (text: string, encoding: Encoding): Buffer => {
    const key = `${encoding}:${createHash('sha1').update(text).digest('base64url')}`
    let bytes = kept.get(key)
    if (bytes) kept.delete(key)
    else bytes = compress(text, encoding)
    kept.set(key, bytes)
    for (const oldest of kept.keys()) {
      if (kept.size <= size) break
      kept.delete(oldest)
    }
    return bytes
  }
}
