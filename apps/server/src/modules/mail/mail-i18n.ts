import { type I18n, type MessageDescriptor, setupI18n } from '@lingui/core'
import { compileMessage } from '@lingui/message-utils/compileMessage'
import type { Locale } from '@haat/shared/i18n'
import { messages as enIN } from '../../locales/en-IN'
import { messages as hiIN } from '../../locales/hi-IN'

/**
 * Mails in the recipient's language (docs/decisions/035-hindi.md): each mail's texts are Lingui
 * descriptors with explicit ids, `/*i18n*\/ { id: 'mail.order.subject', message: 'Your order…' }`,
 * which `npm run i18n` extracts to apps/server/src/locales and compiles. One instance per language,
 * made once: a mail is written in any language from any request.
 */
const INSTANCES: Record<Locale, I18n> = {
  'en-IN': setupI18n({ locale: 'en-IN', messages: { 'en-IN': enIN } }),
  'hi-IN': setupI18n({ locale: 'hi-IN', messages: { 'hi-IN': hiIN } }),
}
// A message not compiled into the catalogues yet (`npm run i18n`) is compiled from its English
// when used, placeholders and all, instead of going out raw: `npm test` still fails on it.
for (const i18n of Object.values(INSTANCES)) i18n.setMessagesCompiler(compileMessage)

/** A mail's text in one language: `say(descriptor, { name })`, ICU plurals and all. */
export type Say = (descriptor: MessageDescriptor, values?: Record<string, unknown>) => string

export function sayIn(locale: Locale): Say {
  const i18n = INSTANCES[locale]
  return (descriptor, values) => i18n._(descriptor.id, values, { message: descriptor.message })
}

const LONG_DATES: Record<Locale, Intl.DateTimeFormat> = {
  'en-IN': new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  }),
  'hi-IN': new Intl.DateTimeFormat('hi-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  }),
}

/** "26 November 2026", "26 नवंबर 2026": in India's time zone. */
export const longDateIn = (locale: Locale, date: Date): string => LONG_DATES[locale].format(date)
