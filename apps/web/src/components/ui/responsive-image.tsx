import type { ImageSet } from '@haat/shared/catalog/product'
import { imageSrc, imageSrcSet } from '../../lib/image-set'
import { cn } from '../../lib/cn'

interface ResponsiveImageProps {
  image: ImageSet
  alt: string
  /** The width the image is shown at, in CSS pixels: picks the fallback `src` and the `sizes`. */
  displayWidth: number
  className?: string
  /** Below the fold by default; pass "eager" for the first image a screen shows. */
  loading?: 'lazy' | 'eager'
  /** The `sizes` attribute when the width depends on the layout (a grid); `${displayWidth}px` unless given. */
  sizes?: string
  /** "high" for the screen's main image (its largest paint). */
  fetchPriority?: 'high' | 'low' | 'auto'
}

/** An uploaded image over its WebP widths (srcset), so a phone downloads the small one. */
export function ResponsiveImage({
  image,
  alt,
  displayWidth,
  className,
  loading = 'lazy',
  sizes,
  fetchPriority,
}: ResponsiveImageProps) {
  return (
    <img
      src={imageSrc(image, displayWidth)}
      srcSet={imageSrcSet(image)}
      sizes={sizes ?? `${displayWidth}px`}
      width={image.width}
      height={image.height}
      alt={alt}
      loading={loading}
      fetchPriority={fetchPriority}
      decoding="async"
      className={cn('object-cover', className)}
    />
  )
}
