import { createHash, timingSafeEqual } from 'node:crypto'
import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client'
import { type Database, queryRows } from '../db/client'
import { AppError } from '../lib/app-error'
import { repeatingJobRuns } from '../lib/repeating-job'

/** What the metrics read besides requests: the catalogue cache's running counts. */
type MetricsDeps = {
  token: string
  database: Database
  catalogCache: () => { hits: number; misses: number }
  /** The catalogue's database reads so far, by where they went (catalog-source.ts). */
  catalogReads: () => { replica: number; primary: number }
}

const sameSecret = (given: string, expected: string) => {
  // Compared as hashes: equal lengths for timingSafeEqual, and no early exit on the first difference.
  const digest = (text: string) => createHash('sha256').update(text).digest()
  return timingSafeEqual(digest(given), digest(expected))
}

/**
 * GET /metrics in Prometheus's text format (docs/operations.md), only when METRICS_TOKEN is set and
 * only for `Authorization: Bearer <token>`: request latency per route, the database pool, the mail
 * outbox's depth and age (the mail job's lag), the catalogue cache's hits and misses, and Node's own.
 */
export function registerMetrics(app: FastifyInstance, deps: MetricsDeps) {
  const registry = new Registry()
  collectDefaultMetrics({ register: registry })

  const requests = new Histogram({
    name: 'haat_http_request_duration_seconds',
    help: 'Time to answer a request, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  })
  app.addHook('onResponse', async (req, reply) => {
    // The route's pattern (/api/products/:slug), never the path a caller made up.
    const route = req.routeOptions.url ?? 'unmatched'
    requests.observe({ method: req.method, route, status: String(reply.statusCode) }, reply.elapsedTime / 1000)
  })

  new Gauge({
    name: 'haat_db_pool_connections',
    help: "The PostgreSQL pool's connections: all, idle, and requests waiting for one.",
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const pool = deps.database.poolStats?.()
      if (!pool) return
      this.set({ state: 'total' }, pool.total)
      this.set({ state: 'idle' }, pool.idle)
      this.set({ state: 'waiting' }, pool.waiting)
    },
  })

  const outboxAge = new Gauge({
    name: 'haat_mail_outbox_oldest_pending_seconds',
    help: 'Age of the oldest mail not sent yet (how far behind the mail job is).',
    registers: [registry],
  })
  new Gauge({
    name: 'haat_mail_outbox_pending',
    help: 'Mails waiting in the outbox.',
    registers: [registry],
    async collect() {
      const [row] = await queryRows<{ pending: number; oldest: number | null }>(
        deps.database.db,
        sql`select count(*)::int as pending,
              extract(epoch from now() - min(created_at))::float8 as oldest
            from outbox where status = 'pending'`,
      )
      this.set(row?.pending ?? 0)
      outboxAge.set(row?.oldest ?? 0)
    },
  })

  // Job lag: alert on `time() - haat_job_last_success_timestamp_seconds` well past a job's interval.
  new Gauge({
    name: 'haat_job_last_success_timestamp_seconds',
    help: 'When each background job this process runs last finished without error (0: not yet).',
    labelNames: ['job'] as const,
    registers: [registry],
    collect() {
      this.reset()
      for (const [job, run] of repeatingJobRuns()) this.set({ job }, (run.lastSuccessAt ?? 0) / 1000)
    },
  })

  totalsCounter(registry, {
    name: 'haat_catalog_cache_lookups_total',
    help: "The catalogue cache's lookups, answered from memory (hit) or from the database (miss).",
    label: 'result',
    totals: () => {
      const { hits, misses } = deps.catalogCache()
      return { hit: hits, miss: misses }
    },
  })
  totalsCounter(registry, {
    name: 'haat_catalog_database_reads_total',
    help: "The public catalogue's database reads, by the database that answered (replica or primary).",
    label: 'database',
    totals: deps.catalogReads,
  })
  totalsCounter(registry, {
    name: 'haat_job_failures_total',
    help: 'Runs of each background job in this process that failed (logged with the error).',
    label: 'job',
    totals: () => Object.fromEntries([...repeatingJobRuns()].map(([job, run]) => [job, run.failures])),
  })

  const schema = {
    summary: 'Prometheus metrics of this process',
    tags: ['Operations'],
    security: [{ metricsToken: [] }],
  }
  app.get('/metrics', { schema }, async (req, reply) => {
    if (!sameSecret(req.headers.authorization ?? '', `Bearer ${deps.token}`)) {
      throw new AppError('UNAUTHENTICATED', 'The metrics need their token.')
    }
    void reply.header('cache-control', 'no-store').type(registry.contentType)
    return registry.metrics()
  })
}

/**
 * A Prometheus counter fed from running totals kept elsewhere (the cache's hits, the jobs'
 * failures): each scrape adds what each total grew by since the last one.
 */
function totalsCounter(
  registry: Registry,
  options: { name: string; help: string; label: string; totals: () => Record<string, number> },
) {
  const seen = new Map<string, number>()
  new Counter({
    name: options.name,
    help: options.help,
    labelNames: [options.label],
    registers: [registry],
    collect() {
      for (const [value, total] of Object.entries(options.totals())) {
        this.inc({ [options.label]: value }, total - (seen.get(value) ?? 0))
        seen.set(value, total)
      }
    },
  })
}
