import { describe, expect, it } from 'vitest'
import { scriptSafeJson } from '../../lib/script-safe-json'
import { htmlShell, renderHeadTags, rupeesString, summarize } from './page-meta'

describe('scriptSafeJson', () => {
  it('leaves no way to end a script element, and still parses to the same value', () => {
    const value = { name: '</script><script>alert(1)</script> & <!-- \u2028\u2029' }
    const json = scriptSafeJson(value)
    expect(json).not.toMatch(/[<>&\u2028\u2029]/)
    expect(JSON.parse(json)).toEqual(value)
  })
})

describe('summarize', () => {
  it('collapses whitespace and keeps short text whole', () => {
    expect(summarize('  Soft\n\ncotton   kurta. ')).toBe('Soft cotton kurta.')
  })
  it('cuts long text at a word boundary with an ellipsis', () => {
    const text = `${'word '.repeat(60)}end`
    const out = summarize(text, 160)
    expect(out.length).toBeLessThanOrEqual(160)
    expect(out.endsWith('word…')).toBe(true)
  })
  it('cuts a single long word hard', () => {
    expect(summarize('x'.repeat(300), 10)).toBe(`${'x'.repeat(9)}…`)
  })
})

describe('rupeesString', () => {
  it.each([
    [129_900, '1299.00'],
    [99_950, '999.50'],
    [5, '0.05'],
    [0, '0.00'],
    [100_005, '1000.05'],
    [123_456_789, '1234567.89'],
  ])('%i paise is "%s"', (paise, rupees) => {
    expect(rupeesString(paise)).toBe(rupees)
  })
})

describe('renderHeadTags', () => {
  it('escapes every value for HTML text and attributes', () => {
    const out = renderHeadTags({
      title: '<b>"Kurta"</b> & co',
      description: `it's "great" <script>`,
      canonicalUrl: 'https://haat.example/product/a"b',
    })
    expect(out).toContain('<title>&lt;b&gt;&quot;Kurta&quot;&lt;/b&gt; &amp; co</title>')
    expect(out).toContain('<meta name="description" content="it&#39;s &quot;great&quot; &lt;script&gt;" />')
    expect(out).toContain('<link rel="canonical" href="https://haat.example/product/a&quot;b" />')
  })

  it('writes JSON-LD without HTML escapes (a script element is not decoded) and without `<`', () => {
    const out = renderHeadTags({ title: 't', jsonLd: { name: `"A" & </script>` } })
    const [, json] = /<script type="application\/ld\+json">(.*)<\/script>/.exec(out)!
    expect(JSON.parse(json!)).toEqual({ name: `"A" & </script>` })
  })
})

describe('htmlShell', () => {
  const index =
    '<html><head>\n<meta charset="utf-8">\n<meta name="description" content="Default">\n<title>Haat</title>\n</head><body><div id="root"></div></body></html>'

  it("replaces index.html's title and description and puts the tags before </head>", () => {
    const render = htmlShell(index)!
    const out = render({ title: 'Saree | Haat', description: 'Silk' })
    expect(out.match(/<title>/g)).toHaveLength(1)
    expect(out).not.toContain('Default')
    expect(out).toMatch(/<title>Saree \| Haat<\/title>\n\s*<meta name="description" content="Silk" \/>\n\s*<\/head>/)
    expect(out).toContain('<meta charset="utf-8">')
    expect(out).toContain('<body><div id="root"></div></body>')
  })

  it('keeps `$` patterns in values as text', () => {
    expect(htmlShell(index)!({ title: "$& $' $`" })).toContain('<title>$&amp; $&#39; $`</title>')
  })

  it('gives up on a file without </head>', () => {
    expect(htmlShell('<html><body></body></html>')).toBeUndefined()
  })
})
