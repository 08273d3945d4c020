import { AsyncLocalStorage } from 'node:async_hooks'
import type { FastifyInstance } from 'fastify'

/** Where the current request came from: what an audit row records beside the change itself. */
export type RequestContext = { ip: string; userAgent: string | null; requestId: string }

const storage = new AsyncLocalStorage<RequestContext>()

/** The request being served, or undefined in a background job. */
export function currentRequest(): RequestContext | undefined {
  return storage.getStore()
}

/**
 * Runs each request inside its own context, so deep code (the audit log) knows the caller's
 * address without every service passing the request down. Registered first: every later hook
 * and handler runs inside it.
 */
export function registerRequestContext(app: FastifyInstance) {
  app.addHook('onRequest', (req, _reply, done) => {
    const agent = req.headers['user-agent']
    storage.run(
      { ip: req.ip, userAgent: typeof agent === 'string' ? agent.slice(0, 300) : null, requestId: req.id },
      done,
    )
  })
}
