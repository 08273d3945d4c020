import type { FastifyInstance } from 'fastify'
import { AppError } from '../lib/app-error'

/** Deeper than any request Haat's own forms make; deeper input only costs the server. */
const MAX_INPUT_DEPTH = 32

type Finding = { path: string; message: string }

/**
 * The first value PostgreSQL could not store or that is nested too deeply, with its path.
 * Iterative, so hostile nesting cannot exhaust the stack.
 */
function findUnstorableInput(root: unknown, rootPath: string): Finding | null {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value: root, path: rootPath, depth: 0 }]
  for (let item = stack.pop(); item; item = stack.pop()) {
    const { value, path, depth } = item
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return { path, message: /*i18n*/ 'Text may not contain the NUL character.' }
      continue
    }
    if (value === null || typeof value !== 'object') continue
    if (depth >= MAX_INPUT_DEPTH) return { path, message: /*i18n*/ 'This value is nested too deeply.' }
    for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
      const childPath = path ? `${path}.${key}` : key
      if (key.includes('\u0000'))
        return { path: childPath, message: /*i18n*/ 'Names may not contain the NUL character.' }
      stack.push({ value: child, path: childPath, depth: depth + 1 })
    }
  }
  return null
}

/**
 * Refuses, before validation, input no route can store: PostgreSQL text cannot hold a NUL byte
 * (it answered 500 to `%00` in 23 operations), and a deeply nested body is no form's.
 */
export function registerInputGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (req) => {
    const finding =
      findUnstorableInput(req.params, '') ?? findUnstorableInput(req.query, '') ?? findUnstorableInput(req.body, '')
    if (finding) {
      const path = finding.path || 'request'
      throw new AppError('VALIDATION', /*i18n*/ 'Please correct the highlighted field.', {
        details: [{ path, message: finding.message }],
      })
    }
  })
}
