import type { ComponentType } from 'react'

/**
 * A route `lazy` that loads a page module as its own chunk and renders the named component,
 * so page files keep ordinary named exports.
 */
export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return async () => ({ Component: pick(await load()) })
}
