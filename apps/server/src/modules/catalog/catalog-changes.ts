import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import type { CacheTag, CatalogCache } from './catalog-cache'
import type { CatalogSource } from './catalog-source'

/** The channel migration 0023's triggers announce catalogue changes on. */
const CHANNEL = 'haat_catalog'

/** How long a write's answer waits for its own changes to come back before clearing everything. */
const CATCH_UP_TIMEOUT_MS = 2_000

/** One announcement (migration 0023 documents each field), or this server's own catch-up mark. */
type CatalogChange = {
  all?: boolean
  pages?: string[]
  cards?: string[]
  listings?: string[]
  sellers?: string[]
  tree?: boolean
  caughtUp?: string
}

/** The cache tags an announcement drops; 'all' for everything. */
export function tagsOfChange(change: CatalogChange): CacheTag[] | 'all' {
  if (change.all) return 'all'
  const tags: CacheTag[] = []
  for (const id of change.pages ?? []) tags.push(`page:${id}`)
  for (const id of change.cards ?? []) tags.push(`page:${id}`, `card:${id}`)
  for (const id of change.listings ?? []) tags.push(`listing:${id}`)
  // A product joining, leaving or moving in a category also changes the lists of no one category.
  if ((change.listings ?? []).length > 0) tags.push('listing:*')
  for (const id of change.sellers ?? []) tags.push(`seller:${id}`)
  if (change.tree) tags.push('tree')
  return tags
}

/**
 * Applies every catalogue change announced by the database, from any server, to this server's
 * cache, and keeps the cache off while announcements cannot be heard. `source` hears of each
 * change first, so a read the change sends to the database does not go to a replica behind it.
 */
export async function followCatalogChanges(database: Database, cache: CatalogCache, source?: CatalogSource) {
  const waiting = new Map<string, () => void>()
  const stop = await database.listen(CHANNEL, {
    onMessage(payload) {
      let change: CatalogChange
      try {
        change = JSON.parse(payload) as CatalogChange
      } catch {
        source?.changeHeard()
        cache.clear()
        return
      }
      if (change.caughtUp) {
        waiting.get(change.caughtUp)?.()
        return
      }
      source?.changeHeard()
      const tags = tagsOfChange(change)
      if (tags === 'all') cache.clear()
      else cache.invalidate(tags)
    },
    onListening: (listening) => cache.setListening(listening),
  })

  return {
    /**
     * Resolves once every change committed before the call has reached this server's cache: a
     * mark sent now arrives after them (notifications come in commit order). A seller's or an
     * admin's write waits for it before answering, so their next read never sees the old product.
     */
    async caughtUp(): Promise<void> {
      const mark = randomUUID()
      let timer: NodeJS.Timeout | undefined
      const heard = new Promise<boolean>((resolve) => {
        waiting.set(mark, () => resolve(true))
        timer = setTimeout(() => resolve(false), CATCH_UP_TIMEOUT_MS)
      })
      try {
        await database.db.execute(sql`select pg_notify(${CHANNEL}, ${JSON.stringify({ caughtUp: mark })})`)
        if (!(await heard)) cache.clear()
      } catch {
        cache.clear()
      } finally {
        clearTimeout(timer)
        waiting.delete(mark)
      }
    },
    close: stop,
  }
}
