/// <reference lib="webworker" />
/**
 * Haat's service worker (docs/decisions/034-installable-and-offline.md), built by vite-plugin-pwa
 * into dist/service-worker.js with the list of the build's files. It keeps what a shopper needs to read the
 * shop on a patchy connection, and nothing that depends on who is signed in:
 * - the build's files (scripts, styles, the app shell, the offline page, icons), precached;
 * - storefront pages the server rendered and catalogue API reads the server marks `public`:
 *   network first, the kept copy when offline or when the network has not answered in 3 s. Not
 *   stale-while-revalidate: a shopper who is online sees today's price and stock, never the copy
 *   from the last visit. A kept page is marked, and the app re-reads its data when it shows one;
 * - product images (content-addressed, never changed), stale-while-revalidate.
 * A new build waits until the shopper chooses Reload ("New version available"); it then drops the
 * old build's files and pages, which point at scripts the server no longer has.
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response'
import { clientsClaim } from 'workbox-core'
import { ExpirationPlugin } from 'workbox-expiration'
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching'
import { registerRoute, setCatchHandler } from 'workbox-routing'
import { NetworkFirst, NetworkOnly, StaleWhileRevalidate } from 'workbox-strategies'
import type { WorkboxPlugin } from 'workbox-core/types.js'
import {
  essentialReadOf,
  isCatalogueRead,
  isShellPage,
  isStorefrontPage,
  KEPT_COPY_ATTRIBUTE,
  OFFLINE_PAGE,
  SHELL_PAGE,
  type ServiceWorkerMessage,
} from './offline-pages'

declare const self: ServiceWorkerGlobalScope

const manifest = self.__WB_MANIFEST
// index.html's revision changes with every build that changes a script: pages and API answers are
// kept per build, so a new build never shows a page that loads the old build's scripts.
const shell = manifest.find((entry) => typeof entry !== 'string' && entry.url === SHELL_PAGE)
const build = (typeof shell === 'object' && shell.revision) || 'dev'
const PAGES = `haat-pages-${build}`
const CATALOGUE = `haat-catalogue-${build}`
const IMAGES = 'haat-images'

// `/` is the server-rendered home page, not the precached shell: no directory index, no clean URLs.
precacheAndRoute(manifest, { directoryIndex: '', cleanURLs: false })
cleanupOutdatedCaches()

/** Only answers the server says anyone may keep (`public`): never one that depends on a session. */
const onlyPublic: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) =>
    response.status === 200 && /\bpublic\b/.test(response.headers.get('cache-control') ?? '') ? response : null,
}

/**
 * A page shown from this device's copy says so (`<html data-kept-copy>`): its data may be old, so
 * the app reads it again once it is live (src/app/server-state.ts).
 */
const markKeptCopy: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse }) => {
    if (!cachedResponse) return null
    const html = (await cachedResponse.text()).replace(/<html\b/, `<html ${KEPT_COPY_ATTRIBUTE}`)
    const { status, statusText, headers } = cachedResponse
    return new Response(html, { status, statusText, headers })
  },
}

const pages = new NetworkFirst({
  cacheName: PAGES,
  networkTimeoutSeconds: 3,
  plugins: [
    new CacheableResponsePlugin({ statuses: [200] }),
    markKeptCopy,
    new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 7 * 24 * 3600, purgeOnQuotaError: true }),
  ],
})

registerRoute(({ request, url }) => request.mode === 'navigate' && isStorefrontPage(url.pathname), pages)
// Every other page (cart, checkout, account, sign-in, seller, admin) depends on the session: never
// kept, only caught when the network fails (below).
registerRoute(({ request }) => request.mode === 'navigate', new NetworkOnly())

registerRoute(
  ({ request, url }) =>
    url.origin === self.location.origin && request.method === 'GET' && isCatalogueRead(url.pathname),
  new NetworkFirst({
    cacheName: CATALOGUE,
    // On a connection that answers nothing, the last answer after 3 s rather than a spinner.
    networkTimeoutSeconds: 3,
    plugins: [
      onlyPublic,
      new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 7 * 24 * 3600, purgeOnQuotaError: true }),
    ],
  }),
)

registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/media/'),
  new StaleWhileRevalidate({
    cacheName: IMAGES,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 24 * 3600, purgeOnQuotaError: true }),
    ],
  }),
)

/** Whether this device kept the catalogue answer a page needs (this build's). */
async function isKeptRead(path: string): Promise<boolean> {
  const cache = await caches.open(CATALOGUE)
  return Boolean(await cache.match(new URL(path, self.location.origin).href))
}

/**
 * Offline with nothing kept: the app shell for storefront pages and the cart (they render from
 * kept catalogue answers and the browser's guest cart), the offline page for everything else,
 * and for a product page whose product this device never kept ("This page isn't saved for
 * offline use"): the shell could only wait for the connection.
 */
setCatchHandler(async ({ request, url }) => {
  if (request.mode !== 'navigate' || !url) return Response.error()
  const essential = essentialReadOf(url.pathname)
  const canShell = isShellPage(url.pathname) && (!essential || (await isKeptRead(essential)))
  return (await matchPrecache(canShell ? SHELL_PAGE : OFFLINE_PAGE)) ?? Response.error()
})

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const message = event.data as ServiceWorkerMessage | undefined
  if (message?.type === 'SKIP_WAITING') void self.skipWaiting()
  // The page a shopper first arrived on was fetched before this worker ran: keep it too.
  if (message?.type === 'KEEP_PAGE') {
    const url = new URL(message.url, self.location.href)
    if (url.origin === self.location.origin && isStorefrontPage(url.pathname)) {
      event.waitUntil(pages.handleAll({ event, request: new Request(url.href) })[1])
    }
  }
})

self.addEventListener('activate', (event) => {
  const current = new Set([PAGES, CATALOGUE])
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => /^haat-(pages|catalogue)-/.test(name) && !current.has(name))
            .map((name) => caches.delete(name)),
        ),
      ),
  )
})

// The first install serves the open page at once; later builds wait for the shopper's Reload.
clientsClaim()
