import { createHash } from 'node:crypto'
import type { CachedAnswer } from '../../lib/cached-answer'
import type { Clock } from '../../lib/clock'

/**
 * What a cached answer shows, so a change drops exactly the answers it affects (catalog-changes.ts
 * turns the database's announcements into these; docs/decisions/030-catalogue-cache.md):
 * - `page:<product id>`: that product's page, and the related products under it;
 * - `card:<product id>`: a list showing that product's card;
 * - `listing:<category id>`: a list of that category, which a product may join, leave or move in;
 *   `listing:*` for lists of no one category (all products, searches);
 * - `seller:<vendor id>`: a product page showing that seller's rating;
 * - `tree`: the category tree.
 */
export type CacheTag = `page:${string}` | `card:${string}` | `listing:${string}` | `seller:${string}` | 'tree'

type Entry = { answer: CachedAnswer; tags: CacheTag[]; expiresAt: number }

export type CatalogCache = ReturnType<typeof catalogCache>

/** What no announcement covers (the "viewed today" count) is at most this old. */
export const CATALOG_CACHE_TTL_MS = 60_000

/** Weak: the same JSON sent plain, brotli or gzip is one answer (RFC 9110 §8.8.1). */
const etagOf = (body: string) => `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`

/**
 * One server's catalogue answers, kept in memory, least recently used first out past `maxBytes`.
 * It keeps nothing until `setListening(true)`: without the change announcements an entry could
 * outlive what it shows. Every entry also expires after `ttlMs`, for what no announcement covers
 * (the "viewed today" count). A load that an invalidation overtakes is answered but not kept, and
 * concurrent misses of one key share one load.
 */
export function catalogCache(options: { maxBytes: number; ttlMs: number; clock: Clock }) {
  const { maxBytes, ttlMs, clock } = options
  const entries = new Map<string, Entry>() // Map order: least recently used first
  const keysByTag = new Map<CacheTag, Set<string>>()
  const loading = new Map<string, Promise<CachedAnswer>>()
  let bytes = 0
  /** Bumped by every invalidation: a load started in an older generation is not kept. */
  let generation = 0
  let listening = false
  const stats = { hits: 0, misses: 0 }

  function remove(key: string): void {
    const entry = entries.get(key)
    if (!entry) return
    entries.delete(key)
    bytes -= entry.answer.body.length
    for (const tag of entry.tags) {
      const keys = keysByTag.get(tag)
      keys?.delete(key)
      if (keys?.size === 0) keysByTag.delete(tag)
    }
  }

  function store(key: string, entry: Entry): void {
    if (entry.answer.body.length > maxBytes) return
    remove(key)
    entries.set(key, entry)
    bytes += entry.answer.body.length
    for (const tag of entry.tags) {
      let keys = keysByTag.get(tag)
      if (!keys) keysByTag.set(tag, (keys = new Set()))
      keys.add(key)
    }
    for (const oldest of entries.keys()) {
      if (bytes <= maxBytes) break
      remove(oldest)
    }
  }

  return {
    /** The answer for `key`: kept, or loaded (and kept when nothing changed meanwhile). */
    async get(key: string, load: () => Promise<{ body: string; tags: CacheTag[] }>): Promise<CachedAnswer> {
      const now = clock.now().getTime()
      const hit = entries.get(key)
      if (hit && hit.expiresAt > now) {
        stats.hits++
        entries.delete(key)
        entries.set(key, hit)
        return hit.answer
      }
      if (hit) remove(key)
      stats.misses++
      const pending = loading.get(key)
      if (pending) return pending
      const startedIn = generation
      const promise = load()
        .then(({ body, tags }) => {
          const answer = { body, etag: etagOf(body) }
          if (listening && generation === startedIn) store(key, { answer, tags, expiresAt: now + ttlMs })
          return answer
        })
        .finally(() => {
          if (loading.get(key) === promise) loading.delete(key)
        })
      loading.set(key, promise)
      return promise
    },

    /** Drops every answer carrying any of the tags. */
    invalidate(tags: Iterable<CacheTag>): void {
      generation++
      loading.clear()
      for (const tag of tags) for (const key of [...(keysByTag.get(tag) ?? [])]) remove(key)
    },

    /** Drops everything. */
    clear(): void {
      generation++
      loading.clear()
      entries.clear()
      keysByTag.clear()
      bytes = 0
    },

    /** Whether changes are being heard: while not, nothing is kept. */
    setListening(isListening: boolean): void {
      // Either way, what was kept or is being loaded may have missed a change.
      this.clear()
      listening = isListening
    },

    /**
     * Changes with every invalidation: what was made from the catalogue at one version is still
     * current while the version is the same (and younger than the TTL). Undefined while changes
     * are not heard, when nothing can be said.
     */
    version: (): number | undefined => (listening ? generation : undefined),

    stats: () => ({ ...stats, entries: entries.size, bytes }),
  }
}
