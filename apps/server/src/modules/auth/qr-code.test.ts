import jsQR from 'jsqr'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { qrCodeSvg } from './qr-code'

/** Rasterises the SVG as a phone's camera would see it, and reads it back with a QR decoder. */
async function decode(svg: string): Promise<string | undefined> {
  const { data, info } = await sharp(Buffer.from(svg), { density: 600 })
    .flatten({ background: '#fff' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)?.data
}
const modulesAcross = (svg: string) => Number(/viewBox="0 0 (\d+) \d+"/.exec(svg)?.[1])

describe('qrCodeSvg', () => {
  it.each([
    [
      'an administrator enrolling',
      'otpauth://totp/Haat:admin%40example.com?issuer=Haat&secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&algorithm=SHA1&digits=6&period=30',
    ],
    [
      'a seller with a long address',
      `otpauth://totp/Haat:${'a'.repeat(60)}%40shop.example.in?issuer=Haat&secret=${'A'.repeat(52)}`,
    ],
    ['a short text', 'Haat'],
  ])('encodes what a decoder reads back: %s', async (_, text) => {
    expect(await decode(qrCodeSvg(text))).toBe(text)
  })

  it('uses error correction M with a two-module quiet zone', () => {
    // 'Haat' in byte mode fits version 1 (21 modules) at M; 21 + 2 × 2 = 25.
    expect(modulesAcross(qrCodeSvg('Haat'))).toBe(25)
    // 84 bytes is the most version 5 (37 modules) holds at M; one more needs version 6 (41).
    expect(modulesAcross(qrCodeSvg('x'.repeat(84)))).toBe(37 + 4)
    expect(modulesAcross(qrCodeSvg('x'.repeat(85)))).toBe(41 + 4)
  })

  it('is one small SVG document: a background and one path', () => {
    const svg = qrCodeSvg('otpauth://totp/Haat:admin%40example.com?issuer=Haat&secret=JBSWY3DPEHPK3PXP')
    expect(svg).toMatch(
      /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 \d+ \d+"[^>]*><rect [^>]+\/><path d="[Mhvz0-9 -]+" fill="#000"\/><\/svg>$/,
    )
    expect(svg.length).toBeLessThan(8_000)
  })
})
