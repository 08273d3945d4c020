import { i18n, type Messages } from '@lingui/core'
import { DEFAULT_LOCALE, isLocale, type Locale, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_SECONDS } from '@haat/shared/i18n'
import { type CatalogueName, importCatalogue } from './catalogues'

/**
 * The browser's language (docs/decisions/035-hindi.md): the one the page's HTML was made in
 * (`<html lang>`, which the server sets from `?lang=` or the cookie), so hydration matches it.
 */
export function pageLocale(): Locale {
  const lang = document.documentElement.lang
  return isLocale(lang) ? lang : DEFAULT_LOCALE
}

/** The catalogues this tab has needed so far: a change of language loads them all again in the new one. */
const needed = new Set<CatalogueName>(['shell'])
const loaded = new Set<string>()

async function load(name: CatalogueName, locale: Locale, messages?: Promise<Messages>) {
  const key = `${name}:${locale}`
  if (loaded.has(key)) return
  i18n.load(locale, await (messages ?? importCatalogue(name, locale)))
  loaded.add(key)
}

/** Starts in the page's language with its shell catalogue (boot.ts began fetching it with the app). */
export async function startI18n(locale: Locale, shell: Promise<Messages>) {
  await load('shell', locale, shell)
  i18n.activate(locale)
}

/** Before a page that needs `name` renders (app/lazy-page.ts): its catalogue in the current language. */
export async function needCatalogue(name: CatalogueName) {
  // A server render has its own instance with every catalogue (app/entry-server.tsx).
  if (import.meta.env.SSR) return
  needed.add(name)
  await load(name, i18n.locale as Locale)
}

/**
 * Shows the app in `locale` at once (every mounted text re-renders from the loaded catalogues) and
 * remembers it in the cookie, so the server renders the next page in it too.
 */
export async function switchLocale(locale: Locale) {
  await Promise.all([...needed].map((name) => load(name, locale)))
  i18n.activate(locale)
  document.documentElement.lang = locale
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${LOCALE_COOKIE_MAX_AGE_SECONDS}; samesite=lax`
}
