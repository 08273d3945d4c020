import { Redis } from 'ioredis'
import { LRUCache } from 'lru-cache'
import { AppError } from './app-error'
import type { Clock } from './clock'

type LimitResult = { allowed: boolean; count: number; retryAfterSeconds: number }

/**
 * Fixed-window counters for the limits docs/decisions/010-rate-limits.md asks for, and the waits that slow down
 * repeated failed sign-ins. In memory for one process; through Redis when REDIS_URL is set, so
 * several servers share the counts.
 */
export type RateLimiter = {
  /** Counts one event and says whether the caller is still within `limit` per window. */
  hit(key: string, limit: number, windowMs: number): Promise<LimitResult>
  /** The current count without adding to it. */
  peek(key: string, limit: number, windowMs: number): Promise<LimitResult>
  reset(key: string): Promise<void>
  /** Makes `key` wait `ms` (a longer wait already running is kept). */
  block(key: string, ms: number): Promise<void>
  /** Seconds `key` must still wait; 0 when it may go on. */
  blockedFor(key: string): Promise<number>
  /** Whether the counter store answers (/api/health/ready); the process's own memory always does. */
  ping(): Promise<boolean>
  close(): Promise<void>
}

/** Thrown when the shared counter store cannot answer: callers decide to fail open or closed. */
export class LimiterUnavailable extends AppError {
  constructor() {
    super('UNAVAILABLE', /*i18n*/ 'This is briefly unavailable. Please try again in a minute.', {
      headers: { 'retry-after': '60' },
    })
  }
}

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000))

/** The most counters one process keeps; past it the least recently used go first. */
const MEMORY_LIMITER_MAX_KEYS = 100_000
const SWEEP_EVERY_MS = 60_000

type Window = { count: number; endsAt: number }

/**
 * Counters in this process's memory, bounded: an LRU of at most `maxKeys` windows (so a flood
 * of distinct keys evicts the idlest counters instead of growing without end), swept of ended
 * windows on a timer. Windows follow the injected clock, so tests can move time.
 */
export function memoryRateLimiter(clock: Clock, options: { maxKeys?: number } = {}): RateLimiter & { size(): number } {
  const windows = new LRUCache<string, Window>({ max: options.maxKeys ?? MEMORY_LIMITER_MAX_KEYS })
  const now = () => clock.now().getTime()
  const live = (key: string): Window | undefined => {
    const entry = windows.get(key)
    if (entry && entry.endsAt > now()) return entry
    if (entry) windows.delete(key)
    return undefined
  }
  const sweep = setInterval(() => {
    const at = now()
    for (const [key, entry] of windows.entries()) if (entry.endsAt <= at) windows.delete(key)
  }, SWEEP_EVERY_MS)
  sweep.unref()

  return {
    async hit(key, limit, windowMs) {
      let entry = live(key)
      if (!entry) {
        entry = { count: 0, endsAt: now() + windowMs }
        windows.set(key, entry)
      }
      entry.count += 1
      return { allowed: entry.count <= limit, count: entry.count, retryAfterSeconds: seconds(entry.endsAt - now()) }
    },
    async peek(key, limit, windowMs) {
      // peek asks "may one more happen?": at the limit already means no. Nothing is stored.
      const entry = live(key)
      const count = (entry?.count ?? 0) + 1
      return { allowed: count <= limit, count, retryAfterSeconds: seconds(entry ? entry.endsAt - now() : windowMs) }
    },
    async reset(key) {
      windows.delete(key)
    },
    async block(key, ms) {
      const endsAt = now() + ms
      const entry = live(key)
      if (!entry || entry.endsAt < endsAt) windows.set(key, { count: 1, endsAt })
    },
    async blockedFor(key) {
      const entry = live(key)
      return entry ? seconds(entry.endsAt - now()) : 0
    },
    async ping() {
      return true
    },
    async close() {
      clearInterval(sweep)
    },
    size: () => windows.size,
  }
}

/**
 * One round trip, atomically: add to the counter, start its window if it is new, and answer the
 * count with the window's time left. (INCR then PEXPIRE as two commands could leave a counter
 * without expiry if the server died between them.)
 */
const COUNT_SCRIPT = `
local count = redis.call('INCRBY', KEYS[1], ARGV[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
  ttl = tonumber(ARGV[2])
end
return {count, ttl}`

/** Sets the wait unless a longer one is already running. */
const BLOCK_SCRIPT = `
local ttl = redis.call('PTTL', KEYS[1])
if ttl < tonumber(ARGV[1]) then
  redis.call('SET', KEYS[1], '1', 'PX', ARGV[1])
end
return 1`

/**
 * Counters shared by every server through Redis. When Redis cannot answer within a moment the
 * call throws LimiterUnavailable instead of queueing: sign-in then fails closed (503), view
 * counting fails open (see docs/security.md).
 */
export function redisRateLimiter(url: string, options: { commandTimeoutMs?: number } = {}): RateLimiter {
  const redis = new Redis(url, {
    maxRetriesPerRequest: 1,
    // A call waits at most this long. The timer also counts this process's own event-loop lag:
    // under a burst (200 checkouts at once in the two-server proof) 500 ms turned answers into 503s.
    commandTimeout: options.commandTimeoutMs ?? 2_000,
  })
  // Connection errors surface on the calls; without a listener ioredis would log each retry.
  redis.on('error', () => {})
  // Once connected, a lost connection fails calls at once instead of queueing them until Redis
  // returns, so an outage answers quickly; only the first connection, at start, is waited for.
  let connectedOnce = false
  redis.on('ready', () => {
    connectedOnce = true
  })
  const prefix = 'haat:rl:'
  const run = async <T>(command: () => Promise<T>): Promise<T> => {
    if (connectedOnce && redis.status !== 'ready') throw new LimiterUnavailable()
    try {
      return await command()
    } catch {
      throw new LimiterUnavailable()
    }
  }
  const count = (key: string, add: number, windowMs: number) =>
    run(async () => {
      const [value, ttl] = (await redis.eval(COUNT_SCRIPT, 1, prefix + key, add, windowMs)) as [number, number]
      return { value, ttl }
    })

  return {
    async hit(key, limit, windowMs) {
      const { value, ttl } = await count(key, 1, windowMs)
      return { allowed: value <= limit, count: value, retryAfterSeconds: seconds(ttl) }
    },
    async peek(key, limit, windowMs) {
      const [value, ttl] = await run(() =>
        redis
          .multi()
          .get(prefix + key)
          .pttl(prefix + key)
          .exec(),
      ).then((replies) => (replies ?? []).map(([, v]) => v) as [string | null, number])
      const next = Number(value ?? 0) + 1
      return { allowed: next <= limit, count: next, retryAfterSeconds: seconds(ttl > 0 ? ttl : windowMs) }
    },
    async reset(key) {
      await run(() => redis.del(prefix + key))
    },
    async block(key, ms) {
      await run(() => redis.eval(BLOCK_SCRIPT, 1, prefix + key, ms))
    },
    async blockedFor(key) {
      const ttl = await run(() => redis.pttl(prefix + key))
      return ttl > 0 ? seconds(ttl) : 0
    },
    async ping() {
      return redis.ping().then(
        (reply) => reply === 'PONG',
        () => false,
      )
    },
    async close() {
      redis.disconnect()
    },
  }
}
