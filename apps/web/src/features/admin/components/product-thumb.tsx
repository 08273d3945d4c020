import { ImageOff } from 'lucide-react'
import type { ImageSet } from '@haat/shared/catalog/product'
import { ResponsiveImage } from '../../../components/ui/responsive-image'
import { cn } from '../../../lib/cn'

/** A product's cover image at `size` px, or a placeholder when it has none. */
export function ProductThumb({
  image,
  size,
  alt = '',
  className,
}: {
  image: ImageSet | null
  size: number
  alt?: string
  className?: string
}) {
  return (
    <div
      role={!image && alt ? 'img' : undefined}
      aria-label={!image && alt ? `${alt} (no image)` : undefined}
      className={cn('flex shrink-0 items-center justify-center overflow-hidden rounded-lg bg-stone-100', className)}
      style={{ width: size, height: size }}
    >
      {image ? (
        <ResponsiveImage image={image} alt={alt} displayWidth={size} className="size-full" />
      ) : (
        <ImageOff aria-hidden="true" className="size-1/2 text-stone-400" />
      )}
    </div>
  )
}
