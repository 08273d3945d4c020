import { addressInLocale, LOCALES } from '@haat/shared/i18n'
import type { Config } from '../../config'
import type { ReadOn } from '../../db/client'
import { notFound } from '../../lib/app-error'
import {
  countVisibleProducts,
  findCategoryEntries,
  findProductEntries,
  SITEMAP_PAGE_SIZE,
  type SitemapEntry,
} from './sitemap.repository'

/** The shop's own pages a search engine should know (SPEC's routes without sign-in, cart or checkout). */
const SHOP_PAGES = [
  '/',
  '/products',
  '/about',
  '/contact',
  '/privacy-policy',
  '/terms-of-service',
  '/shipping-policy',
  '/refund-policy',
]

const XML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' }
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (ch) => XML_ENTITIES[ch] ?? ch)
const alternate = (hreflang: string, href: string) =>
  `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n'
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9'
const XHTML = 'http://www.w3.org/1999/xhtml'

/**
 * sitemap.xml (sitemaps.org): an index of the pages sitemap (the shop's pages, categories and
 * subcategories) and one sitemap per 10,000 visible products; robots.txt points to the index.
 * Only what the shop shows: approved, not archived, from approved, active sellers.
 */
export function sitemapService(deps: { read: ReadOn; config: Pick<Config, 'publicUrl'> }) {
  const { read, config } = deps
  const absolute = (path: string) => `${config.publicUrl}${path.split('/').map(encodeURIComponent).join('/')}`
  // Each page once per language, each naming all of them (Google's hreflang in sitemaps), as the
  // pages' own <link rel="alternate"> do (plugins/page-languages.ts).
  const urlSet = (entries: SitemapEntry[]) =>
    `${XML_HEAD}<urlset xmlns="${NS}" xmlns:xhtml="${XHTML}">\n${entries
      .flatMap(({ path, lastmod }) => {
        const english = absolute(path)
        const alternates = [
          ...LOCALES.map((locale) => alternate(locale, addressInLocale(english, locale))),
          alternate('x-default', english),
        ].join('')
        const modified = lastmod ? `<lastmod>${lastmod}</lastmod>` : ''
        return LOCALES.map(
          (locale) => `<url><loc>${escapeXml(addressInLocale(english, locale))}</loc>${modified}${alternates}</url>`,
        )
      })
      .join('\n')}\n</urlset>\n`

  return {
    async index(): Promise<string> {
      const pages = Math.max(1, Math.ceil((await read((db) => countVisibleProducts(db))) / SITEMAP_PAGE_SIZE))
      const sitemaps = [
        '/sitemap-pages.xml',
        ...Array.from({ length: pages }, (_, i) => `/sitemap-products-${i + 1}.xml`),
      ]
      return `${XML_HEAD}<sitemapindex xmlns="${NS}">\n${sitemaps
        .map((path) => `<sitemap><loc>${escapeXml(absolute(path))}</loc></sitemap>`)
        .join('\n')}\n</sitemapindex>\n`
    },

    async pages(): Promise<string> {
      const shopPages = SHOP_PAGES.map((path) => ({ path, lastmod: null }))
      return urlSet([...shopPages, ...(await read((db) => findCategoryEntries(db)))])
    },

    /** Page `page` of the products; a page past the last is a 404 (the first always exists, maybe empty). */
    async products(page: number): Promise<string> {
      const entries = await read((db) => findProductEntries(db, page))
      if (entries.length === 0 && page > 1) throw notFound('No such sitemap.')
      return urlSet(entries)
    },

    robots(): string {
      return `${ROBOTS}\nSitemap: ${config.publicUrl}/sitemap.xml\n`
    },
  }
}

// The shop's pages are for everyone; accounts, checkout and the seller and admin areas are not
// worth crawling (and need a sign-in anyway).
const ROBOTS = `User-agent: *
Disallow: /admin
Disallow: /vendor$
Disallow: /vendor/
Disallow: /profile
Disallow: /cart
Disallow: /checkout
Disallow: /orders/
Disallow: /api/
Disallow: /dev/`
