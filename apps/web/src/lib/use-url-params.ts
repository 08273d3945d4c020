import { useCallback } from 'react'
import { useSearchParams } from 'react-router'

/**
 * The URL's search params and a way to change several at once: an empty value removes the
 * parameter. Lists keep their state here so reloads, Back/Forward and shared links agree.
 */
export function useUrlParams() {
  const [params, setParams] = useSearchParams()
  const update = useCallback(
    (changes: Record<string, string | undefined>) => {
      setParams((previous) => {
        const next = new URLSearchParams(previous)
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value)
          else next.delete(key)
        }
        return next
      })
    },
    [setParams],
  )
  return [params, update] as const
}
