import { ERROR_STATUS, type ErrorCode } from '@haat/shared/errors'

export type ErrorDetail = { path: string; message: string }

/** The one error class services throw; the error handler maps its code to an HTTP status. */
export class AppError extends Error {
  readonly code: ErrorCode
  readonly details: ErrorDetail[] | undefined
  readonly headers: Record<string, string> | undefined

  constructor(
    code: ErrorCode,
    message: string,
    options: { details?: ErrorDetail[]; headers?: Record<string, string> } = {},
  ) {
    super(message)
    this.name = 'AppError'
    this.code = code
    this.details = options.details
    this.headers = options.headers
  }

  get status(): number {
    return ERROR_STATUS[this.code]
  }
}

export const notFound = (message = /*i18n*/ 'Not found.') => new AppError('NOT_FOUND', message)
