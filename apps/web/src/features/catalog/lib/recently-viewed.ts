import { useSyncExternalStore } from 'react'
import { RECENTLY_VIEWED_MAX } from '@haat/shared/catalog/recently-viewed'
import { createStorageStore, parseJson } from '../../../lib/storage-store'

/**
 * The products this browser opened, newest first: localStorage key `recentlyViewed`, a JSON list
 * of slugs (never prices or names, which change: the cards are read fresh, GET /api/product-cards).
 * No account needed, nothing sent to the server; "Clear" empties it.
 */
const recentlyViewed = createStorageStore<readonly string[]>({
  key: 'recentlyViewed',
  changedEvent: 'haat:recently-viewed-changed',
  parse: (raw) => {
    const value = parseJson(raw)
    if (!Array.isArray(value)) return []
    const slugs = value.filter(
      (slug): slug is string => typeof slug === 'string' && slug.length > 0 && slug.length <= 200,
    )
    return slugs.slice(0, RECENTLY_VIEWED_MAX)
  },
  isEmpty: (slugs) => slugs.length === 0,
})

const NONE: readonly string[] = []

/** Puts a product first in the list (once; the oldest falls off past RECENTLY_VIEWED_MAX). */
export function rememberViewed(slug: string) {
  const slugs = recentlyViewed.read()
  if (slugs[0] === slug) return
  recentlyViewed.write([slug, ...slugs.filter((seen) => seen !== slug)].slice(0, RECENTLY_VIEWED_MAX))
}

export function forgetViewed() {
  recentlyViewed.write(NONE)
}

/**
 * The stored slugs. The server renders none (it cannot know them), and hydration renders none
 * too, so the HTML matches; the list appears right after.
 */
export function useRecentlyViewed(): readonly string[] {
  return useSyncExternalStore(recentlyViewed.subscribe, recentlyViewed.read, () => NONE)
}
