import { createContext } from 'react'

/**
 * The title and description a page asked for while the server rendered it. Rendered inside
 * #root, a <title> would land in the body; the server writes these into the head instead
 * (apps/server/src/plugins/web-app.ts). Only the server renderer provides a collector.
 */
export type ServerHead = { title?: string; description?: string }

export type ServerHeadCollector = {
  /** Called while rendering, on the server only: the last page-level value rendered wins. */
  note: (part: keyof ServerHead, value: string) => void
  read: () => ServerHead
}

export function serverHeadCollector(): ServerHeadCollector {
  const head: ServerHead = {}
  return {
    note: (part, value) => {
      head[part] = value
    },
    read: () => ({ ...head }),
  }
}

export const ServerHeadContext = createContext<ServerHeadCollector | null>(null)
