import type { ComponentType } from 'react'
import type { RouteObject } from 'react-router'

/**
 * A route `lazy` that loads a page module as its own chunk and renders its named export, so page
 * files keep ordinary named exports.
 */
export function lazyPage<M extends Record<K, ComponentType>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
) {
  return async () => ({ Component: (await load())[name] })
}

/** The path of an index route (the area's own page). */
export const INDEX = null

/** One row of the route table: a path (or INDEX), its page module, and the page's export name. */
export function page<M extends Record<K, ComponentType>, K extends keyof M & string>(
  path: string | typeof INDEX,
  load: () => Promise<M>,
  name: K,
): RouteObject {
  return path === INDEX ? { index: true, lazy: lazyPage(load, name) } : { path, lazy: lazyPage(load, name) }
}
