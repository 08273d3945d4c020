import {
  DEFAULT_LOCALE,
  isLocale,
  type Locale,
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE_SECONDS,
  LOCALE_PARAM,
  localeOfParam,
} from '@haat/shared/i18n'
import type { FastifyReply, FastifyRequest } from 'fastify'

/**
 * The language a page is sent in (docs/decisions/035-hindi.md): the address's `?lang=` (a shared
 * or search engine's link to the Hindi page), else the visitor's cookie, else English.
 */
export function requestLocale(req: FastifyRequest): { locale: Locale; fromAddress: boolean } {
  const query = req.query as Record<string, unknown> | undefined
  const param = typeof query?.[LOCALE_PARAM] === 'string' ? localeOfParam(query[LOCALE_PARAM]) : undefined
  if (param) return { locale: param, fromAddress: true }
  const cookie = req.cookies[LOCALE_COOKIE]
  return { locale: isLocale(cookie) ? cookie : DEFAULT_LOCALE, fromAddress: false }
}

/** Remembers the language for the visitor's next pages (the switcher sets the same cookie in the browser). */
export function rememberLocale(reply: FastifyReply, locale: Locale) {
  void reply.setCookie(LOCALE_COOKIE, locale, {
    path: '/',
    maxAge: LOCALE_COOKIE_MAX_AGE_SECONDS,
    sameSite: 'lax',
    // Read by the page's script too (the switcher shows the choice): not a secret.
    httpOnly: false,
  })
}
