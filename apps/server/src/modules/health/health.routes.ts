import type { App } from '../../app-type'
import { z } from 'zod'
import type { Database } from '../../db/client'
import { AppError } from '../../lib/app-error'

const HealthBody = z.object({ status: z.literal('ok'), database: z.literal('up') })

/** Load balancers and the start script ask here whether the shop can serve. */
export function healthRoutes(app: App, database: Database) {
  app.get('/api/health', { schema: { response: { 200: HealthBody } } }, async () => {
    if (!(await database.ping())) throw new AppError('UNAVAILABLE', 'The database is not answering.')
    return { status: 'ok' as const, database: 'up' as const }
  })
}
