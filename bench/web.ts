// npm run bench:web: what a first visit downloads per area of the app, and Lighthouse (mobile) on
// the storefront's three busiest pages. See docs/performance.md.
import { spawnSync } from 'node:child_process'
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { existsSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { printTable } from './lib/load'
import { startServer } from './lib/server'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const WEB_DIST = path.join(ROOT, 'apps/web/dist')
const RESULTS = path.join(ROOT, 'bench/results')
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
/**
 * Lighthouse runs a page; the median is reported. Five, not three: on a 2-core machine one page's
 * score moves by ten points from run to run (its simulation starts from the observed trace).
 */
const RUNS = 5
/** A run Lighthouse could not measure (it reports a runtime error and scores 0) is made again, this often. */
const RETRIES = 2

/** The route module each area's first screen needs, on top of the entry (index.html). */
const AREAS: Record<string, string[]> = {
  // What every storefront page loads before it is live; a page's own module comes with it (below).
  storefront: [],
  home: ['src/features/catalog/routes/home-page.tsx'],
  product: ['src/features/catalog/routes/product-page.tsx'],
  account: ['src/app/account/profile-route.tsx'],
  checkout: ['src/features/checkout/routes/checkout-page.tsx'],
  // The seller and admin route tables come with the first visit to either area (main.tsx).
  vendor: [
    'src/app/seller-admin-routes.tsx',
    'src/app/vendor/vendor-layout.tsx',
    'src/features/vendor/routes/vendor-dashboard-page.tsx',
  ],
  admin: [
    'src/app/seller-admin-routes.tsx',
    'src/app/admin/english-area.tsx',
    'src/app/admin/admin-layout.tsx',
    'src/features/admin/routes/admin-dashboard-page.tsx',
  ],
}

type ManifestChunk = {
  file: string
  imports?: string[]
  dynamicImports?: string[]
  css?: string[]
  isEntry?: boolean
}

/** Bytes on the wire for a browser that accepts brotli: the precompressed copy when the build wrote one. */
async function sentSize(file: string, rawLength: number): Promise<number> {
  return existsSync(`${file}.br`) ? (await readFile(`${file}.br`)).length : rawLength
}

async function bundleWeights() {
  // The same build as `npm run build`, with Vite's manifest to follow each chunk's static imports.
  const build = spawnSync('npx', ['vite', 'build', '--manifest'], {
    cwd: path.join(ROOT, 'apps/web'),
    stdio: 'inherit',
  })
  if (build.status !== 0) process.exit(build.status ?? 1)
  const manifest = JSON.parse(await readFile(path.join(WEB_DIST, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >

  const files = new Set<string>()
  const collect = (key: string, into: Set<string>) => {
    const chunk = manifest[key]
    if (!chunk || into.has(chunk.file)) return
    into.add(chunk.file)
    for (const css of chunk.css ?? []) into.add(css)
    for (const imported of chunk.imports ?? []) collect(imported, into)
  }
  const rows = []
  for (const [area, modules] of Object.entries(AREAS)) {
    const needed = new Set<string>()
    // The page's script (boot.ts) and the app it starts (app/main.tsx, the `app` chunk), which
    // every first visit loads: at once, or after a server-rendered page has loaded.
    collect('index.html', needed)
    for (const started of manifest['index.html']?.dynamicImports ?? []) collect(started, needed)
    // boot.ts fetches the page's messages with the app (apps/web/src/i18n): English, the default.
    collect('src/locales/shell/en-IN.ts', needed)
    for (const module of modules) {
      if (!manifest[module]) throw new Error(`${module} is not in the build manifest; update AREAS in bench/web.ts`)
      collect(module, needed)
    }
    const weight = { js: 0, jsGzip: 0, jsSent: 0, css: 0, cssGzip: 0 }
    for (const file of needed) {
      const body = await readFile(path.join(WEB_DIST, file))
      const kind = file.endsWith('.css') ? 'css' : 'js'
      weight[kind] += body.length
      weight[kind === 'css' ? 'cssGzip' : 'jsGzip'] += gzipSync(body).length
      // As sent to a browser that takes brotli: the build's own .br copy (the server sends it as
      // it is), or the file itself where it is too small to be worth compressing.
      if (kind === 'js') weight.jsSent += await sentSize(path.join(WEB_DIST, file), body.length)
      files.add(file)
    }
    const kb = (n: number) => Math.round(n / 102.4) / 10
    rows.push({
      area,
      files: needed.size,
      'JS KB': kb(weight.js),
      'JS gzip KB': kb(weight.jsGzip),
      'JS as sent (br) KB': kb(weight.jsSent),
      'CSS KB': kb(weight.css),
      'CSS gzip KB': kb(weight.cssGzip),
    })
  }
  return rows
}

async function lighthouseScores() {
  // The production build as `npm start` serves it (local settings: plain http on 127.0.0.1), with
  // the demo catalogue; production's https-only headers would break a plain-http page load.
  const dataDir = await mkdtemp(path.join(tmpdir(), 'haat-bench-web-'))
  const server = await startServer({ dataDir, local: true })
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  })
  try {
    const base = server.url.replace('127.0.0.1', 'localhost')
    const { data } = (await (await fetch(`${server.url}/api/products?pageSize=1`)).json()) as {
      data: { slug: string }[]
    }
    const pages = {
      home: '/',
      category: '/category/electronics',
      search: '/products?search=samsung',
      product: `/product/${data[0]!.slug}`,
    }
    const rows = []
    for (const [name, pagePath] of Object.entries(pages)) {
      // RUNS runs, the median by performance score reported (Lighthouse's own advice: one run varies).
      const runs = []
      for (let run = 0, retries = 0; run < RUNS; run++) {
        const result = await lighthouse(`${base}${pagePath}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        })
        if (!result) throw new Error(`Lighthouse returned nothing for ${pagePath}`)
        if (result.lhr.runtimeError && retries < RETRIES) {
          console.log(`  Lighthouse ${name}: ${result.lhr.runtimeError.code}, measuring again`)
          retries += 1
          run -= 1
          continue
        }
        runs.push(result.lhr)
      }
      runs.sort((a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0))
      const { categories, audits, runtimeError } = runs[Math.floor(RUNS / 2)]!
      // A page Lighthouse could not measure scores 0 everywhere: say why instead.
      if (runtimeError) console.log(`  Lighthouse ${name}: ${runtimeError.code}: ${runtimeError.message}`)
      const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100)
      rows.push({
        page: name,
        path: pagePath,
        performance: score('performance'),
        'all runs': runs.map((lhr) => Math.round((lhr.categories.performance?.score ?? 0) * 100)).join('/'),
        accessibility: score('accessibility'),
        'best practices': score('best-practices'),
        seo: score('seo'),
        'FCP ms': Math.round(audits['first-contentful-paint']?.numericValue ?? 0),
        'LCP ms': Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
        'TBT ms': Math.round(audits['total-blocking-time']?.numericValue ?? 0),
        CLS: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
      })
      // What costs points, so a low score says where to look.
      const failing = Object.values(categories)
        .flatMap((category) => category.auditRefs.filter((ref) => ref.weight > 0).map((ref) => audits[ref.id]))
        .filter((audit) => audit && audit.score !== null && audit.score < 0.9)
        .map((audit) => `${audit!.id} (${audit!.displayValue ?? audit!.score})`)
      console.log(
        `  Lighthouse ${name}: performance ${score('performance')}; below 0.9: ${failing.join(', ') || 'none'}`,
      )
      if (name === 'product' || (audits['cumulative-layout-shift']?.numericValue ?? 0) > 0.1) {
        const shifts = audits['layout-shifts']?.details as
          { items?: { node?: { snippet?: string }; score?: number }[] } | undefined
        for (const item of shifts?.items ?? [])
          console.log(`    layout shift ${item.score?.toFixed(3)}: ${item.node?.snippet ?? '?'}`)
      }
    }
    return rows
  } finally {
    chrome.kill()
    await server.stop()
    await rm(dataDir, { recursive: true, force: true })
  }
}

async function main() {
  const weights = await bundleWeights()
  // `npm run bench:web -- --sizes`: the first-visit weights alone, in seconds, while trimming.
  if (process.argv.includes('--sizes')) return printTable(weights)
  // The server serves apps/web/dist: make sure its own build is current too.
  const build = spawnSync(process.execPath, ['scripts/build-if-needed.mjs'], { cwd: ROOT, stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
  const scores = await lighthouseScores()

  console.log("\nFirst visit per area (the entry and the area's first screen, with their static imports):")
  printTable(weights)
  console.log('\nLighthouse, mobile emulation with its default throttling:')
  printTable(scores)
  await mkdir(RESULTS, { recursive: true })
  const file = path.join(RESULTS, `web-${new Date().toISOString().replace(/[:.]/g, '-')}.json`)
  await writeFile(file, JSON.stringify({ weights, lighthouse: scores }, null, 2))
  console.log(`\nWritten: ${path.relative(ROOT, file)}`)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
