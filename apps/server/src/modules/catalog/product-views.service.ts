import { VIEWS_TODAY_MIN } from '@haat/shared/catalog/product'
import type { Db } from '../../db/client'
import { notFound } from '../../lib/app-error'
import type { Clock } from '../../lib/clock'
import { LimiterUnavailable, type RateLimiter } from '../../lib/rate-limiter'
import { incrementProductViews } from './product-views.repository'

/** One visitor (IP) counts at most once per product in this window, so a reload loop cannot inflate the count. */
const VIEW_DEDUPE_WINDOW_MS = 30 * 60_000

/** India Standard Time is UTC+05:30 all year (no daylight saving). */
const IST_OFFSET_MS = (5 * 60 + 30) * 60_000

/** The calendar day in India (YYYY-MM-DD) at an instant: "today" for the view counter. */
export function indiaDay(instant: Date): string {
  return new Date(instant.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10)
}

/** What the product page may show: the real count, or null while it is too small to mean anything. */
export function shownViewsToday(views: number): number | null {
  return views >= VIEWS_TODAY_MIN ? views : null
}

/** The real "Viewed N times today" counter (docs/decisions/020-no-invented-numbers.md). */
export function productViewsService(deps: { db: Db; clock: Clock; limiter: RateLimiter }) {
  const { db, clock, limiter } = deps
  return {
    /**
     * Counts a product page view. A repeat from the same IP within the window is accepted and
     * ignored without touching the database; the first view of an unknown or hidden product is a 404.
     */
    async record(slug: string, ip: string): Promise<void> {
      const key = `productView:${ip}:${slug}`
      // A Redis outage fails open here: a view may be counted twice, never refused.
      const first = await limiter.hit(key, 1, VIEW_DEDUPE_WINDOW_MS).catch((error: unknown) => {
        if (error instanceof LimiterUnavailable) return { allowed: true }
        throw error
      })
      if (!first.allowed) return
      const counted = await incrementProductViews(db, slug, indiaDay(clock.now()))
      if (!counted) {
        // Only real products keep a key, so made-up slugs cannot fill the limiter.
        await limiter.reset(key).catch(() => undefined)
        throw notFound(/*i18n*/ 'Product not found.')
      }
    },
  }
}
