import { type DehydratedState, hydrate, type QueryClient } from '@tanstack/react-query'
import type { HydrationState } from 'react-router'
import { ApiError } from '../lib/api-client'

/**
 * What a server-rendered page hands the browser, so the first render there matches the HTML and
 * nothing is fetched twice: the catalogue queries the server answered (TanStack Query's
 * dehydrated state) and the router's state. It travels as JSON in a non-executing
 * `<script type="application/json">`, which the Content-Security-Policy allows without a nonce.
 */
export type ServerState = {
  queries: DehydratedState
  router: HydrationState
  /** The shop's address the page was rendered with (lib/shop-origin.ts), so the browser's first render matches. */
  origin: string
}

/** The route was rendered on the server (routes.tsx marks the storefront's pages with this handle). */
export type RouteHandle = { serverRendered?: true }

/**
 * Starts the browser's query cache from the server's answers. A read that failed on the server
 * (a product that is gone) is not retried by the first render, which must show what the server
 * showed; its retry button, or a later visit, still asks again.
 */
export function hydrateServerState(client: QueryClient, state: DehydratedState, { keptCopy = false } = {}): void {
  hydrate(client, reviveErrors(readAt(state, keptCopy ? 0 : Date.now())))
  for (const query of state.queries) {
    if (query.state.status === 'error') client.setQueryDefaults(query.queryKey, { retryOnMount: false })
  }
}

/**
 * When the answers count as read. The server vouches that a page it sends is current (a kept
 * page is reused only while its reads are unchanged), and its clock is not the phone's, so they
 * count as read now. A page the service worker showed from this device's copy (offline, or a
 * network too slow to answer) may be days old: its answers count as stale, so the page shows
 * them, then reads again.
 */
function readAt(state: DehydratedState, when: number): DehydratedState {
  return {
    ...state,
    queries: state.queries.map((query) => ({ ...query, state: { ...query.state, dataUpdatedAt: when } })),
  }
}

/**
 * JSON carries an error as a plain object; the app tells a 404 from other failures with
 * `isApiError`, so a query that failed on the server becomes an ApiError again.
 */
function reviveErrors(state: DehydratedState): DehydratedState {
  return {
    ...state,
    queries: state.queries.map((query) => {
      const error = query.state.error as { status?: number; code?: string; message?: string } | null | undefined
      if (!error || error instanceof ApiError) return query
      return {
        ...query,
        state: {
          ...query.state,
          error: new ApiError(error.status ?? 0, error.code ?? 'INTERNAL', error.message ?? 'Something went wrong.'),
        },
      }
    }),
  }
}
