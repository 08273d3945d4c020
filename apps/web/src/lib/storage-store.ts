/**
 * A JSON value in localStorage that components read with useSyncExternalStore: the same snapshot
 * object until the stored text changes, and updates from this tab (a custom event) and from other
 * tabs (the "storage" event, which only fires in the others).
 */
export interface StorageStore<T> {
  readonly key: string
  read: () => T
  /** Saves `value` (removes the key when `isEmpty(value)`) and tells this tab's readers. */
  write: (value: T) => void
  subscribe: (onChange: () => void) => () => void
}

function readRaw(key: string): string | null {
  try {
    return window.localStorage.getItem(key)
  } catch {
    // Storage can be blocked (privacy settings): nothing stored is the honest answer.
    return null
  }
}

export function createStorageStore<T>(options: {
  key: string
  /** Fired on window when this tab writes. */
  changedEvent: string
  /** Must accept anything (null, malformed JSON, another version's shape). */
  parse: (raw: string | null) => T
  /** What is saved as JSON; the value itself unless given. */
  serialize?: (value: T) => unknown
  isEmpty: (value: T) => boolean
}): StorageStore<T> {
  const { key, changedEvent, parse, isEmpty, serialize = (value: T): unknown => value } = options
  let lastRaw: string | null | undefined
  let last: T

  return {
    key,
    read() {
      const raw = readRaw(key)
      if (raw !== lastRaw || lastRaw === undefined) {
        lastRaw = raw
        last = parse(raw)
      }
      return last
    },
    write(value) {
      try {
        if (isEmpty(value)) window.localStorage.removeItem(key)
        else window.localStorage.setItem(key, JSON.stringify(serialize(value)))
      } catch {
        // Full or blocked storage: the change lives until the page closes.
      }
      window.dispatchEvent(new Event(changedEvent))
    },
    subscribe(onChange) {
      const onStorage = (event: StorageEvent) => {
        if (event.key === null || event.key === key) onChange()
      }
      window.addEventListener('storage', onStorage)
      window.addEventListener(changedEvent, onChange)
      return () => {
        window.removeEventListener('storage', onStorage)
        window.removeEventListener(changedEvent, onChange)
      }
    },
  }
}

/** JSON.parse that answers null instead of throwing. */
export function parseJson(raw: string | null): unknown {
  if (!raw) return null
  try {
    return JSON.parse(raw) as unknown
  } catch {
    return null
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** The server refuses a whole merge or preview for one malformed id, so stored entries are checked first. */
export function isProductId(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value)
}

/** A chosen colour or size as stored: trimmed text, or null for none. */
export function toOption(value: unknown): string | null {
  if (typeof value !== 'string') return null
  const text = value.trim().slice(0, 60)
  return text === '' ? null : text
}
