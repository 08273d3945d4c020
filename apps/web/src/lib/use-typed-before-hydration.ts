import { useLayoutEffect, useRef } from 'react'

/**
 * For a controlled field of a server-rendered page: the HTML is readable, and typed into, seconds
 * before React is live on a slow phone. React keeps what was typed while it hydrates, but the
 * component's state still holds the server's value, so the next render (or Enter) would wipe it.
 * When the field mounts, whatever the shopper typed meanwhile (the box's value differs from the
 * value the server wrote) is handed to `onTyped`, so the state takes the DOM's value.
 */
export function useTypedBeforeHydration<Field extends HTMLInputElement | HTMLTextAreaElement>(
  onTyped: (value: string, field: Field) => void,
) {
  const ref = useRef<Field>(null)
  const latest = useRef(onTyped)
  useLayoutEffect(() => {
    latest.current = onTyped
  })
  useLayoutEffect(() => {
    const field = ref.current
    if (field && field.value !== field.defaultValue) latest.current(field.value, field)
  }, [])
  return ref
}
