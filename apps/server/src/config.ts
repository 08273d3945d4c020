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

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).optional(),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().optional(),
  PUBLIC_URL: optionalUrl(['http:', 'https:']),
  DATABASE_URL: optionalUrl(['postgres:', 'postgresql:']),
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
  REDIS_URL: optionalUrl(['redis:', 'rediss:']),
  TRUST_PROXY: flag,
})

export type Config = {
  isProduction: boolean
  port: number
  host: string
  publicUrl: string
  /** Cookies get the Secure flag when the shop is served over https. */
  secureCookies: boolean
  databaseUrl: string | undefined
  dataDir: string
  seedDemo: boolean
  smtpUrl: string | undefined
  mailFrom: string
  adminNotifyEmail: string | undefined
  razorpay: { keyId: string; keySecret: string; webhookSecret: string | undefined } | undefined
  redisUrl: string | undefined
  /**
   * Whether X-Forwarded-For names the client (rate limits, audit). Only behind a proxy that sets
   * it: otherwise anyone could claim any address and dodge the limits.
   */
  trustProxy: boolean
  /**
   * The development mailbox and the sandbox gateway: only outside production and only while the
   * server listens on loopback, so nobody else can read reset codes or "pay" without money.
   */
  devTools: boolean
  /** Where the built web app lives; served in production mode and by `npm start`. */
  webDistDir: string | undefined
}

export class ConfigError extends Error {}

/** Reads and checks the environment once; the only place that reads process.env. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, webDistDir?: string): Config {
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
  if (isProduction) {
    if (!publicUrl.startsWith('https://')) problems.push('  PUBLIC_URL: must be an https:// URL in production')
    if (!e.SMTP_URL) problems.push('  SMTP_URL: is required in production (no development mailbox there)')
    // Without it Razorpay's webhook is refused, and a payment whose browser callback never
    // arrived would stay unconfirmed.
    if (e.RAZORPAY_KEY_ID && !e.RAZORPAY_WEBHOOK_SECRET) {
      problems.push('  RAZORPAY_WEBHOOK_SECRET: is required in production when Razorpay keys are set')
    }
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
    dataDir: e.DATA_DIR,
    seedDemo: e.SEED_DEMO ?? !isProduction,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? 'Haat <no-reply@haat.example>',
    adminNotifyEmail: e.ADMIN_NOTIFY_EMAIL,
    razorpay:
      e.RAZORPAY_KEY_ID && e.RAZORPAY_KEY_SECRET
        ? { keyId: e.RAZORPAY_KEY_ID, keySecret: e.RAZORPAY_KEY_SECRET, webhookSecret: e.RAZORPAY_WEBHOOK_SECRET }
        : undefined,
    redisUrl: e.REDIS_URL,
    trustProxy: e.TRUST_PROXY ?? false,
    devTools: !isProduction && isLoopback(host),
    webDistDir,
  }
}

function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host)
}
