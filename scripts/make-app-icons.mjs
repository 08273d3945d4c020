// Draws the installed app's icons (apps/web/public/icons) from the favicon's letter mark.
// Run once after changing the mark: node scripts/make-app-icons.mjs (uses the server's sharp).
import { createRequire } from 'node:module'
const require = createRequire(new URL('../apps/server/package.json', import.meta.url))
const sharp = require('sharp')

const BRAND = '#b85c06'
const LETTER = 'M9 24V8h3.4v6.3h7.2V8H23v16h-3.4v-6.7h-7.2V24z'
// "any": the favicon's rounded tile. "maskable": a full-bleed tile with the letter inside the
// central 60 %, which every launcher's mask (circle, squircle) leaves visible.
const any = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="${BRAND}"/><path d="${LETTER}" fill="#fff"/></svg>`
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${BRAND}"/><g transform="translate(16 16) scale(0.62) translate(-16 -16)"><path d="${LETTER}" fill="#fff"/></g></svg>`

const out = new URL('../apps/web/public/icons/', import.meta.url)
for (const [name, svg, size] of [
  ['icon-192.png', any, 192],
  ['icon-512.png', any, 512],
  ['maskable-512.png', maskable, 512],
  ['apple-touch-icon-180.png', maskable, 180],
]) {
  await sharp(Buffer.from(svg), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(new URL(name, out).pathname)
}
