import { describe, expect, it } from 'vitest'
import { inLanguage } from './page-languages'

const PAGE = `<!doctype html>
<html lang="en-IN"><head><meta charset="UTF-8" /><title>Kurta | Haat</title><link rel="canonical" href="https://shop.test/product/kurta" /></head><body></body></html>`

describe('inLanguage', () => {
  it('gives search engines the page in both languages, English the default', () => {
    const html = inLanguage(PAGE, 'en-IN', 'https://shop.test/product/kurta?utm_source=x')
    expect(html).toContain('<html lang="en-IN">')
    expect(html).toContain('<link rel="canonical" href="https://shop.test/product/kurta" />')
    expect(html).toContain('<link rel="alternate" hreflang="en-IN" href="https://shop.test/product/kurta">')
    expect(html).toContain('<link rel="alternate" hreflang="hi-IN" href="https://shop.test/product/kurta?lang=hi">')
    expect(html).toContain('<link rel="alternate" hreflang="x-default" href="https://shop.test/product/kurta">')
  })

  it('makes the Hindi page its own canonical, as hreflang needs', () => {
    const html = inLanguage(PAGE, 'hi-IN', 'https://shop.test/product/kurta?lang=hi')
    expect(html).toContain('<html lang="hi-IN">')
    expect(html).toContain('<link rel="canonical" href="https://shop.test/product/kurta?lang=hi" />')
    expect(html.match(/rel="canonical"/g)).toHaveLength(1)
  })

  it('uses the address itself without a canonical, keeping its query but not its language', () => {
    const plain = '<html lang="en-IN"><head></head><body></body></html>'
    const html = inLanguage(plain, 'hi-IN', 'https://shop.test/products?search=saree&lang=hi')
    expect(html).toContain('hreflang="en-IN" href="https://shop.test/products?search=saree"')
    expect(html).toContain('hreflang="hi-IN" href="https://shop.test/products?search=saree&amp;lang=hi"')
  })
})
