import net from 'node:net'
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { manualClock } from './clock'
import { countLimit, enforceLimit } from './limits'
import { LimiterUnavailable, type RateLimiter, memoryRateLimiter, redisRateLimiter } from './rate-limiter'

/**
 * A full garbage collection, so a heap reading counts what is kept, not the garbage a loop left
 * (heapUsed without it swung 30-50 MB from run to run and failed CI once).
 */
setFlagsFromString('--expose-gc')
const collectGarbage = runInNewContext('gc') as () => void

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

    it('makes a key wait, keeps the longer of two waits, and lets it go when the wait ends', async () => {
      const limiter = make()
      const key = `test:${name}:${Math.random()}`
      expect(await limiter.blockedFor(key)).toBe(0)
      await limiter.block(key, 30_000)
      await limiter.block(key, 5_000)
      const wait = await limiter.blockedFor(key)
      expect(wait).toBeGreaterThan(5)
      expect(wait).toBeLessThanOrEqual(30)
      if (advance) {
        advance(30_001)
        expect(await limiter.blockedFor(key)).toBe(0)
      }
    })

    it('counts concurrent hits exactly', async () => {
      const limiter = make()
      const key = `test:${name}:${Math.random()}`
      const results = await Promise.all(Array.from({ length: 50 }, () => limiter.hit(key, 10, 60_000)))
      expect(results.filter((r) => r.allowed)).toHaveLength(10)
      expect(results.map((r) => r.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1))
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
contract(
  'memory',
  () => memoryRateLimiter(clock),
  (ms) => clock.advance(ms),
)

describe('memory limiter size', () => {
  it('stays bounded and fast under 100,000 distinct view keys', async () => {
    const limiter = memoryRateLimiter(clock, { maxKeys: 20_000 })
    limiters.push(limiter)
    collectGarbage()
    const heapBefore = process.memoryUsage().heapUsed
    const started = performance.now()
    for (let i = 0; i < 100_000; i++)
      await limiter.hit(`productView:10.${i >> 16}.${(i >> 8) & 255}.${i & 255}:p-${i}`, 1, 30 * 60_000)
    const perCallUs = ((performance.now() - started) / 100_000) * 1000
    expect(limiter.size()).toBe(20_000)
    expect(perCallUs).toBeLessThan(50)
    // 20,000 small windows kept (about 8 MB), not the 100,000 an unbounded map would keep (about 40).
    collectGarbage()
    expect(process.memoryUsage().heapUsed - heapBefore).toBeLessThan(20 * 1024 * 1024)
  })

  it('sweeps ended windows on its timer', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    try {
      const own = manualClock()
      const limiter = memoryRateLimiter(own)
      limiters.push(limiter)
      for (let i = 0; i < 100; i++) await limiter.hit(`k${i}`, 1, 1_000)
      expect(limiter.size()).toBe(100)
      own.advance(2_000)
      vi.advanceTimersByTime(60_000)
      expect(limiter.size()).toBe(0)
    } finally {
      vi.useRealTimers()
    }
  })
})

describe('a Redis outage', () => {
  it('answers LimiterUnavailable quickly instead of hanging', async () => {
    // Nothing listens on port 1: every call fails, within the command timeout.
    const limiter = redisRateLimiter('redis://127.0.0.1:1', { commandTimeoutMs: 200 })
    limiters.push(limiter)
    const started = performance.now()
    await expect(limiter.hit('k', 1, 60_000)).rejects.toBeInstanceOf(LimiterUnavailable)
    await expect(limiter.blockedFor('k')).rejects.toBeInstanceOf(LimiterUnavailable)
    // /api/health/ready hears that it is down, as quickly.
    expect(await limiter.ping()).toBe(false)
    expect(performance.now() - started).toBeLessThan(2_000)
  })
})

describe.skipIf(!redisAnswers)('redis (shared between servers)', () => {
  contract('redis', () => {
    const limiter = redisRateLimiter(REDIS_URL)
    limiters.push(limiter)
    return limiter
  })
  it('answers a ping while Redis is up', async () => {
    const limiter = redisRateLimiter(REDIS_URL)
    limiters.push(limiter)
    expect(await limiter.ping()).toBe(true)
  })
  it('fails at once, not after the timeout, once the connection to Redis is lost', async () => {
    // A proxy between the limiter and Redis, cut mid-run: Redis "goes away" for this client only,
    // and a new connection is taken but never answered, as an unreachable host behaves.
    const sockets = new Set<net.Socket>()
    let cut = false
    const proxy = net.createServer((client) => {
      sockets.add(client)
      if (cut) return
      const upstream = net.connect(6379, '127.0.0.1')
      client.pipe(upstream).pipe(client)
      for (const socket of [client, upstream]) {
        sockets.add(socket)
        socket.on('error', () => {})
      }
    })
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve))
    const { port } = proxy.address() as net.AddressInfo
    const limiter = redisRateLimiter(`redis://127.0.0.1:${port}`, { commandTimeoutMs: 5_000 })
    limiters.push(limiter)
    const key = `test:outage:${Math.random()}`
    expect((await limiter.hit(key, 5, 60_000)).count).toBe(1)
    cut = true
    for (const socket of sockets) socket.destroy()
    await new Promise((resolve) => setTimeout(resolve, 50))
    const started = performance.now()
    await expect(limiter.hit(key, 5, 60_000)).rejects.toBeInstanceOf(LimiterUnavailable)
    expect(performance.now() - started).toBeLessThan(1_000)
    for (const socket of sockets) socket.destroy()
    proxy.close()
  })
  it('lets a count of something already done go when Redis is away, and refuses new limited actions', async () => {
    const limiter = redisRateLimiter('redis://127.0.0.1:1', { commandTimeoutMs: 100 })
    limiters.push(limiter)
    await expect(countLimit(limiter, 'ordersPerAccount', 'someone')).resolves.toBeUndefined()
    await expect(enforceLimit(limiter, 'ordersPerAccount', 'someone')).rejects.toBeInstanceOf(LimiterUnavailable)
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
