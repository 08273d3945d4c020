import type { ComponentType } from 'react'
import type { RouteObject } from 'react-router'
import type { CatalogueName } from '../i18n/catalogues'
import { needCatalogue } from '../i18n/i18n'

/**
 * A route `lazy` that loads a page module as its own chunk and renders its named export, so page
 * files keep ordinary named exports.
 */
export function lazyPage<M extends Record<K, ComponentType>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
  /** The message catalogue its texts are in, when not the shell's (lingui.config.ts): fetched alongside. */
  catalogue?: CatalogueName,
) {
  return async () => {
    const [module] = await Promise.all([load(), catalogue && needCatalogue(catalogue)])
    return { Component: module[name] }
  }
}

/** The path of an index route (the area's own page). */
export const INDEX = null

/** One row of the route table: a path (or INDEX), its page module, and the page's export name. */
export function page<M extends Record<K, ComponentType>, K extends keyof M & string>(
  path: string | typeof INDEX,
  load: () => Promise<M>,
  name: K,
  catalogue?: CatalogueName,
): RouteObject {
  const lazy = lazyPage(load, name, catalogue)
  return path === INDEX ? { index: true, lazy } : { path, lazy }
}
