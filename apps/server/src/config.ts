import { availableParallelism } from 'node:os'
import { isIP } from 'node:net'
import { z } from 'zod'

/** An on/off switch; undefined when unset, so each caller picks its own default. */
const flag = z
  .enum(['0', '1', 'true', 'false', ''])
  .optional()
  .transform((v) => (v === undefined || v === '' ? undefined : v === '1' || v === 'true'))

const optionalText = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== '' ? v.trim() : undefined))

const optionalUrl = (protocols: string[]) =>
  optionalText.refine(
    (v) => v === undefined || (URL.canParse(v) && protocols.includes(new URL(v).protocol)),
    `must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}`,
  )

/** Names proxy-addr (Fastify's trustProxy) knows for whole private ranges. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal'])

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true
  const [address = '', bits, ...rest] = entry.split('/')
  const family = isIP(address)
  if (family === 0 || rest.length > 0) return false
  if (bits === undefined) return true
  const max = family === 4 ? 32 : 128
  return /^\d{1,3}$/.test(bits) && Number(bits) <= max
}

/**
 * Which proxies may name the client in X-Forwarded-For: off (0 or unset), a hop count (the
 * N proxies nearest to the server), or a list of proxy addresses / CIDR ranges. Never "trust
 * everyone": then the left-most, client-written entry would become the address rate limits count.
 */
const trustProxy = z
  .string()
  .optional()
  .transform((v, ctx): TrustProxy => {
    const value = (v ?? '').trim()
    if (value === '' || value === '0' || value === 'false') return false
    if (/^\d{1,2}$/.test(value)) return Number(value)
    const entries = value.split(',').map((e) => e.trim())
    if (entries.every(isProxyAddress)) return entries
    ctx.addIssue({
      code: 'custom',
      message: 'must be 0, a hop count (1 for one proxy), or proxy addresses/CIDR ranges separated by commas',
    })
    return z.NEVER
  })

type TrustProxy = false | number | string[]

/** Every setting the server reads from its environment (README.md, "Configuration"; .env.example). */
export const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).optional(),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().optional(),
  PUBLIC_URL: optionalUrl(['http:', 'https:']),
  DATABASE_URL: optionalUrl(['postgres:', 'postgresql:']),
  DATABASE_REPLICA_URL: optionalUrl(['postgres:', 'postgresql:']),
  DATA_DIR: z.string().default('./data'),
  SEED_DEMO: flag,
  SMTP_URL: optionalUrl(['smtp:', 'smtps:']),
  MAIL_FROM: optionalText.refine((v) => v === undefined || /@/.test(v), 'must be an e-mail address'),
  ADMIN_NOTIFY_EMAIL: optionalText.refine(
    (v) => v === undefined || z.email().safeParse(v).success,
    'must be an e-mail address',
  ),
  RAZORPAY_KEY_ID: optionalText,
  RAZORPAY_KEY_SECRET: optionalText,
  RAZORPAY_WEBHOOK_SECRET: optionalText,
  /** RazorpayX: the business account payouts to sellers are sent from (with the Razorpay keys). */
  RAZORPAYX_ACCOUNT_NUMBER: optionalText,
  REDIS_URL: optionalUrl(['redis:', 'rediss:']),
  TRUST_PROXY: trustProxy,
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).optional(),
  /** Off behind a pooler that cannot keep prepared statements (PgBouncer in transaction mode before 1.21). */
  DB_PREPARED_STATEMENTS: flag,
  /** Media in an S3-compatible bucket, shared by every server, instead of DATA_DIR/media (docs/operations.md). */
  S3_BUCKET: optionalText,
  S3_REGION: optionalText,
  /** An S3-compatible server's address (SeaweedFS, Cloudflare R2, …); unset for AWS itself. */
  S3_ENDPOINT: optionalUrl(['http:', 'https:']),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  /** The bucket in the path rather than the host name; on by default with S3_ENDPOINT. */
  S3_FORCE_PATH_STYLE: flag,
  /** A public or CDN address serving the bucket's files: /media/… is then redirected there. */
  MEDIA_PUBLIC_URL: optionalUrl(['http:', 'https:']),
  /** Turns on GET /metrics (Prometheus), for requests bearing this token. */
  METRICS_TOKEN: z.string().trim().min(16, 'Use at least 16 characters.').optional(),
  /** Connections each server process keeps to PostgreSQL (processes × this must stay under max_connections). */
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(1_000).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  /** Off when migrations are a release step of their own (`npm run db:migrate`) before servers start. */
  MIGRATE_ON_START: flag,
  CATALOG_CACHE_MB: z.coerce.number().int().min(0).max(16_384).optional(),
  /** Another build of the web app to serve (a folder holding index.html), instead of this install's. */
  WEB_DIST_DIR: z.string().trim().min(1).optional(),
  /** Server processes on the one port: a number, or "auto" for one per core. */
  WEB_CONCURRENCY: z
    .union([z.literal('auto'), z.coerce.number().int().min(1).max(64)], 'Use a whole number from 1 to 64, or auto.')
    .optional(),
})

export type Config = {
  isProduction: boolean
  port: number
  host: string
  publicUrl: string
  /** Cookies get the Secure flag when the shop is served over https. */
  secureCookies: boolean
  databaseUrl: string | undefined
  /** A streaming replica of DATABASE_URL for the public catalogue's reads (modules/catalog/catalog-source.ts). */
  databaseReplicaUrl: string | undefined
  dataDir: string
  seedDemo: boolean
  smtpUrl: string | undefined
  mailFrom: string
  adminNotifyEmail: string | undefined
  razorpay: { keyId: string; keySecret: string; webhookSecret: string | undefined } | undefined
  /** RazorpayX payouts, when its account number is set with the Razorpay keys. */
  razorpayx: { keyId: string; keySecret: string; accountNumber: string } | undefined
  redisUrl: string | undefined
  /** A PostgreSQL statement running longer is cancelled and answered 503 (0: never). */
  statementTimeoutMs: number
  /** Data queries run as named prepared statements (db/prepared-statements.ts). */
  preparedStatements: boolean
  /** The media bucket, when set; else media live in DATA_DIR/media. */
  s3:
    | {
        bucket: string
        region: string
        endpoint: string | undefined
        credentials: { accessKeyId: string; secretAccessKey: string } | undefined
        forcePathStyle: boolean
      }
    | undefined
  /** Where /media/… is redirected (a CDN in front of the bucket), without a trailing slash. */
  mediaPublicUrl: string | undefined
  /** GET /metrics answers requests bearing this token; off when unset. */
  metricsToken: string | undefined
  /** PostgreSQL connections per server process. */
  dbPoolSize: number
  /** pino's level for the server's JSON log (request lines in production, jobs, errors). */
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent'
  /** The server applies pending migrations at start (under the start-up lock); else it refuses to start with any pending. */
  migrateOnStart: boolean
  /** Memory for the catalogue cache's answers, in bytes (0: no cache; modules/catalog/catalog-cache.ts). */
  catalogCacheBytes: number
  /** Server processes on the one port (main.ts); above 1 only with PostgreSQL. */
  webConcurrency: number
  /**
   * Which proxies' X-Forwarded-For entries name the client (rate limits, audit): a hop count or
   * proxy addresses, never everyone, or anyone could claim any address and dodge the limits.
   */
  trustProxy: TrustProxy
  /**
   * The development mailbox and the sandbox gateway: only outside production and only while the
   * server listens on loopback, so nobody else can read reset codes or "pay" without money.
   */
  devTools: boolean
  /** Where the built web app lives; served in production mode and by `npm start`. */
  webDistDir: string | undefined
  /** The web app's server renderer (apps/web/dist-ssr/entry-server.js); without it pages render in the browser only. */
  webServerEntry: string | undefined
}

/** Long enough for any page's queries on a loaded server, short enough that nothing waits for ever. */
const DEFAULT_STATEMENT_TIMEOUT_MS = 5_000

/** Thousands of product pages and lists: JSON answers are 2–30 KB each. */
const DEFAULT_CATALOG_CACHE_MB = 64

export class ConfigError extends Error {}

/** Reads and checks the environment once; the only place that reads process.env. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, webDistDir?: string, webServerEntry?: string): Config {
  const parsed = EnvSchema.safeParse(env)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`)
  }
  const e = parsed.data
  const isProduction = e.NODE_ENV === 'production'
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '')
  const problems: string[] = []

  const keyParts = [e.RAZORPAY_KEY_ID, e.RAZORPAY_KEY_SECRET]
  if (keyParts.some(Boolean) && !keyParts.every(Boolean)) {
    problems.push('  RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET must be set together')
  }
  const s3Keys = [e.S3_ACCESS_KEY_ID, e.S3_SECRET_ACCESS_KEY]
  if (s3Keys.some(Boolean) && !s3Keys.every(Boolean)) {
    problems.push('  S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together')
  }
  if ((e.S3_ENDPOINT || s3Keys.some(Boolean) || e.MEDIA_PUBLIC_URL) && !e.S3_BUCKET) {
    problems.push('  S3_BUCKET: is needed for the other S3_* settings and MEDIA_PUBLIC_URL')
  }
  if (e.RAZORPAYX_ACCOUNT_NUMBER && !e.RAZORPAY_KEY_ID) {
    problems.push(
      '  RAZORPAYX_ACCOUNT_NUMBER: needs RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET (RazorpayX uses the same keys)',
    )
  }
  if (isProduction) {
    if (!publicUrl.startsWith('https://')) problems.push('  PUBLIC_URL: must be an https:// URL in production')
    if (!e.SMTP_URL) problems.push('  SMTP_URL: is required in production (no development mailbox there)')
    // Without it Razorpay's webhook is refused, and a payment whose browser callback never
    // arrived would stay unconfirmed.
    if (e.RAZORPAY_KEY_ID && !e.RAZORPAY_WEBHOOK_SECRET) {
      problems.push('  RAZORPAY_WEBHOOK_SECRET: is required in production when Razorpay keys are set')
    }
  }
  const webConcurrency = e.WEB_CONCURRENCY === 'auto' ? availableParallelism() : (e.WEB_CONCURRENCY ?? 1)
  // The embedded database belongs to one process (it locks its folder).
  if (webConcurrency > 1 && !e.DATABASE_URL) {
    problems.push('  WEB_CONCURRENCY: above 1 needs DATABASE_URL (the embedded database serves one process)')
  }
  if (e.DATABASE_REPLICA_URL && !e.DATABASE_URL) {
    problems.push('  DATABASE_REPLICA_URL: needs DATABASE_URL (it is a replica of that database)')
  }
  if (problems.length) throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`)

  // Locally only this machine can reach the shop (its dev mailbox shows reset codes);
  // in production every interface, behind the load balancer.
  const host = e.HOST ?? (isProduction ? '0.0.0.0' : '127.0.0.1')

  return {
    isProduction,
    port: e.PORT,
    host,
    publicUrl,
    secureCookies: publicUrl.startsWith('https://'),
    databaseUrl: e.DATABASE_URL,
    databaseReplicaUrl: e.DATABASE_REPLICA_URL,
    dataDir: e.DATA_DIR,
    seedDemo: e.SEED_DEMO ?? !isProduction,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? 'Haat <no-reply@haat.example>',
    adminNotifyEmail: e.ADMIN_NOTIFY_EMAIL,
    razorpay:
      e.RAZORPAY_KEY_ID && e.RAZORPAY_KEY_SECRET
        ? { keyId: e.RAZORPAY_KEY_ID, keySecret: e.RAZORPAY_KEY_SECRET, webhookSecret: e.RAZORPAY_WEBHOOK_SECRET }
        : undefined,
    razorpayx:
      e.RAZORPAY_KEY_ID && e.RAZORPAY_KEY_SECRET && e.RAZORPAYX_ACCOUNT_NUMBER
        ? { keyId: e.RAZORPAY_KEY_ID, keySecret: e.RAZORPAY_KEY_SECRET, accountNumber: e.RAZORPAYX_ACCOUNT_NUMBER }
        : undefined,
    redisUrl: e.REDIS_URL,
    statementTimeoutMs: e.DB_STATEMENT_TIMEOUT_MS ?? DEFAULT_STATEMENT_TIMEOUT_MS,
    preparedStatements: e.DB_PREPARED_STATEMENTS ?? true,
    migrateOnStart: e.MIGRATE_ON_START ?? true,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          region: e.S3_REGION ?? 'us-east-1',
          endpoint: e.S3_ENDPOINT,
          credentials:
            e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
              : undefined,
          forcePathStyle: e.S3_FORCE_PATH_STYLE ?? Boolean(e.S3_ENDPOINT),
        }
      : undefined,
    mediaPublicUrl: e.MEDIA_PUBLIC_URL?.replace(/\/$/, ''),
    metricsToken: e.METRICS_TOKEN,
    dbPoolSize: e.DB_POOL_SIZE ?? 10,
    logLevel: e.LOG_LEVEL ?? 'info',
    catalogCacheBytes: (e.CATALOG_CACHE_MB ?? DEFAULT_CATALOG_CACHE_MB) * 1024 * 1024,
    webConcurrency,
    trustProxy: e.TRUST_PROXY,
    devTools: !isProduction && isLoopback(host),
    webDistDir: e.WEB_DIST_DIR ?? webDistDir,
    webServerEntry,
  }
}

function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host)
}

/** What the primary process told a worker it forked (main.ts, WEB_CONCURRENCY above 1). */
export const WORKER_ENV = { runsJobs: 'HAAT_RUNS_JOBS', seeded: 'HAAT_SEEDED' } as const

/** A forked server's role: whether it runs the background jobs, and whether its primary loaded the demo data. */
export function workerRole(env: NodeJS.ProcessEnv = process.env) {
  return { runsJobs: env[WORKER_ENV.runsJobs] === '1', seeded: env[WORKER_ENV.seeded] === '1' }
}
