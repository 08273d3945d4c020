import { ImageOff } from 'lucide-react'
import type { ImageSet } from '@haat/shared/catalog/product'
import { ResponsiveImage } from './responsive-image'

/** A bought or chosen item's 64 px picture, or a placeholder when it has none. */
export function LineThumbnail({ image }: { image: ImageSet | null }) {
  return (
    <div className="size-16 shrink-0 overflow-hidden rounded-lg bg-stone-100">
      {image ? (
        <ResponsiveImage image={image} alt="" displayWidth={64} className="size-full" />
      ) : (
        <ImageOff aria-hidden="true" className="m-auto mt-5 size-6 text-stone-400" />
      )}
    </div>
  )
}
