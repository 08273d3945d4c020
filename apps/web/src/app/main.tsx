import { startTransition, StrictMode } from 'react'
import { i18n } from '@lingui/core'
import { onlineManager } from '@tanstack/react-query'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { createBrowserRouter, matchRoutes } from 'react-router'
import { RouterProvider } from 'react-router/dom'
import { createAppQueryClient, Providers } from './providers'
import { appRoutes, ROOT_ROUTE_ID } from './routes'
import { hydrateServerState, type ServerState } from './server-state'
import { KEPT_COPY_ATTRIBUTE } from '../sw/offline-pages'
import { setShopOrigin } from '../lib/shop-origin'
import { pageLocale, startI18n } from '../i18n/i18n'
import type { Messages } from '@lingui/core'

/**
 * Starts the app (boot.ts calls this): renders it, or, on a page the server rendered, hydrates that
 * HTML from `stateText`, the page's server state (app/server-state.ts). Then registers the service worker.
 */
export async function startApp(stateText: string | undefined, shellMessages: Promise<Messages>) {
  const root = document.getElementById('root')
  if (!root) throw new Error('index.html has no #root element')
  await startI18n(pageLocale(), shellMessages)
  await yieldToBrowser()
  await render(root, stateText ? (JSON.parse(stateText) as ServerState) : undefined)
  // Installable and readable offline (docs/decisions/034): after the page is live, when the browser is idle.
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return
  const register = () => void import('./service-worker').then(({ registerServiceWorker }) => registerServiceWorker())
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(register, { timeout: 5_000 })
  else window.setTimeout(register, 2_000)
}

/** A seller's or an admin's page: their areas' route tables are fetched when first asked for. */
const SELLER_OR_ADMIN_PATH = /^\/(vendor|admin)(\/|$)/

async function render(root: HTMLElement, serverState: ServerState | undefined) {
  const routes = appRoutes([])
  const client = createAppQueryClient()
  // TanStack Query assumes a connection until it hears an `offline` event; a page opened offline
  // (from the service worker's copy) must not spend its retries failing: they wait for `online`.
  onlineManager.setOnline(navigator.onLine)

  if (serverState) {
    // Start from the server's answers, and load this page's module before the first render, so
    // that render matches the HTML (React Router's lazy routes with server rendering).
    setShopOrigin(serverState.origin)
    const keptCopy = document.documentElement.hasAttribute(KEPT_COPY_ATTRIBUTE)
    hydrateServerState(client, serverState.queries, { keptCopy })
    const lazyMatches = matchRoutes(routes, window.location)?.filter((match) => match.route.lazy) ?? []
    await Promise.all(
      lazyMatches.map(async ({ route }) => {
        const loaded = await (route.lazy as () => Promise<object>)()
        Object.assign(route, { ...loaded, lazy: undefined })
      }),
    )
  }

  await yieldToBrowser()
  const router = createBrowserRouter(routes, {
    ...(serverState ? { hydrationData: serverState.router } : {}),
    // Asked when a path matches nothing but the not-found page (or has parameters).
    async patchRoutesOnNavigation({ path, patch }) {
      if (!SELLER_OR_ADMIN_PATH.test(path)) return
      const { sellerAndAdminAreas } = await import('./seller-admin-routes')
      patch(ROOT_ROUTE_ID, sellerAndAdminAreas)
    },
  })
  const app = (
    <StrictMode>
      <Providers client={client} i18n={i18n}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>
  )
  if (serverState) {
    // Hydrating as a transition lets React yield to the browser every few milliseconds instead of
    // holding the main thread for the whole page (a phone's long task; what Next.js does too).
    // A first render that differs from the server's HTML is mended by React and reported here,
    // so the journeys (and the browser's console in production) see it.
    startTransition(() => {
      hydrateRoot(root, app, {
        onRecoverableError: (error, info) => reportRenderError('Hydration mismatch or recoverable error', error, info),
        onCaughtError: (error, info) => reportRenderError('Error caught by a boundary', error, info),
      })
    })
  } else createRoot(root).render(app)
}

function reportRenderError(what: string, error: unknown, info: { componentStack?: string }) {
  const message = error instanceof Error ? error.message : String(error)
  console.error(`${what}: ${message}`, info.componentStack ?? '')
}

/**
 * Ends the current task, so a phone can draw and answer a tap between the app's start-up steps
 * (running its modules, reading the server's state, hydrating) instead of one long task for all.
 */
function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0))
}
