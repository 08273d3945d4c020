import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { SearchSuggestions } from '@haat/shared/catalog/suggestions'
import { SUGGEST_MIN_CHARS } from '@haat/shared/catalog/suggest-limits'
import { useEffect, useState } from 'react'
import { api } from '../../../lib/api-client'
import { catalogKeys } from './catalog-keys'

/** Typing pauses this long before the box asks: one request per pause, not per key. */
const DEBOUNCE_MS = 150

/** GET /api/search/suggestions for what is typed, once it is long enough; the last answer stays while the next loads. */
export function useSuggestions(typed: string) {
  const [q, setQ] = useState(typed.trim())
  useEffect(() => {
    const timer = setTimeout(() => setQ(typed.trim()), DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [typed])
  return useQuery({
    queryKey: catalogKeys.suggestions(q.toLowerCase()),
    queryFn: ({ signal }) => api.get<SearchSuggestions>('/api/search/suggestions', { query: { q }, signal }),
    enabled: q.length >= SUGGEST_MIN_CHARS,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  })
}
