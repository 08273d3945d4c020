// The shop's languages (docs/decisions/035-hindi.md). No zod here: the storefront's first script imports it.

/** English first: the language of a visitor who has not chosen, and of search engines. */
export const LOCALES = ['en-IN', 'hi-IN'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'en-IN'

/** Each language in its own script, as the switcher shows it. */
export const LOCALE_NAMES: Record<Locale, string> = { 'en-IN': 'English', 'hi-IN': 'हिन्दी' }

/** The cookie that remembers a visitor's choice (a year; read by the server to render pages in it). */
export const LOCALE_COOKIE = 'lang'
export const LOCALE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60

/**
 * `?lang=hi` in a page's address: the page in that language whatever the cookie says. It gives each
 * language its own address, which search engines need (hreflang), and a shared link keeps its language.
 */
export const LOCALE_PARAM = 'lang'
const PARAM_VALUES: Record<string, Locale> = { en: 'en-IN', hi: 'hi-IN' }
export const localeParamValue = (locale: Locale): string => locale.slice(0, 2)

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
}

/** A stored or sent language, or English for anything else. */
export const toLocale = (value: unknown): Locale => (isLocale(value) ? value : DEFAULT_LOCALE)

/** A `?lang=` value ("hi", "en", or a whole tag like "hi-IN"), or undefined for anything else. */
export function localeOfParam(value: string | null | undefined): Locale | undefined {
  if (!value) return undefined
  return isLocale(value) ? value : PARAM_VALUES[value.toLowerCase()]
}

/** `href` in `locale`: English at the plain address, other languages with `?lang=` (hreflang's addresses). */
export function addressInLocale(href: string, locale: Locale): string {
  const url = new URL(href)
  url.searchParams.delete(LOCALE_PARAM)
  if (locale !== DEFAULT_LOCALE) url.searchParams.set(LOCALE_PARAM, localeParamValue(locale))
  return url.href
}
