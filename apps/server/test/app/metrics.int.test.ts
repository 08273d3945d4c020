import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startRepeatingJob } from '../../src/lib/repeating-job'
import { createTestApp, type TestContext } from '../test-app'

// GET /metrics (Prometheus): off unless METRICS_TOKEN is set, and then only for that token.
const TOKEN = 'metrics-token-for-the-tests'

describe('metrics', () => {
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await createTestApp({ METRICS_TOKEN: TOKEN })
  })
  afterAll(() => ctx.close())

  it('are off when no token is set', async () => {
    const plain = await createTestApp()
    expect((await plain.app.inject('/metrics')).statusCode).toBe(404)
    await plain.close()
  })

  it('refuses a scrape without the token, or with another, in the error shape', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token', TOKEN, `Bearer ${TOKEN}x`]) {
      const res = await ctx.app.inject({ url: '/metrics', headers: authorization ? { authorization } : {} })
      expect(res.statusCode, String(authorization)).toBe(401)
      expect(res.json().error.code).toBe('UNAUTHENTICATED')
    }
  })

  it('count requests per route pattern, the outbox, the catalogue cache and the process', async () => {
    await ctx.app.inject('/api/health/live')
    await ctx.app.inject('/api/products?pageSize=1')
    await ctx.app.inject('/api/products?pageSize=1')
    await ctx.app.inject('/api/product/no-such-product')
    const res = await ctx.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/)
    const text = res.body
    expect(text).toMatch(
      /haat_http_request_duration_seconds_count\{method="GET",route="\/api\/health\/live",status="200"\} 1/,
    )
    expect(text).toMatch(
      /haat_http_request_duration_seconds_count\{method="GET",route="\/api\/products",status="200"\} 2/,
    )
    // A path a caller made up is counted under its route's pattern, not as a label of its own.
    expect(text).not.toContain('no-such-product')
    expect(text).toMatch(/haat_mail_outbox_pending \d+/)
    expect(text).toMatch(/haat_mail_outbox_oldest_pending_seconds \d/)
    expect(text).toMatch(/haat_catalog_cache_lookups_total\{result="hit"\} [1-9]/)
    expect(text).toMatch(/haat_catalog_cache_lookups_total\{result="miss"\} [1-9]/)
    expect(text).toContain('process_cpu_user_seconds_total')
    // PGlite has no pool to report.
    if (ctx.database.kind === 'postgres') expect(text).toMatch(/haat_db_pool_connections\{state="total"\} [1-9]/)
    else expect(text).not.toContain('haat_db_pool_connections{')
  })

  it('show when each background job last succeeded, and its failures (job lag)', async () => {
    const quiet = { info: () => {}, error: () => {} }
    let calls = 0
    const flaky = startRepeatingJob({
      name: 'metrics test job',
      run: async () => {
        calls += 1
        if (calls === 1) throw new Error('the first run fails')
        return 0
      },
      logger: quiet,
      intervalMs: 10,
      firstRunMs: 0,
    })
    const scrape = async () =>
      (await ctx.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).body
    try {
      await expect.poll(() => calls, { timeout: 5_000 }).toBeGreaterThanOrEqual(2)
      const text = await scrape()
      expect(text).toMatch(/haat_job_failures_total\{job="metrics test job"\} 1/)
      const seen = Number(/haat_job_last_success_timestamp_seconds\{job="metrics test job"\} (\S+)/.exec(text)?.[1])
      expect(Math.abs(seen - Date.now() / 1000)).toBeLessThan(60)
    } finally {
      await flaky.stop()
    }
    // A stopped job's last success is no longer reported (its failures stay counted).
    expect(await scrape()).not.toContain('haat_job_last_success_timestamp_seconds{job="metrics test job"}')
  })
})
