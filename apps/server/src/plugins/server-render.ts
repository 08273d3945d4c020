import { AsyncLocalStorage } from 'node:async_hooks'
import { existsSync } from 'node:fs'
import { Writable } from 'node:stream'
import { pathToFileURL } from 'node:url'
import type { Locale } from '@haat/shared/i18n'
import type { FastifyInstance } from 'fastify'
import { scriptSafeJson } from '../lib/script-safe-json'

/** apps/web/src/app/entry-server.tsx, as built into apps/web/dist-ssr (its types are the web app's). */
type ServerEntry = {
  renderPage(
    url: URL,
    fetchApi: (path: string) => Promise<Response>,
    locale: Locale,
  ): Promise<
    { statusCode: number; state: unknown; head: PageHead; pipe: (into: NodeJS.WritableStream) => void } | undefined
  >
}

/** The title and description a page asked for, and its main picture (apps/web/src/lib/server-head.ts). */
export type PageHead = {
  title?: string
  description?: string
  preloadImage?: { href: string; srcSet?: string | undefined; sizes?: string | undefined }
}

/** A server-rendered page: #root's HTML, the JSON the browser hydrates from (app/server-state.ts), its head. */
export type RenderedPage = { statusCode: number; rootHtml: string; stateJson: string; head: PageHead }

type Kept = RenderedPage & {
  reads: string[]
  /** The reads' status and ETag, one a line. */
  versions: string
  /** The catalogue cache's version when the page was made, and when that was. */
  catalogue: number | undefined
  madeAt: number
}

/** How the renderer tells that nothing in the catalogue changed since a page was made. */
export type CatalogueVersion = { version: () => number | undefined; ttlMs: number; now: () => number }

/**
 * Rendering a page takes a few milliseconds of CPU; checking that the catalogue reads it was made
 * from are unchanged takes a fraction of one. Pages are kept per URL while they are small enough
 * to keep, least recently used first out.
 */
const KEPT_PAGES_MAX_BYTES = 32 * 1024 * 1024

/**
 * The storefront's server rendering (docs/decisions/033-server-rendered-storefront.md). The
 * renderer asks the server itself for the catalogue reads a page needs, through the same routes
 * and cache a browser uses but without a socket (Fastify's inject), as an anonymous visitor.
 * A rendered page is kept with the ETags of those reads. It is reused as it is while the catalogue
 * cache has heard of no change at all (and for no longer than the cache keeps anything); after a
 * change, the reads are asked again (from the cache) and the page is reused only when every one is
 * unchanged, so a repriced or hidden product is never shown from an old page.
 */
export async function serverRenderer(
  app: FastifyInstance,
  entry: string | undefined,
  catalogue: CatalogueVersion,
  /** The shop's address (PUBLIC_URL): pages render their absolute links (a WhatsApp share) with it. */
  publicUrl: string,
) {
  if (!entry || !existsSync(entry)) return undefined
  const { renderPage } = (await import(pathToFileURL(entry).href)) as ServerEntry
  const kept = new Map<string, Kept>() // Map order: least recently used first
  let keptBytes = 0

  async function read(apiPath: string) {
    const res = await app.inject({ method: 'GET', url: apiPath, headers: { accept: 'application/json' } })
    return { res, version: `${res.statusCode} ${String(res.headers.etag ?? res.body.length)}` }
  }
  const versionsOf = async (reads: string[]) => (await Promise.all(reads.map(read))).map((r) => r.version).join('\n')

  // Pages render concurrently, and the web app's API client has one transport: each render's
  // reads are recorded in its own async context, so a page never lists another page's reads.
  const recording = new AsyncLocalStorage<{ reads: string[]; versions: string[] }>()
  async function fetchApi(apiPath: string): Promise<Response> {
    const { res, version } = await read(apiPath)
    const record = recording.getStore()
    record?.reads.push(apiPath)
    record?.versions.push(version)
    return new Response(res.statusCode === 304 ? null : res.body, {
      status: res.statusCode,
      headers: { 'content-type': String(res.headers['content-type'] ?? 'application/json') },
    })
  }

  function keep(key: string, page: Kept) {
    const size = page.rootHtml.length + page.stateJson.length
    if (size > KEPT_PAGES_MAX_BYTES / 100) return
    forget(key)
    kept.set(key, page)
    keptBytes += size
    for (const [oldest, old] of kept) {
      if (keptBytes <= KEPT_PAGES_MAX_BYTES) break
      forget(oldest, old)
    }
  }
  function forget(key: string, page = kept.get(key)) {
    if (!page) return
    kept.delete(key)
    keptBytes -= page.rootHtml.length + page.stateJson.length
  }

  /**
   * The page for `url` in `locale`: kept, or rendered afresh when `mayRender` allows (a per-address
   * limit); undefined when it is not a server-rendered page or may not be rendered now (the browser
   * renders it).
   */
  return async (url: string, locale: Locale, mayRender: () => Promise<boolean>): Promise<RenderedPage | undefined> => {
    // One address, two languages (the cookie chooses): two pages.
    const key = `${locale} ${url}`
    const before = kept.get(key)
    if (before) {
      const version = catalogue.version()
      const unchanged =
        version !== undefined && version === before.catalogue && catalogue.now() - before.madeAt < catalogue.ttlMs
      if (unchanged || (await versionsOf(before.reads)) === before.versions) {
        kept.delete(key)
        kept.set(key, { ...before, catalogue: version, madeAt: unchanged ? before.madeAt : catalogue.now() })
        return before
      }
    }
    if (!(await mayRender())) return undefined
    const catalogueBefore = catalogue.version()
    const madeAt = catalogue.now()
    const record = { reads: [] as string[], versions: [] as string[] }
    const page = await recording.run(record, () => renderPage(new URL(url, publicUrl), fetchApi, locale))
    if (!page) return undefined
    const rendered: Kept = {
      statusCode: page.statusCode,
      rootHtml: await collect(page.pipe),
      stateJson: scriptSafeJson(page.state),
      head: page.head,
      reads: record.reads,
      versions: record.versions.join('\n'),
      catalogue: catalogueBefore,
      madeAt,
    }
    keep(key, rendered)
    return rendered
  }
}

/** React's stream, as one string (a page is tens of kilobytes, and is kept). */
function collect(pipe: (into: NodeJS.WritableStream) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    const into = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk)
        done()
      },
    })
    into.on('finish', () => resolve(Buffer.concat(chunks).toString('utf8')))
    into.on('error', reject)
    pipe(into)
  })
}
