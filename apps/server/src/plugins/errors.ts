import type { ErrorBody } from '@haat/shared/errors'
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod'
import { AppError, type ErrorDetail } from '../lib/app-error'
import { isConnectionUnavailable, sqlState } from '../lib/db-errors'
import { requestLocale } from '../lib/request-locale'
import { translateTextIn } from '../lib/server-i18n'

function body(code: string, message: string, details?: ErrorDetail[]): ErrorBody {
  return { error: { code, message, ...(details?.length ? { details } : {}) } }
}

/** The error's texts in the visitor's language (the page's: its `lang` cookie); the admin console's in English. */
function inLanguage(request: FastifyRequest, error: ErrorBody): ErrorBody {
  const { locale } = requestLocale(request)
  if (locale === 'en-IN' || request.url.startsWith('/api/admin/')) return error
  const say = (text: string) => translateTextIn(locale, text)
  const { code, message, details } = error.error
  const translated = details?.map((detail) => ({ path: detail.path, message: say(detail.message) }))
  // A refusal made of its details' texts (checkout's problems, one per line) is said from them.
  const madeOfDetails = translated && message === details?.map((detail) => detail.message).join(' ')
  return body(code, madeOfDetails ? translated.map((detail) => detail.message).join(' ') : say(message), translated)
}

/**
 * PostgreSQL errors that are the caller's input or a passing condition, not a bug: text it cannot
 * store is a 400; a lost race that survived the retries, or a query cut off by statement_timeout,
 * is a 503 to try again shortly.
 */
const DATABASE_ANSWERS: Record<string, { status: number; code: string; message: string; retryAfter?: number }> = {
  '22021': { status: 400, code: 'VALIDATION', message: /*i18n*/ 'The request contains text that cannot be stored.' },
  '22P05': { status: 400, code: 'VALIDATION', message: /*i18n*/ 'The request contains text that cannot be stored.' },
  '54001': { status: 400, code: 'BAD_REQUEST', message: /*i18n*/ 'The request is too complex.' },
  '40001': {
    status: 503,
    code: 'UNAVAILABLE',
    message: /*i18n*/ 'The shop is busy. Please try again in a moment.',
    retryAfter: 1,
  },
  '40P01': {
    status: 503,
    code: 'UNAVAILABLE',
    message: /*i18n*/ 'The shop is busy. Please try again in a moment.',
    retryAfter: 1,
  },
  '57014': {
    status: 503,
    code: 'UNAVAILABLE',
    message: /*i18n*/ 'That took too long. Please try again in a moment.',
    retryAfter: 5,
  },
}

const ONE_FIELD = /*i18n*/ 'Please correct the highlighted field.'
const FIELDS = /*i18n*/ 'Please correct the highlighted fields.'

/** Maps every failure to the one error shape; a 5xx is logged with its request id and shows nothing internal. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) void reply.headers(error.headers)
      if (error.status >= 500) request.log.error({ err: error }, error.message)
      return reply.code(error.status).send(inLanguage(request, body(error.code, error.message, error.details)))
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = error.validation.map((issue) => ({
        // "/address/pin" → "address.pin"; the whole body or query when no field is named.
        path: issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || (error.validationContext ?? 'request'),
        message: issue.message ?? /*i18n*/ 'Invalid value',
      }))
      return reply
        .code(400)
        .send(inLanguage(request, body('VALIDATION', details.length === 1 ? ONE_FIELD : FIELDS, details)))
    }
    const state = sqlState(error)
    if (state && DATABASE_ANSWERS[state]) {
      const { status, code, message, retryAfter } = DATABASE_ANSWERS[state]
      if (retryAfter) void reply.header('retry-after', String(retryAfter))
      request.log.warn({ err: error, sqlState: state }, 'database refused the request')
      return reply.code(status).send(inLanguage(request, body(code, message)))
    }
    if (isConnectionUnavailable(error)) {
      void reply.header('retry-after', '1')
      request.log.warn({ err: error }, 'no database connection in time')
      return reply
        .code(503)
        .send(inLanguage(request, body('UNAVAILABLE', /*i18n*/ 'The shop is busy. Please try again in a moment.')))
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema')
      return reply
        .code(500)
        .send(inLanguage(request, body('INTERNAL', /*i18n*/ 'Something went wrong on our side. Please try again.')))
    }
    const status = error.statusCode ?? 500
    if (status === 429) {
      return reply
        .code(429)
        .send(
          inLanguage(request, body('RATE_LIMITED', /*i18n*/ 'Too many attempts. Please wait a moment and try again.')),
        )
    }
    if (status >= 400 && status < 500) {
      const code =
        status === 413
          ? 'PAYLOAD_TOO_LARGE'
          : status === 415
            ? 'UNSUPPORTED_MEDIA_TYPE'
            : status === 404
              ? 'NOT_FOUND'
              : 'BAD_REQUEST'
      return reply.code(status).send(inLanguage(request, body(code, publicMessage(error))))
    }
    request.log.error({ err: error }, 'unhandled error')
    return reply
      .code(500)
      .send(inLanguage(request, body('INTERNAL', /*i18n*/ 'Something went wrong on our side. Please try again.')))
  })
}

/** Fastify's own 4xx messages are safe to show, but name its codes in plain words where they read oddly. */
function publicMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return /*i18n*/ 'The request body is not valid JSON.'
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return /*i18n*/ 'The request body is too large.'
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return /*i18n*/ 'This content type is not accepted here.'
    default:
      return error.message
  }
}

/**
 * Errors Fastify meets before a route is even chosen (an undecodable URL, a path segment longer
 * than a route allows): answered in the one error shape too, not Fastify's own.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    void reply.code(414).send(body('URI_TOO_LONG', /*i18n*/ 'This address is too long.'))
    return
  }
  void reply.code(400).send(body('BAD_REQUEST', /*i18n*/ 'This address is not valid.'))
}

export function errorBody(code: string, message: string): ErrorBody {
  return body(code, message)
}
