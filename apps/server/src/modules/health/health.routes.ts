import type { App } from '../../app-type'
import { z } from 'zod'
import type { Database } from '../../db/client'
import { AppError } from '../../lib/app-error'
import type { RateLimiter } from '../../lib/rate-limiter'
import type { MediaStorage } from '../media'

const tags = ['Operations']

const LiveBody = z.object({ status: z.literal('ok') })
const ReadyBody = z.object({
  status: z.literal('ok'),
  database: z.literal('up'),
  redis: z.enum(['up', 'not used']),
  storage: z.literal('up'),
})

/**
 * What a load balancer or orchestrator asks (docs/operations.md):
 * - `/api/health/live`: the process answers. Nothing else is checked, so a database blip does not
 *   get healthy processes restarted.
 * - `/api/health/ready` (and `/api/health`, which the start script and older setups ask): the
 *   database, Redis when REDIS_URL is set, and the media store answer, so the process can serve;
 *   503 in the error shape naming what does not, and the balancer sends traffic elsewhere meanwhile.
 */
export function healthRoutes(
  app: App,
  deps: { database: Database; limiter: RateLimiter; redisUsed: boolean; storage: MediaStorage },
) {
  app.get(
    '/api/health/live',
    { schema: { summary: 'Whether the process answers (liveness)', tags, response: { 200: LiveBody } } },
    () => ({ status: 'ok' as const }),
  )

  const ready = async () => {
    const [database, redis, storage] = await Promise.all([
      deps.database.ping(),
      deps.redisUsed ? deps.limiter.ping() : Promise.resolve(true),
      deps.storage.ping(),
    ])
    const down = [
      database ? null : 'the database',
      redis ? null : 'Redis',
      storage ? null : 'the media storage',
    ].filter((part) => part !== null)
    if (down.length > 0) {
      const names = down.length === 1 ? down.join('') : `${down.slice(0, -1).join(', ')} and ${down.at(-1)}`
      throw new AppError('UNAVAILABLE', `Not ready: ${names} ${down.length === 1 ? 'is' : 'are'} not answering.`)
    }
    return {
      status: 'ok' as const,
      database: 'up' as const,
      redis: deps.redisUsed ? ('up' as const) : ('not used' as const),
      storage: 'up' as const,
    }
  }
  app.get(
    '/api/health/ready',
    {
      schema: {
        summary: 'Whether the database, Redis and media storage answer (readiness)',
        tags,
        response: { 200: ReadyBody },
      },
    },
    ready,
  )
  app.get(
    '/api/health',
    { schema: { summary: 'Readiness, as /api/health/ready (older setups)', tags, response: { 200: ReadyBody } } },
    ready,
  )
}
