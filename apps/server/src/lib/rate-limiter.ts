import { Redis } from 'ioredis'
import type { Clock } from './clock'

export type LimitResult = { allowed: boolean; count: number; retryAfterSeconds: number }

/**
 * Fixed-window counters for the limits DECISIONS.md 6 asks for. In memory for one process;
 * through Redis when REDIS_URL is set, so several servers share the counts.
 */
export type RateLimiter = {
  /** Counts one event and says whether the caller is still within `limit` per window. */
  hit(key: string, limit: number, windowMs: number): Promise<LimitResult>
  /** The current count without adding to it. */
  peek(key: string, limit: number, windowMs: number): Promise<LimitResult>
  reset(key: string): Promise<void>
  close(): Promise<void>
}

export function memoryRateLimiter(clock: Clock): RateLimiter {
  const windows = new Map<string, { count: number; endsAt: number }>()
  const current = (key: string, windowMs: number) => {
    const now = clock.now().getTime()
    let entry = windows.get(key)
    if (!entry || entry.endsAt <= now) {
      entry = { count: 0, endsAt: now + windowMs }
      windows.set(key, entry)
    }
    if (windows.size > 50_000) {
      for (const [k, e] of windows) if (e.endsAt <= now) windows.delete(k)
    }
    return { entry, now }
  }
  const result = (count: number, limit: number, endsAt: number, now: number): LimitResult => ({
    allowed: count <= limit,
    count,
    retryAfterSeconds: Math.max(1, Math.ceil((endsAt - now) / 1000)),
  })
  return {
    async hit(key, limit, windowMs) {
      const { entry, now } = current(key, windowMs)
      entry.count += 1
      return result(entry.count, limit, entry.endsAt, now)
    },
    async peek(key, limit, windowMs) {
      const { entry, now } = current(key, windowMs)
      // peek asks "may one more happen?": at the limit already means no.
      return result(entry.count + 1, limit, entry.endsAt, now)
    },
    async reset(key) {
      windows.delete(key)
    },
    async close() {},
  }
}

export function redisRateLimiter(url: string): RateLimiter {
  const redis = new Redis(url, { maxRetriesPerRequest: 2, lazyConnect: false })
  const prefix = 'haat:rl:'
  const read = async (key: string, windowMs: number, add: number) => {
    const k = prefix + key
    const [[, count], [, ttl]] = (await redis
      .multi()
      .incrby(k, add)
      .pttl(k)
      .exec()) as [[null, number], [null, number]]
    if (ttl < 0) await redis.pexpire(k, windowMs)
    return { count, ttl: ttl < 0 ? windowMs : ttl }
  }
  return {
    async hit(key, limit, windowMs) {
      const { count, ttl } = await read(key, windowMs, 1)
      return { allowed: count <= limit, count, retryAfterSeconds: Math.max(1, Math.ceil(ttl / 1000)) }
    },
    async peek(key, limit, windowMs) {
      const { count, ttl } = await read(key, windowMs, 0)
      return { allowed: count + 1 <= limit, count: count + 1, retryAfterSeconds: Math.max(1, Math.ceil(ttl / 1000)) }
    },
    async reset(key) {
      await redis.del(prefix + key)
    },
    async close() {
      await redis.quit()
    },
  }
}
