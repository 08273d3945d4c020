// The head tags a shared link's preview and a search engine read, filled in by the server for
// the pages worth finding (products, categories). Pure functions: no database, no HTTP.
import { scriptSafeJson } from '../../lib/script-safe-json'
import { html, rawHtml, type SafeHtml } from '../mail'

/** What one page says about itself; every value is plain text and is escaped when rendered. */
export type PageMeta = {
  title: string
  description?: string | undefined
  /** Absolute URL of the page's one true address. */
  canonicalUrl?: string | undefined
  /** `noindex` for pages search engines must not keep (a product that is gone). */
  robots?: string | undefined
  openGraph?:
    | {
        type: 'product' | 'website'
        title: string
        description: string
        url: string
        /** Absolute URLs, the preferred first: a JPEG (WhatsApp shows no WebP), then the WebP. */
        images?: { url: string; type: 'image/jpeg' | 'image/webp' }[] | undefined
        siteName: string
        /** Open Graph product price tags, e.g. "1299.00" and "INR". */
        price?: { amount: string; currency: string } | undefined
      }
    | undefined
  /** schema.org data, embedded as application/ld+json. */
  jsonLd?: Record<string, unknown> | undefined
}

/** Whitespace collapsed and cut at a word boundary to at most `max` characters, with "…" when cut. */
export function summarize(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  if (flat.length <= max) return flat
  const cut = flat.slice(0, max - 1)
  const lastSpace = cut.lastIndexOf(' ')
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:–—-]+$/, '')}…`
}

/** Paise as a schema.org price: rupees with exactly two decimals, no grouping ("1299.00"). */
export function rupeesString(paise: number): string {
  const whole = Math.trunc(paise / 100)
  const fraction = Math.abs(paise % 100)
  return `${whole}.${String(fraction).padStart(2, '0')}`
}

/** The <title> and every tag of `meta`, escaped, one per line. */
export function renderHeadTags(meta: PageMeta): string {
  const og = meta.openGraph
  const property = (name: string, content: string | undefined) =>
    content === undefined ? null : html`<meta property="${name}" content="${content}" />`
  const tags: (SafeHtml | null)[] = [
    html`<title>${meta.title}</title>`,
    meta.description !== undefined ? html`<meta name="description" content="${meta.description}" />` : null,
    meta.canonicalUrl !== undefined ? html`<link rel="canonical" href="${meta.canonicalUrl}" />` : null,
    meta.robots !== undefined ? html`<meta name="robots" content="${meta.robots}" />` : null,
  ]
  if (og) {
    tags.push(
      property('og:site_name', og.siteName),
      property('og:type', og.type),
      property('og:title', og.title),
      property('og:description', og.description),
      property('og:url', og.url),
      ...(og.images ?? []).flatMap((image) => [property('og:image', image.url), property('og:image:type', image.type)]),
      property('product:price:amount', og.price?.amount),
      property('product:price:currency', og.price?.currency),
      html`<meta name="twitter:card" content="${og.images?.length ? 'summary_large_image' : 'summary'}" />`,
    )
  }
  if (meta.jsonLd) {
    // Not executed, so the CSP's script rules do not apply; not HTML-escaped either (a script
    // element's text is not decoded), which is why scriptSafeJson leaves no `<` in it.
    tags.push(rawHtml(`<script type="application/ld+json">${scriptSafeJson(meta.jsonLd)}</script>`))
  }
  return tags
    .filter((t): t is SafeHtml => t !== null)
    .map((t) => t.value)
    .join('\n    ')
}

const TITLE = /<title\b[^>]*>[\s\S]*?<\/title>\s*/i
const DESCRIPTION = /<meta\s+name=["']description["'][^>]*>\s*/i
const HEAD_END = /<\/head>/i

/**
 * Splits index.html once, at start, around the spot the page's tags go (just before </head>),
 * with its own <title> taken out, and its description when the page has one, so a page never has
 * two. Undefined when the file has no </head> to put them in.
 */
export function htmlShell(indexHtml: string): ((meta: PageMeta) => string) | undefined {
  const end = HEAD_END.exec(indexHtml)
  if (!end) return undefined
  const withDescription = indexHtml.slice(0, end.index).replace(TITLE, '').trimEnd()
  const head = withDescription.replace(DESCRIPTION, '').trimEnd()
  const rest = indexHtml.slice(end.index)
  // Concatenation, not String.replace: a `$&` in a product name must stay text. A page without a
  // description of its own (the home page) keeps the shop's.
  return (meta) => `${meta.description ? head : withDescription}\n    ${renderHeadTags(meta)}\n  ${rest}`
}
