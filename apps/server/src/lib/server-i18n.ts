import { type I18n, setupI18n } from '@lingui/core'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { compileMessage } from '@lingui/message-utils/compileMessage'
import type { Locale } from '@haat/shared/i18n'
import { translateText } from '@haat/shared/texts'
import { messages as enIN } from '../locales/en-IN'
import { messages as hiIN } from '../locales/hi-IN'
import { requestLocale } from './request-locale'

/**
 * The server's catalogues (docs/decisions/035-hindi.md): mails, and the error and validation
 * texts of the services and shared schemas, which `npm run i18n` extracts to apps/server/src/locales
 * and compiles. One instance per language, made once: any request can answer in any language.
 */
const INSTANCES: Record<Locale, I18n> = {
  'en-IN': setupI18n({ locale: 'en-IN', messages: { 'en-IN': enIN } }),
  'hi-IN': setupI18n({ locale: 'hi-IN', messages: { 'hi-IN': hiIN } }),
}
// A message not compiled into the catalogues yet (`npm run i18n`) is compiled from its English
// when used, placeholders and all, instead of going out raw: `npm test` still fails on it.
for (const i18n of Object.values(INSTANCES)) i18n.setMessagesCompiler(compileMessage)

export const i18nFor = (locale: Locale): I18n => INSTANCES[locale]

/** An error or validation text (English, as services and schemas say it) in the reader's language. */
export function translateTextIn(locale: Locale, text: string): string {
  return locale === 'en-IN' ? text : translateText(INSTANCES[locale], text)
}

/**
 * A route option that says a reply's texts (a cart line's message, a call's notices) in the
 * visitor's language, as the error replies are (plugins/errors.ts): `{ ...saidInLanguage(say) }`.
 */
export function saidInLanguage<T>(translate: (reply: T, say: (text: string) => string) => T) {
  return {
    // The payload is the route's reply, of its response schema's shape (T).
    preSerialization: async (request: FastifyRequest, _reply: FastifyReply, payload: unknown) => {
      const { locale } = requestLocale(request)
      return locale === 'en-IN' ? payload : translate(payload as T, (text) => translateTextIn(locale, text))
    },
  }
}
