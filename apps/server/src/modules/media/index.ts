// The media module's public face: looking up uploads other modules attach (products, categories),
// their image sets and variant URLs, and the storage the demo data and housekeeping write to.
export { findMedia, findMediaByIds, findOwnedMediaIds } from './media.repository'
export { toImageSet } from './image-set'
export { makeImageVariants, mediaUrl, shareJpegUrl, variantFileName, webpToJpeg } from './image-variants'
export type { MediaStorage } from './storage'
export { IMMUTABLE_MEDIA, SAFE_MEDIA_NAME } from './storage'
export { configuredMediaStorage } from './configured-storage'
export { s3Storage } from './s3-storage'
