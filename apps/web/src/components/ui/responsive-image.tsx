import { useContext } from 'react'
import type { ImageSet } from '@haat/shared/catalog/product'
import { ServerHeadContext } from '../../lib/server-head'
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
  /** "high" for the screen's main image (its largest paint): the server also preloads it from the head. */
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
  const src = imageSrc(image, displayWidth)
  const srcSet = imageSrcSet(image)
  const shownSizes = sizes ?? `${displayWidth}px`
  const serverHead = useContext(ServerHeadContext)
  if (fetchPriority === 'high') serverHead?.preload({ href: src, srcSet, sizes: shownSizes })
  return (
    // The picture's address last, as React writes it: a browser may start fetching as soon as
    // `src` is set (before `loading`, `sizes` and `srcSet` are known).
    <img
      alt={alt}
      width={image.width}
      height={image.height}
      loading={loading}
      fetchPriority={fetchPriority}
      decoding="async"
      className={cn('object-cover', className)}
      sizes={shownSizes}
      srcSet={srcSet}
      src={src}
    />
  )
}
