/**
 * Demo images drawn locally (no downloads): an SVG with a gradient in the category's colours,
 * a few soft circles, the product's initials and its short name, rendered by sharp through the
 * same WebP pipeline as uploads (makeImageVariants) and written to media storage.
 */
import { makeImageVariants, type MediaStorage, variantFileName } from '../../modules/media'

// 800 px covers the largest place a product image is shown (the gallery) and keeps the seed quick.
const PRODUCT_IMAGE_SIZE = { width: 800, height: 800 }
const CATEGORY_IMAGE_SIZE = { width: 800, height: 600 }

const FONT = "'DejaVu Sans', 'Liberation Sans', Arial, Helvetica, sans-serif"

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
}

/** FNV-1a: a stable 32-bit number from a string, to seed the drawing. */
function hashString(text: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}

/** mulberry32: a small seeded generator, so the same product always gets the same picture. */
function seededRandom(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** Rotates a #rrggbb colour's hue by `degrees` (used for the second image's tint). */
function shiftHue(hex: string, degrees: number): string {
  const n = Number.parseInt(hex.slice(1), 16)
  const r = ((n >> 16) & 255) / 255
  const g = ((n >> 8) & 255) / 255
  const b = (n & 255) / 255
  const max = Math.max(r, g, b)
  const min = Math.min(r, g, b)
  const l = (max + min) / 2
  const d = max - min
  let h = 0
  let s = 0
  if (d !== 0) {
    s = d / (1 - Math.abs(2 * l - 1))
    if (max === r) h = ((g - b) / d) % 6
    else if (max === g) h = (b - r) / d + 2
    else h = (r - g) / d + 4
    h *= 60
  }
  h = (((h + degrees) % 360) + 360) % 360
  const c = (1 - Math.abs(2 * l - 1)) * s
  const x = c * (1 - Math.abs(((h / 60) % 2) - 1))
  const m = l - c / 2
  const [r1, g1, b1] =
    h < 60
      ? [c, x, 0]
      : h < 120
        ? [x, c, 0]
        : h < 180
          ? [0, c, x]
          : h < 240
            ? [0, x, c]
            : h < 300
              ? [x, 0, c]
              : [c, 0, x]
  const toHex = (v: number) =>
    Math.round((v + m) * 255)
      .toString(16)
      .padStart(2, '0')
  return `#${toHex(r1)}${toHex(g1)}${toHex(b1)}`
}

/** Greedy word wrap into at most `maxLines` lines; the last line ends with … when cut. */
function wrapText(text: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = []
  let current = ''
  // A number stays with its unit ("10 kg", "150 ml"): joined by a no-break space before splitting.
  const words = text
    .replace(/(\d) (?=(?:kg|g|ml|L|cm|mm|in|ft|m|W|mAh|GB|TB)\b)/g, '$1\u00a0')
    .split(/[ \t\n]+/)
    .filter(Boolean)
  for (let i = 0; i < words.length; i++) {
    const word = words[i] as string
    const candidate = current ? `${current} ${word}` : word
    if (candidate.length <= maxChars || !current) {
      current = candidate
      continue
    }
    lines.push(current)
    current = word
    if (lines.length === maxLines) {
      current = ''
      const last = lines[maxLines - 1] as string
      lines[maxLines - 1] = `${last.slice(0, maxChars - 1).trimEnd()}…`
      break
    }
  }
  if (current) lines.push(current.length > maxChars ? `${current.slice(0, maxChars - 1)}…` : current)
  return lines
}

/** "Samsung Galaxy M35 5G (8GB RAM, 128GB)" → "Galaxy M35 5G": no brand, no bracketed details. */
function shortProductName(name: string, brand: string): string {
  let short = name.replace(/\s*\(.*?\)\s*/g, ' ').trim()
  if (brand && short.toLowerCase().startsWith(`${brand.toLowerCase()} `)) short = short.slice(brand.length + 1)
  return short.replace(/[,–-]\s*$/, '').trim() || name
}

const FILLER_WORDS = new Set(['a', 'an', 'and', 'by', 'for', 'in', 'of', 'the', 'to', 'with'])

/** Two letters for the big glyph: the first letters of the first two words that say something. */
function initials(text: string): string {
  const letters = text
    .split(/[\s\-–:/]+/)
    .map((word) => word.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter((word) => word && !FILLER_WORDS.has(word.toLowerCase()))
    .map((word) => [...word][0] as string)
  return letters.slice(0, 2).join('').toUpperCase() || '•'
}

function gradientDefs(id: string, from: string, to: string, angleIndex: number): string {
  // Four gentle directions, picked per image, so a grid of products does not look stamped.
  const directions = [
    ['0', '0', '1', '1'],
    ['1', '0', '0', '1'],
    ['0', '0', '0', '1'],
    ['0', '1', '1', '0'],
  ] as const
  const [x1, y1, x2, y2] = directions[angleIndex % directions.length] as readonly [string, string, string, string]
  return `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`
}

function bubbles(random: () => number, width: number, height: number, count: number): string {
  const out: string[] = []
  for (let i = 0; i < count; i++) {
    const r = Math.round((0.12 + random() * 0.22) * width)
    const cx = Math.round(random() * width)
    const cy = Math.round(random() * height)
    const opacity = (0.06 + random() * 0.1).toFixed(2)
    out.push(`<circle cx="${cx}" cy="${cy}" r="${r}" fill="#ffffff" fill-opacity="${opacity}"/>`)
  }
  return out.join('')
}

export type ProductArt = {
  slug: string
  name: string
  brand: string
  palette: [string, string]
  /** 0 for the main image; 1 for a second view with a different tint. */
  view: number
  /** Shown on the second view, e.g. a colour the product also comes in. */
  caption?: string | undefined
}

export function productSvg(art: ProductArt): string {
  const { width, height } = PRODUCT_IMAGE_SIZE
  const random = seededRandom(hashString(`${art.slug}#${art.view}`))
  const tint = art.view === 0 ? 0 : 38 * art.view
  const dark = shiftHue(art.palette[0], tint)
  const light = shiftHue(art.palette[1], tint)
  const short = shortProductName(art.name, art.brand)
  const lines = wrapText(short, 22, 3).map((line) => line.replace(/,$/, ''))
  const nameY = 900 - (lines.length - 1) * 40
  // A translucent band behind the name keeps white text readable on the light end of the gradient.
  const band = `<rect x="70" y="${nameY - 78}" width="1060" height="${lines.length * 80 + 50}" rx="44" fill="${dark}" fill-opacity="0.38"/>`
  // Roughly 36 px a character at 46 px bold with 6 px letter-spacing, plus padding.
  const brandWidth = Math.min(1000, art.brand.length * 36 + 90)
  const nameText = lines
    .map(
      (line, i) =>
        `<text x="600" y="${nameY + i * 80}" text-anchor="middle" font-family="${FONT}" font-size="66" font-weight="700" fill="#ffffff">${escapeXml(line)}</text>`,
    )
    .join('')
  const caption = art.caption
    ? `<rect x="300" y="1080" width="600" height="76" rx="38" fill="${dark}" fill-opacity="0.38"/>` +
      `<text x="600" y="1132" text-anchor="middle" font-family="${FONT}" font-size="42" fill="#ffffff">${escapeXml(art.caption)}</text>`
    : ''
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<defs>${gradientDefs('bg', dark, light, hashString(art.slug) + art.view)}</defs>`,
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>`,
    bubbles(random, width, height, 4),
    `<rect x="${600 - brandWidth / 2}" y="96" width="${brandWidth}" height="76" rx="38" fill="${dark}" fill-opacity="0.38"/>`,
    `<text x="600" y="150" text-anchor="middle" font-family="${FONT}" font-size="46" font-weight="700" letter-spacing="6" fill="#ffffff">${escapeXml(art.brand.toUpperCase())}</text>`,
    `<circle cx="600" cy="460" r="230" fill="#ffffff" fill-opacity="0.94"/>`,
    `<circle cx="600" cy="460" r="252" fill="none" stroke="#ffffff" stroke-opacity="0.5" stroke-width="6"/>`,
    `<text x="600" y="532" text-anchor="middle" font-family="${FONT}" font-size="200" font-weight="700" fill="${dark}">${escapeXml(initials(short))}</text>`,
    band,
    nameText,
    caption,
    `</svg>`,
  ].join('')
}

/**
 * A category tile's picture: colour and shapes only, no words. The tile writes the category's name
 * under it as text, in the reader's language (issue 42 item 13); words drawn into a picture could be
 * neither translated nor read aloud.
 */
export function categorySvg(palette: [string, string], seed: string): string {
  const { width, height } = CATEGORY_IMAGE_SIZE
  const random = seededRandom(hashString(seed))
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<defs>${gradientDefs('bg', palette[0], palette[1], hashString(seed))}</defs>`,
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>`,
    bubbles(random, width, height, 7),
    `<circle cx="${width / 2}" cy="${height / 2}" r="150" fill="#ffffff" fill-opacity="0.22"/>`,
    `<circle cx="${width / 2}" cy="${height / 2}" r="190" fill="none" stroke="#ffffff" stroke-opacity="0.45" stroke-width="6"/>`,
    `<circle cx="${width / 2}" cy="${height / 2}" r="90" fill="${palette[0]}" fill-opacity="0.35"/>`,
    `</svg>`,
  ].join('')
}

export type StoredImage = {
  storageKey: string
  widths: number[]
  width: number
  height: number
  /** Size of the largest variant, as the media row records it. */
  bytes: number
}

/** Renders one SVG through the upload pipeline and writes every variant to storage. */
export async function storeSvg(storage: MediaStorage, storageKey: string, svg: string): Promise<StoredImage> {
  // Flat generated art compresses well at a low effort; uploads keep the default.
  const { width, height, variants } = await makeImageVariants(Buffer.from(svg), { effort: 1 })
  await Promise.all(variants.map((v) => storage.put(variantFileName(storageKey, v.width), v.body)))
  const largest = variants.reduce((a, b) => (b.width > a.width ? b : a))
  return { storageKey, widths: variants.map((v) => v.width), width, height, bytes: largest.body.length }
}

/** Runs `fn` over `items` with at most `limit` calls in flight; results keep the input order. */
export async function mapLimit<T, R>(
  items: readonly T[],
  limit: number,
  fn: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length)
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const index = next++
      results[index] = await fn(items[index] as T, index)
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
  return results
}
