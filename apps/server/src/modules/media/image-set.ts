import type { ImageSet } from '@haat/shared/catalog/product'
import { mediaUrl } from './image-variants'

/** The public shape of a stored image: every width with its URL. */
export function toImageSet(media: {
  id: string
  storageKey: string
  widths: number[]
  width: number
  height: number
}): ImageSet {
  return {
    id: media.id,
    width: media.width,
    height: media.height,
    variants: media.widths.map((w) => ({ width: Math.min(w, media.width), url: mediaUrl(media.storageKey, w) })),
  }
}
