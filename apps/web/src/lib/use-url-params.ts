import { useCallback } from 'react'
import { useSearchParams } from 'react-router'

/**
 * The URL's search params and a way to change several at once: an empty value removes the
 * parameter, an array repeats it (`?brand=A&brand=B`). Lists keep their state here so reloads, Back/Forward and shared links agree.
 * The update is flushed at once rather than as a transition: a controlled checkbox or select
 * bound to the URL must show its new state on the click, not a frame later (a transition lets
 * React put the old value back first, which looks like a dead control on a slow phone).
 */
export function useUrlParams() {
  const [params, setParams] = useSearchParams()
  const update = useCallback(
    (changes: Record<string, string | readonly string[] | undefined>) => {
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous)
          for (const [key, value] of Object.entries(changes)) {
            next.delete(key)
            if (typeof value === 'string' && value) next.set(key, value)
            else if (Array.isArray(value)) for (const item of value as readonly string[]) next.append(key, item)
          }
          return next
        },
        { flushSync: true },
      )
    },
    [setParams],
  )
  return [params, update] as const
}
