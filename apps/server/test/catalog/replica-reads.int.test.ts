import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { makeCategory, makeProduct, makeVendor, setProduct } from '../factories'
import { type Replica, startReplica } from '../pg-replica'
import { createTestApp, type TestContext } from '../test-app'

// DATABASE_REPLICA_URL: the public catalogue read from a real streaming replica of the test server
// (pg_basebackup), never serving or caching what the replica has not replayed yet.
const postgres = inject('postgresTemplate')
const TOKEN = 'replica-metrics-token-0123456789'

describe.skipIf(!postgres)('catalogue reads from a streaming replica', () => {
  let replica: Replica
  let ctx: TestContext
  let slug: string
  let productId: string

  beforeAll(async () => {
    replica = await startReplica(postgres?.adminUrl ?? '')
    ctx = await createTestApp(
      { METRICS_TOKEN: TOKEN },
      {
        replicaUrl: async (url) => {
          // The test's database was created on the primary after the base backup: wait for it.
          await replica.catchUp()
          return replica.url(new URL(url).pathname.slice(1))
        },
      },
    )
    const vendor = await makeVendor(ctx.db)
    const category = await makeCategory(ctx.db)
    const product = await makeProduct(ctx.db, { vendorId: vendor.id, categoryId: category.id, pricePaise: 49_900 })
    slug = product.slug
    productId = product.id
    await ctx.app.catalogCaughtUp()
    await replica.catchUp()
  })
  afterAll(async () => {
    await ctx?.close()
    await replica?.stop()
  })

  const readsFrom = async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })
    const count = (database: string) =>
      Number(
        new RegExp(`haat_catalog_database_reads_total\\{database="${database}"\\} (\\d+)`).exec(res.body)?.[1] ?? 0,
      )
    return { replica: count('replica'), primary: count('primary') }
  }
  const price = async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/products/${slug}` })
    expect(res.statusCode).toBe(200)
    return (res.json() as { pricePaise: number }).pricePaise
  }
  const setPrice = async (pricePaise: number) => {
    await setProduct(ctx.db, productId, { pricePaise })
    await ctx.app.catalogCaughtUp()
  }

  it('answers product pages, lists and search from the replica when it is current', async () => {
    const before = await readsFrom()
    expect(await price()).toBe(49_900)
    const list = await ctx.app.inject({ method: 'GET', url: '/api/products?pageSize=24' })
    expect(list.statusCode).toBe(200)
    const after = await readsFrom()
    expect(after.replica - before.replica).toBeGreaterThanOrEqual(2)
    expect(after.primary).toBe(before.primary)
  })

  it('reads from the primary while the replica lags a change, and caches nothing stale', async () => {
    await replica.pauseReplay()
    try {
      await setPrice(54_900)
      const before = await readsFrom()
      // The replica still has ₹499: the page must show ₹549, read from the primary.
      expect(await price()).toBe(54_900)
      expect((await readsFrom()).primary).toBeGreaterThan(before.primary)
      // Served from the cache now, and still the new price.
      expect(await price()).toBe(54_900)
    } finally {
      await replica.resumeReplay()
    }
    await replica.catchUp()
    // Caught up: the next change is read from the replica again, once it has replayed it.
    await setPrice(59_900)
    await replica.catchUp()
    const before = await readsFrom()
    expect(await price()).toBe(59_900)
    expect((await readsFrom()).replica).toBeGreaterThan(before.replica)
  })

  it('falls back to the primary when the replica stops answering', async () => {
    await replica.stop()
    await setPrice(64_900)
    expect(await price()).toBe(64_900)
    const search = await ctx.app.inject({ method: 'GET', url: '/api/products?search=product&pageSize=24' })
    expect(search.statusCode).toBe(200)
  })
})
