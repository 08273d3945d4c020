import { useEffect, useRef } from 'react'
import { api } from '../../../lib/api-client'

/**
 * POST /api/products/{slug}/views: counts one view of the product page (docs/decisions/020-no-invented-numbers.md). A
 * separate call from the product GET, so prefetches and cached reads never count.
 */
function recordProductView(slug: string): Promise<void> {
  return api.post<void>(`/api/products/${encodeURIComponent(slug)}/views`)
}

/** Counts the view once per mount of the product page; fire and forget, a failure changes nothing on screen. */
export function useRecordProductView(slug: string) {
  // StrictMode runs effects twice on the same mount in development; the ref keeps it to one call.
  const recorded = useRef<string | null>(null)
  useEffect(() => {
    if (recorded.current === slug) return
    recorded.current = slug
    recordProductView(slug).catch(() => {
      // Only a counter: nothing for the shopper to do about it.
    })
  }, [slug])
}
