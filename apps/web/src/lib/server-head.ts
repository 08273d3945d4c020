import { createContext } from 'react'

/** The picture a page shows largest first, for a `<link rel="preload">` in the head. */
type PreloadImage = { href: string; srcSet?: string | undefined; sizes?: string | undefined }

/**
 * The title and description a page asked for while the server rendered it, and its main picture.
 * Rendered inside #root, a <title> would land in the body; the server writes these into the head
 * instead (apps/server/src/plugins/web-app.ts). Only the server renderer provides a collector.
 */
export type ServerHead = { title?: string; description?: string; preloadImage?: PreloadImage }

export type ServerHeadCollector = {
  /** Called while rendering, on the server only: the last value the page renders wins. */
  note: (part: 'title' | 'description', value: string) => void
  /**
   * The page's first picture fetched at high priority (its largest paint): preloaded from the
   * head, so the browser asks for it before it reaches the body. The first one rendered wins.
   */
  preload: (image: PreloadImage) => void
  read: () => ServerHead
}

export function serverHeadCollector(): ServerHeadCollector {
  const head: ServerHead = {}
  return {
    note: (part, value) => {
      head[part] = value
    },
    preload: (image) => {
      head.preloadImage ??= image
    },
    read: () => ({ ...head }),
  }
}

export const ServerHeadContext = createContext<ServerHeadCollector | null>(null)
