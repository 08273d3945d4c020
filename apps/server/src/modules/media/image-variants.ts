import sharp from 'sharp'

/** The widths every image is served in; pages pick one through srcset. */
export const IMAGE_WIDTHS = [320, 640, 1280] as const

export type ImageVariants = {
  width: number
  height: number
  variants: { width: number; body: Buffer }[]
}

/**
 * Re-encodes an image to WebP in each width (never larger than the original), with metadata
 * stripped (sharp drops EXIF, including GPS, unless asked to keep it). Throws on input that
 * sharp cannot decode.
 */
export async function makeImageVariants(input: Buffer, options: { effort?: number } = {}): Promise<ImageVariants> {
  // Decode once to upright raw pixels (this also rejects truncated or corrupt files), then
  // encode every width from them instead of decoding the original again for each.
  const { data, info } = await sharp(input, { failOn: 'error', limitInputPixels: 40_000_000 })
    .autoOrient()
    .raw()
    .toBuffer({ resolveWithObject: true })
  const raw = { width: info.width, height: info.height, channels: info.channels }
  const variants = await Promise.all(
    IMAGE_WIDTHS.map(async (target) => ({
      width: target,
      body: await sharp(data, { raw })
        .resize({ width: Math.min(target, info.width), withoutEnlargement: true })
        .webp({ quality: 78, effort: options.effort ?? 4 })
        .toBuffer(),
    })),
  )
  return { width: info.width, height: info.height, variants }
}

/** The public file name of one variant of a stored image. */
export function variantFileName(storageKey: string, width: number): string {
  return `${storageKey}-${width}.webp`
}

export function mediaUrl(storageKey: string, width: number): string {
  return `/media/${variantFileName(storageKey, width)}`
}

/**
 * The same image as a JPEG, for link previews: WhatsApp and some other apps show no WebP
 * og:image. Made from the WebP variant on request (web-app.ts), cached like every media file.
 */
export function shareJpegUrl(storageKey: string, width: number): string {
  return `/media/jpeg/${variantFileName(storageKey, width).replace(/\.webp$/, '.jpg')}`
}

/** A stored WebP variant as a JPEG: quality 82, what a link preview is shown at. */
export function webpToJpeg(webp: Buffer): Promise<Buffer> {
  return sharp(webp).flatten({ background: '#ffffff' }).jpeg({ quality: 82, mozjpeg: true }).toBuffer()
}

/** The formats an upload may be in; anything else is refused whatever its name or declared type. */
export type UploadFormat = 'jpeg' | 'png' | 'webp' | 'avif' | 'gif'

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

/**
 * Reads the format from a file's first bytes (its magic number). The name and the declared
 * content type come from the uploader and prove nothing, so they are never consulted.
 */
export function sniffImageFormat(file: Buffer): UploadFormat | null {
  const text = (start: number, end: number) => file.subarray(start, end).toString('latin1')
  if (file.length >= 3 && file[0] === 0xff && file[1] === 0xd8 && file[2] === 0xff) return 'jpeg'
  if (file.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png'
  if (text(0, 6) === 'GIF87a' || text(0, 6) === 'GIF89a') return 'gif'
  if (text(0, 4) === 'RIFF' && text(8, 12) === 'WEBP') return 'webp'
  // ISO-BMFF: a `ftyp` box naming AVIF as its major or one of its compatible brands.
  if (file.length >= 16 && text(4, 8) === 'ftyp') {
    const boxEnd = Math.min(file.readUInt32BE(0), file.length, 256)
    const brands = [text(8, 12)]
    for (let at = 16; at + 4 <= boxEnd; at += 4) brands.push(text(at, at + 4))
    if (brands.includes('avif') || brands.includes('avis')) return 'avif'
  }
  return null
}
