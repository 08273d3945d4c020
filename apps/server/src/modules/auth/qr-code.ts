import { encode } from 'uqr'

/**
 * A QR code (byte mode, error correction M, a quiet zone of two modules) as an SVG document:
 * one path, a rectangle per run of dark modules in a row, in module units (the page sizes it).
 * uqr does the encoding with no dependencies of its own.
 */
export function qrCodeSvg(text: string): string {
  const { data, size } = encode(text, { ecc: 'M', border: 2 })
  const path: string[] = []
  data.forEach((row, y) => {
    for (let x = 0; x < size; x++) {
      if (!row[x]) continue
      const start = x
      while (x < size && row[x]) x++
      path.push(`M${start} ${y}h${x - start}v1h${start - x}z`)
    }
  })
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" shape-rendering="crispEdges">` +
    `<rect width="${size}" height="${size}" fill="#fff"/><path d="${path.join('')}" fill="#000"/></svg>`
  )
}
