import type { FastifyReply, FastifyRequest } from 'fastify'
import { acceptedEncoding, COMPRESS_FROM_BYTES, compress, type Encoding } from './compression'

/**
 * An answer as sent: the JSON text, its ETag (a hash of it), and the text compressed for browsers,
 * made the first time a browser asks and kept with the answer (sendCached below). The catalogue
 * cache keeps them (modules/catalog/catalog-cache.ts); the catalogue's and search's routes send them.
 */
export type CachedAnswer = { body: string; etag: string; compressed?: Partial<Record<'br' | 'gzip', Buffer>> }

/**
 * Browsers revalidate every use (the ETag makes that a 304 without a body); a CDN or shared cache
 * may serve an answer for 30 s without asking (docs/decisions/030-catalogue-cache.md): checkout
 * prices from the database, so a stale card never changes what anyone pays. No
 * stale-while-revalidate: browsers honour it too, and would show a product a seller just hid.
 */
const PUBLIC_CATALOGUE = 'public, max-age=0, must-revalidate, s-maxage=30'

/** Compressed once per cached answer: a hit costs no compression (brotli quality 5, as fast as gzip's default). */
function compressedBody(answer: CachedAnswer, encoding: Encoding): Buffer {
  const compressed = (answer.compressed ??= {})
  return (compressed[encoding] ??= compress(answer.body, encoding))
}

/** Sends a cached answer as is (already JSON: no serializer runs), or 304 when the browser has it. */
export function sendCached(req: FastifyRequest, reply: FastifyReply, answer: CachedAnswer) {
  void reply.header('cache-control', PUBLIC_CATALOGUE).header('etag', answer.etag).header('vary', 'accept-encoding')
  const known = req.headers['if-none-match']
  // Compared weakly, as If-None-Match is (RFC 9110 §13.1.2): W/"x" and "x" are the same answer.
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '')
  if (known && known.split(',').some((tag) => opaque(tag) === opaque(answer.etag))) {
    return reply.code(304).send()
  }
  void reply.type('application/json; charset=utf-8')
  const encoding =
    answer.body.length >= COMPRESS_FROM_BYTES ? acceptedEncoding(req.headers['accept-encoding']) : undefined
  if (!encoding) return reply.send(answer.body)
  // Already compressed: @fastify/compress leaves an answer with a Content-Encoding alone.
  return reply.header('content-encoding', encoding).send(compressedBody(answer, encoding))
}
