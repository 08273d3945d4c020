import type { FastifyInstance } from 'fastify'
import type { Config } from '../config'
import { AppError } from '../lib/app-error'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * CSRF (docs/decisions/011-csrf.md): cookies are SameSite=Lax, and a state-changing call whose Origin is
 * another site is refused. Calls with no Origin (curl, server-to-server webhooks) carry no
 * browser cookies of ours unless the caller has them, so they pass.
 */
export function registerSameOriginCheck(app: FastifyInstance, config: Config) {
  const allowed = new Set([new URL(config.publicUrl).origin])
  app.addHook('onRequest', async (req) => {
    if (SAFE_METHODS.has(req.method)) return
    const origin = req.headers.origin
    if (!origin) return
    // A plain form posted by one of our pages (the product page's Add to Cart) says `Origin: null`:
    // the site's Referrer-Policy is no-referrer. Any page can make its posts say null, so null is
    // taken only with the browser's own word that the request comes from this origin
    // (Sec-Fetch-Site, which no page can set).
    if (origin === 'null' && req.headers['sec-fetch-site'] === 'same-origin') return
    // The Vite dev server proxies with the browser's own Origin and Host; same host is same site.
    const sameHost = req.headers.host !== undefined && origin.replace(/^https?:\/\//, '') === req.headers.host
    if (!allowed.has(origin) && !sameHost) {
      throw new AppError('FORBIDDEN', /*i18n*/ 'Cross-site requests are not allowed.')
    }
  })
}
