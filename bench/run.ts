// npm run bench: API load on the production build, checkout under contention, catalogue growth.
// See docs/performance.md for what it measures and how to read it.
import { execSync, spawnSync } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { mkdir, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { sql } from 'drizzle-orm'
import { type BenchDatabase, freshDatabase } from './lib/database'
import { explainListing } from './lib/explain'
import { wordsSearch } from '../apps/server/src/modules/search/product-search'
import { printTable, runScenario, type Scenario, type ScenarioRow } from './lib/load'
import { CART_CUSTOMERS, CONTENDED_STOCK, CONTENDERS, ORDER_CUSTOMERS, customerCookie, seedCatalogue } from './lib/seed'
import { startCeiling } from './lib/ceiling'
import { type RunningServer, startServer } from './lib/server'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const RESULTS = path.join(ROOT, 'bench/results')

const { values: args } = parseArgs({
  options: {
    products: { type: 'string', default: '10000' },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    growth: { type: 'boolean', default: false },
    sizes: { type: 'string', default: '1000,10000,100000,1000000' },
    workers: { type: 'string', default: '1' },
    'cache-mb': { type: 'string' },
  },
})
const products = Number(args.products)
const seconds = Number(args.seconds)
const connections = Number(args.connections)
const workers = Number(args.workers)
/** CATALOG_CACHE_MB for the load run; the growth run always runs without the cache (it measures the queries). */
const cacheMb = args['cache-mb'] === undefined ? undefined : Number(args['cache-mb'])
if (![products, seconds, connections, workers].every((n) => Number.isInteger(n) && n > 0)) {
  console.error(
    'Usage: npm run bench -- [--products 10000] [--seconds 10] [--connections 50] [--workers 1] [--cache-mb 64] [--growth] [--sizes 1000,10000,100000,1000000]',
  )
  process.exit(2)
}
const serverUrl = process.env.DATABASE_URL

const SHIPPING = {
  name: 'Bench Buyer',
  email: 'buyer@example.com',
  phone: '9876543210',
  street: '14 MG Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  pin: '560001',
}
const orderBody = () => ({ shipping: SHIPPING, paymentMethod: 'cod', idempotencyKey: randomUUID(), saveAddress: false })

async function prepare(size: number): Promise<BenchDatabase> {
  const started = performance.now()
  const bench = await freshDatabase(serverUrl)
  const database = await bench.open()
  try {
    await seedCatalogue(database, size)
  } finally {
    await database.close()
  }
  console.log(
    `  ${size.toLocaleString('en-IN')} products seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  )
  return bench
}

/** Ids of some visible products, read through the API (the cart takes ids, not slugs). */
async function productIds(server: RunningServer): Promise<string[]> {
  const ids: string[] = []
  for (let page = 1; page <= 10; page++) {
    const res = await fetch(`${server.url}/api/products?pageSize=48&page=${page}`)
    const { data } = (await res.json()) as { data: { id: string; slug: string }[] }
    ids.push(...data.filter((p) => p.slug !== 'bench-contended').map((p) => p.id))
  }
  return ids
}

function loadScenarios(size: number, ids: string[], assetPath: string): Scenario[] {
  const category = (n: number) => `category-${1 + (n % 25)}`
  return [
    { name: 'categories', request: () => ({ path: '/api/categories' }) },
    { name: 'category list (page 1)', request: (n) => ({ path: `/api/products?category=${category(n)}&pageSize=24` }) },
    {
      // What a browser asks: the same list, compressed.
      name: 'category list, brotli',
      request: (n) => ({
        path: `/api/products?category=${category(n)}&pageSize=24`,
        headers: { 'accept-encoding': 'br, gzip' },
      }),
    },
    { name: 'list by price', request: () => ({ path: '/api/products?sort=price_asc&pageSize=24' }) },
    // The filter panel beside a category's list: every choice counted.
    { name: 'category filter counts', request: (n) => ({ path: `/api/product-filters?category=${category(n)}` }) },
    { name: 'product by slug', request: (n) => ({ path: `/api/products/bench-${1 + ((n * 7919) % size)}` }) },
    { name: 'search "kettle"', request: () => ({ path: '/api/products?search=kettle&pageSize=24' }) },
    { name: 'search typo "samsng"', request: () => ({ path: '/api/products?search=samsng&pageSize=24' }) },
    {
      name: 'add to cart',
      request: (n) => ({
        method: 'POST',
        path: '/api/cart/lines',
        headers: { cookie: customerCookie(1 + (n % CART_CUSTOMERS)) },
        body: { productId: ids[n % ids.length], color: null, size: null, quantity: 1 },
      }),
    },
    {
      name: 'place COD order',
      amount: ORDER_CUSTOMERS,
      request: (n) => ({
        method: 'POST',
        path: '/api/orders',
        headers: {
          cookie: customerCookie(CART_CUSTOMERS + 1 + (n % ORDER_CUSTOMERS)),
          'x-forwarded-for': shopperAddress(CART_CUSTOMERS + 1 + (n % ORDER_CUSTOMERS)),
        },
        body: orderBody(),
      }),
    },
    { name: 'home page HTML', request: () => ({ path: '/' }) },
    { name: 'hashed JS asset', request: () => ({ path: assetPath }) },
  ]
}

/** A shopper's own address, so per-address limits see many shoppers, not one. */
const shopperAddress = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`

/** 200 buyers at once for 50 units: how many orders were placed, and was anything oversold. */
async function contention(server: RunningServer) {
  const first = CART_CUSTOMERS + ORDER_CUSTOMERS + 1
  const statuses = await Promise.all(
    Array.from({ length: CONTENDERS }, async (_, i) => {
      const res = await fetch(`${server.url}/api/orders`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          cookie: customerCookie(first + i),
          'x-forwarded-for': shopperAddress(first + i),
        },
        body: JSON.stringify(orderBody()),
      })
      return res.status
    }),
  )
  return {
    buyers: CONTENDERS,
    stock: CONTENDED_STOCK,
    placed: statuses.filter((s) => s === 201).length,
    refused409: statuses.filter((s) => s === 409).length,
    other: statuses.filter((s) => s !== 201 && s !== 409).length,
  }
}

async function contendedStockAfter(bench: BenchDatabase) {
  const database = await bench.open()
  try {
    const [row] = (
      (await database.db.execute(sql`
        select p.stock, coalesce((select sum(l.quantity) from order_lines l where l.product_id = p.id), 0)::int as sold
        from products p where p.slug = 'bench-contended'`)) as unknown as { rows: { stock: number; sold: number }[] }
    ).rows
    return { stockLeft: row!.stock, unitsSold: row!.sold, oversold: Math.max(0, row!.sold - CONTENDED_STOCK) }
  } finally {
    await database.close()
  }
}

function machine() {
  let commit = 'unknown'
  try {
    commit = execSync('git rev-parse --short HEAD', { cwd: ROOT }).toString().trim()
  } catch {
    // Not a git checkout.
  }
  return {
    cores: os.cpus().length,
    cpu: os.cpus()[0]?.model ?? 'unknown',
    memoryGb: Math.round(os.totalmem() / 1024 ** 3),
    node: process.version,
    commit,
    loadAverage: os.loadavg().map((l) => Number(l.toFixed(2))),
  }
}

async function loadRun() {
  console.log(
    `\nLoad run: ${products.toLocaleString('en-IN')} products on ${serverUrl ? 'PostgreSQL' : 'PGlite'}, ${connections} connections, ${seconds} s a scenario`,
  )
  const bench = await prepare(products)
  const server = await startServer({ dataDir: bench.dataDir, databaseUrl: bench.databaseUrl, workers, cacheMb })
  try {
    const home = await (await fetch(`${server.url}/`)).text()
    const assetPath = /src="(\/assets\/index-[^"]+\.js)"/.exec(home)?.[1] ?? '/assets/missing.js'
    const ids = await productIds(server)
    // The ceiling first, in the same run: a bare Fastify process answering the same 24-product page.
    const page = await (await fetch(`${server.url}/api/products?category=category-1&pageSize=24`)).text()
    const ceilingServer = await startCeiling(page)
    process.stdout.write('  ceiling (bare Fastify, the same 24-product JSON)… ')
    const ceiling = await runScenario(
      ceilingServer.url,
      { name: 'ceiling: bare Fastify, same JSON', request: () => ({ path: '/ceiling' }) },
      { connections, seconds },
    )
    await ceilingServer.stop()
    console.log(`${ceiling.requestsPerSecond} req/s (${(page.length / 1024).toFixed(1)} KB a response)`)
    const rssIdle = server.rssMb()
    const rows: ScenarioRow[] = []
    for (const scenario of loadScenarios(products, ids, assetPath)) {
      process.stdout.write(`  ${scenario.name}… `)
      const row = await runScenario(server.url, scenario, { connections, seconds })
      console.log(`${row.requestsPerSecond} req/s`)
      rows.push(row)
    }
    const rssAfterLoad = server.rssMb()
    const contended = await contention(server)
    await server.stop()
    const stock = await contendedStockAfter(bench)
    const database = await bench.open()
    const plans = {
      search: await explainListing(database, { search: wordsSearch('samsung') }, 'relevance'),
      categoryList: await explainListing(database, { categorySlug: 'category-7' }, 'newest'),
    }
    await database.close()
    return {
      rows,
      ceiling,
      contention: { ...contended, ...stock },
      memory: { rssIdleMb: rssIdle, rssAfterLoadMb: rssAfterLoad },
      plans,
    }
  } finally {
    await server.stop()
    await bench.remove()
  }
}

async function growthRun() {
  const sizes = args.sizes.split(',').map(Number)
  const columns: Record<string, Record<string, string>> = {}
  const plans: { size: number; name: string; p99: number; plan: string }[] = []
  for (const size of sizes) {
    console.log(`\nGrowth: ${size.toLocaleString('en-IN')} products`)
    const bench = await prepare(size)
    const server = await startServer({ dataDir: bench.dataDir, databaseUrl: bench.databaseUrl, workers, cacheMb: 0 })
    const measured: {
      name: string
      row: ScenarioRow
      filters: Parameters<typeof explainListing>[1]
      sort: Parameters<typeof explainListing>[2]
    }[] = []
    try {
      const scenarios = [
        {
          name: 'search "kettle"',
          path: '/api/products?search=kettle&pageSize=24',
          filters: { search: wordsSearch('kettle') },
          sort: 'relevance' as const,
        },
        {
          name: 'search typo "samsng"',
          path: '/api/products?search=samsng&pageSize=24',
          // What the typo becomes: the plan of the search that finds the products.
          filters: { search: wordsSearch('samsung') },
          sort: 'relevance' as const,
        },
        {
          name: 'category list',
          path: '/api/products?category=category-7&pageSize=24',
          filters: { categorySlug: 'category-7' },
          sort: 'newest' as const,
        },
      ]
      for (const s of scenarios) {
        const row = await runScenario(
          server.url,
          { name: s.name, request: () => ({ path: s.path }) },
          { connections, seconds: Math.min(seconds, 5) },
        )
        console.log(`  ${s.name}: p50 ${row.p50} ms, p99 ${row.p99} ms, ${row.requestsPerSecond} req/s`)
        const cell =
          row.requests === 0 ? 'no answer within 10 s' : `${row.p50} / ${row.p99} ms, ${row.requestsPerSecond}/s`
        ;(columns[s.name] ??= { scenario: s.name })[`${size.toLocaleString('en-IN')} products`] = cell
        measured.push({ name: s.name, row, filters: s.filters, sort: s.sort })
      }
    } finally {
      await server.stop()
    }
    const database = await bench.open()
    for (const m of measured)
      plans.push({ size, name: m.name, p99: m.row.p99, plan: await explainListing(database, m.filters, m.sort) })
    await database.close()
    await bench.remove()
  }
  const largest = Math.max(...sizes)
  const slowest = plans
    .filter((p) => p.size === largest)
    .sort((a, b) => b.p99 - a.p99)
    .slice(0, 2)
  return { sizes, table: Object.values(columns), slowest }
}

async function main() {
  const build = spawnSync(process.execPath, ['scripts/build-if-needed.mjs'], { cwd: ROOT, stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
  await mkdir(RESULTS, { recursive: true })
  const stamp = new Date().toISOString().replace(/[:.]/g, '-')
  const meta = {
    ...machine(),
    database: serverUrl ? 'postgres' : 'pglite',
    products,
    connections,
    seconds,
    workers,
    cacheMb,
  }

  if (args.growth) {
    const growth = await growthRun()
    console.log('\nSearch and category-list latency (p50 / p99, requests/s) by catalogue size:')
    printTable(growth.table)
    const file = path.join(RESULTS, `growth-${stamp}`)
    await writeFile(`${file}.json`, JSON.stringify({ ...meta, table: growth.table, sizes: growth.sizes }, null, 2))
    await writeFile(
      `${file}-plans.txt`,
      growth.slowest
        .map((p) => `# ${p.name} at ${p.size} products (p99 ${p.p99} ms)\n\n${p.plan}`)
        .join('\n\n=====\n\n'),
    )
    console.log(
      `\nWritten: ${path.relative(ROOT, file)}.json and -plans.txt (the two slowest queries, EXPLAIN ANALYZE)`,
    )
    return
  }

  const result = await loadRun()
  const share = (rps: number) => `${((100 * rps) / Math.max(1, result.ceiling.requestsPerSecond)).toFixed(1)}%`
  console.log('\nLatency in ms; "of ceiling" is the share of what the bare Fastify process served.')
  printTable(
    [result.ceiling, ...result.rows].map((r) => ({
      scenario: r.scenario,
      'req/s': r.requestsPerSecond,
      'of ceiling': share(r.requestsPerSecond),
      p50: r.p50,
      p90: r.p90,
      p99: r.p99,
      errors: r.errors,
      non2xx: r.non2xx,
    })),
  )
  const c = result.contention
  console.log(
    `\nContention: ${c.buyers} buyers for ${c.stock} units → ${c.placed} orders, ${c.refused409} refused (409), ${c.other} other; stock left ${c.stockLeft}, units sold ${c.unitsSold}, oversold ${c.oversold}`,
  )
  console.log(
    `Server memory (RSS): ${result.memory.rssIdleMb} MB idle, ${result.memory.rssAfterLoadMb} MB after the load run`,
  )
  const file = path.join(RESULTS, `api-${stamp}`)
  await writeFile(
    `${file}.json`,
    JSON.stringify(
      { ...meta, ceiling: result.ceiling, scenarios: result.rows, contention: c, memory: result.memory },
      null,
      2,
    ),
  )
  await writeFile(
    `${file}-plans.txt`,
    `# search "samsng"\n\n${result.plans.search}\n\n=====\n\n# category list\n\n${result.plans.categoryList}`,
  )
  console.log(`\nWritten: ${path.relative(ROOT, file)}.json and -plans.txt`)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
