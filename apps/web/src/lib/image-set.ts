import type { ImageSet } from '@haat/shared/catalog/product'

/** "url 160w, url 320w, …" over the server's WebP widths, for `<img srcSet>`. */
export function imageSrcSet(image: ImageSet): string {
  return image.variants.map((variant) => `${variant.url} ${variant.width}w`).join(', ')
}

/** The `src` for browsers that ignore srcset: the narrowest variant at least `width` wide, else the widest. */
export function imageSrc(image: ImageSet, width: number): string {
  const byWidth = [...image.variants].sort((a, b) => a.width - b.width)
  return (byWidth.find((variant) => variant.width >= width) ?? byWidth.at(-1))?.url ?? ''
}
