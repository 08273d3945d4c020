import { StrictMode } from 'react'
import { renderToPipeableStream, renderToString } from 'react-dom/server'
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router'
import { dehydrate, type Query, QueryClient } from '@tanstack/react-query'
import { setApiTransport } from '../lib/api-client'
import { type ServerHead, type ServerHeadCollector, ServerHeadContext, serverHeadCollector } from '../lib/server-head'
import { Providers } from './providers'
import { routes } from './all-routes'
import type { RouteHandle, ServerState } from './server-state'
import { setShopOrigin } from '../lib/shop-origin'
import { type I18n, type Messages, setupI18n } from '@lingui/core'
import type { Locale } from '@haat/shared/i18n'
import { CATALOGUE_NAMES, importCatalogue } from '../i18n/catalogues'

/**
 * Server rendering of the storefront's pages (docs/decisions/033-server-rendered-storefront.md),
 * built by `vite build --ssr` into apps/web/dist-ssr and called by the server for each page
 * request. Cart, checkout, account, seller and admin screens are not rendered here: they depend
 * on the session, and stay client-rendered.
 */

/**
 * How the renderer reaches the API: the server answers its own requests, without a socket. The
 * API client has one transport for the process and pages render concurrently, so the server
 * passes one function and tells renders apart itself (plugins/server-render.ts).
 */
export type ApiFetch = (path: string) => Promise<Response>

export type RenderedPage = {
  statusCode: number
  /** The JSON for `<script type="application/json" id="haat-server-state">`. */
  state: ServerState
  /** The page's title and description, for the head (PageTitle, MetaDescription). */
  head: ServerHead
  /** Streams the HTML of #root's children into `into`, and ends it. */
  pipe: (into: NodeJS.WritableStream) => void
}

const handler = createStaticHandler(routes)

/** Every catalogue of a language, merged once per process: a render never waits for one. */
const allMessages = new Map<Locale, Promise<Messages>>()
function messagesOf(locale: Locale): Promise<Messages> {
  let messages = allMessages.get(locale)
  if (!messages) {
    messages = Promise.all(CATALOGUE_NAMES.map((name) => importCatalogue(name, locale))).then((parts) =>
      Object.assign({}, ...parts),
    )
    allMessages.set(locale, messages)
  }
  return messages
}

/** A render's own Lingui instance: pages in both languages render at the same time. */
async function i18nFor(locale: Locale): Promise<I18n> {
  return setupI18n({ locale, messages: { [locale]: await messagesOf(locale) } })
}

/** Rendering passes to find the data a page needs: a product's related items need the product first. */
const MAX_PASSES = 3

/**
 * Only the public catalogue is read on the server: it is the same for every visitor, so the
 * page can be cached; the session, cart and wishlist are the browser's to fetch.
 */
const isPublicCatalogue = ([area, part]: readonly unknown[]) =>
  area === 'categories' || (area === 'catalog' && part !== 'reviews' && part !== 'suggestions')

const readsOnServer = (query: Query) =>
  isPublicCatalogue(query.queryKey) &&
  query.state.status === 'pending' &&
  query.state.fetchStatus === 'idle' &&
  (query.options as { enabled?: unknown }).enabled !== false

/**
 * Renders one page: the router resolves the route (and its lazy module), then the tree is rendered
 * until the catalogue queries it asks for are all answered, then streamed for real.
 * Undefined when the path is not a server-rendered page, or the router answers with a redirect.
 */
export async function renderPage(url: URL, fetchApi: ApiFetch, locale: Locale): Promise<RenderedPage | undefined> {
  // The route table says which pages are rendered here, before any page module is loaded.
  const leaf = matchRoutes(routes, url.pathname)?.at(-1)
  if (!(leaf?.route.handle as RouteHandle | undefined)?.serverRendered) return undefined
  setApiTransport((input) => fetchApi(String(input)))
  setShopOrigin(url.origin)
  const context = await handler.query(new Request(url))
  if (context instanceof Response) return undefined

  const i18n = await i18nFor(locale)
  const client = new QueryClient({
    // A failed read stays failed for the final render (a 404 shows the not-found page, not "Loading").
    defaultOptions: { queries: { retry: false, retryOnMount: false, staleTime: 30_000, gcTime: Infinity } },
  })
  // Each render notes its head afresh: only the final one's title and picture are the page's.
  const app = (head: ServerHeadCollector) => (
    <StrictMode>
      <ServerHeadContext value={head}>
        <Providers client={client} i18n={i18n}>
          <StaticRouterProvider
            router={createStaticRouter(handler.dataRoutes, context)}
            context={context}
            hydrate={false}
          />
        </Providers>
      </ServerHeadContext>
    </StrictMode>
  )
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    renderToString(app(serverHeadCollector()))
    const waiting = client.getQueryCache().findAll({ predicate: readsOnServer })
    if (waiting.length === 0) break
    await Promise.all(waiting.map((query) => query.fetch().catch(() => undefined)))
  }

  // Everything is answered by now, so the page is complete before a byte is sent: a failure
  // here leaves the server free to send the client-rendered page instead.
  const head = serverHeadCollector()
  const stream = await new Promise<ReturnType<typeof renderToPipeableStream>>((resolve, reject) => {
    const rendering = renderToPipeableStream(app(head), {
      // Everything is rendered before a byte is sent, so every Suspense boundary (the lazy footer
      // and category bar) is written in place: left to its default (12.8 KB), React DOM would move
      // a boundary past it out of line behind an inline script, which the CSP refuses.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => resolve(rendering),
      onShellError: reject,
      onError: reject,
    })
  })
  return {
    statusCode: statusOf(context, client),
    state: {
      queries: dehydrate(client, { shouldDehydrateQuery: (query) => query.state.status !== 'pending' }),
      router: routerState(context),
      origin: url.origin,
    },
    head: head.read(),
    pipe: (into) => void stream.pipe(into),
  }
}

/** 404 for the not-found route, or when the page's own product or category was not found. */
function statusOf(context: StaticHandlerContext, client: QueryClient): number {
  if (context.matches.at(-1)?.route.path === '*') return 404
  const notFound = client
    .getQueryCache()
    .findAll({ queryKey: ['catalog'] })
    .some((query) => (query.state.error as { status?: number } | null)?.status === 404)
  return notFound ? 404 : context.statusCode
}

function routerState(context: StaticHandlerContext): ServerState['router'] {
  return { loaderData: context.loaderData, actionData: context.actionData, errors: context.errors }
}
