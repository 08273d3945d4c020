import net from 'node:net'
import { afterAll, describe, expect, it } from 'vitest'
import { manualClock } from './clock'
import { type RateLimiter, memoryRateLimiter, redisRateLimiter } from './rate-limiter'

const REDIS_URL = 'redis://127.0.0.1:6379'
// Redis runs on the development machines and in CI; elsewhere the Redis half is skipped.
const redisAnswers = await new Promise<boolean>((resolve) => {
  const socket = net.connect(6379, '127.0.0.1', () => {
    socket.end()
    resolve(true)
  })
  socket.on('error', () => resolve(false))
  socket.setTimeout(500, () => {
    socket.destroy()
    resolve(false)
  })
})

const limiters: RateLimiter[] = []
afterAll(async () => {
  await Promise.all(limiters.map((l) => l.close()))
})

function contract(name: string, make: () => RateLimiter, advance?: (ms: number) => void) {
  describe(name, () => {
    it('allows up to the limit in a window, then refuses with a retry time', async () => {
      const limiter = make()
      const key = `test:${name}:${Math.random()}`
      for (let i = 1; i <= 3; i++) expect((await limiter.hit(key, 3, 60_000)).allowed).toBe(true)
      const fourth = await limiter.hit(key, 3, 60_000)
      expect(fourth.allowed).toBe(false)
      expect(fourth.retryAfterSeconds).toBeGreaterThan(0)
      expect(fourth.retryAfterSeconds).toBeLessThanOrEqual(60)
    })

    it('peeks without counting and resets', async () => {
      const limiter = make()
      const key = `test:${name}:${Math.random()}`
      await limiter.hit(key, 2, 60_000)
      expect((await limiter.peek(key, 2, 60_000)).allowed).toBe(true)
      expect((await limiter.peek(key, 2, 60_000)).allowed).toBe(true)
      await limiter.hit(key, 2, 60_000)
      expect((await limiter.peek(key, 2, 60_000)).allowed).toBe(false)
      await limiter.reset(key)
      expect((await limiter.peek(key, 2, 60_000)).allowed).toBe(true)
    })

    if (advance) {
      it('opens again when the window ends', async () => {
        const limiter = make()
        const key = `test:${name}:${Math.random()}`
        await limiter.hit(key, 1, 60_000)
        expect((await limiter.hit(key, 1, 60_000)).allowed).toBe(false)
        advance(60_001)
        expect((await limiter.hit(key, 1, 60_000)).allowed).toBe(true)
      })
    }
  })
}

const clock = manualClock()
contract('memory', () => memoryRateLimiter(clock), (ms) => clock.advance(ms))
describe.skipIf(!redisAnswers)('redis (shared between servers)', () => {
  contract('redis', () => {
    const limiter = redisRateLimiter(REDIS_URL)
    limiters.push(limiter)
    return limiter
  })
  it('two servers share one count', async () => {
    const a = redisRateLimiter(REDIS_URL)
    const b = redisRateLimiter(REDIS_URL)
    limiters.push(a, b)
    const key = `test:shared:${Math.random()}`
    await a.hit(key, 2, 60_000)
    await b.hit(key, 2, 60_000)
    expect((await a.hit(key, 2, 60_000)).allowed).toBe(false)
  })
})
