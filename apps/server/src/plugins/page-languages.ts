import { addressInLocale as addressIn, type Locale, LOCALES } from '@haat/shared/i18n'
import { html as safeHtml } from '../modules/mail'

/** index.html's language, as written in apps/web/index.html. */
const HTML_LANG = '<html lang="en-IN">'
const CANONICAL = /<link rel="canonical" href="([^"]*)" \/>/

/**
 * A page in `locale` (docs/decisions/035-hindi.md): `<html lang>` (what the browser's app starts
 * in), the page's address in every language for search engines (`hreflang`, English the default),
 * and a canonical address in the page's own language, as hreflang needs.
 */
export function inLanguage(page: string, locale: Locale, address: string): string {
  let html = page.replace(HTML_LANG, `<html lang="${locale}">`)
  const canonical = CANONICAL.exec(html)
  if (canonical?.[1] && locale !== 'en-IN') {
    html = html.replace(
      canonical[0],
      String(safeHtml`<link rel="canonical" href="${addressIn(canonical[1], locale)}" />`),
    )
  }
  const base = canonical?.[1] ?? address
  const alternates = [
    ...LOCALES.map((each) => safeHtml`<link rel="alternate" hreflang="${each}" href="${addressIn(base, each)}">`),
    safeHtml`<link rel="alternate" hreflang="x-default" href="${addressIn(base, 'en-IN')}">`,
  ].join('')
  return html.replace('</head>', `${alternates}</head>`)
}
