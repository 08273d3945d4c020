import type { MessageDescriptor } from '@lingui/core'
import type { Locale } from '@haat/shared/i18n'
import { i18nFor } from '../../lib/server-i18n'

// Mails in the recipient's language (docs/decisions/035-hindi.md): each mail's texts are Lingui
// descriptors with explicit ids, `/*i18n*\/ { id: 'mail.order.subject', message: 'Your order…' }`,
// in the server's catalogues (lib/server-i18n.ts).

/** A mail's text in one language: `say(descriptor, { name })`, ICU plurals and all. */
export type Say = (descriptor: MessageDescriptor, values?: Record<string, unknown>) => string

export function sayIn(locale: Locale): Say {
  const i18n = i18nFor(locale)
  return (descriptor, values) => i18n._(descriptor.id, values, { message: descriptor.message })
}

const dates = (month: 'long' | 'short'): Record<Locale, Intl.DateTimeFormat> => {
  const options = { day: 'numeric', month, year: 'numeric', timeZone: 'Asia/Kolkata' } as const
  return { 'en-IN': new Intl.DateTimeFormat('en-IN', options), 'hi-IN': new Intl.DateTimeFormat('hi-IN', options) }
}
const LONG_DATES = dates('long')
const SHORT_DATES = dates('short')

/** "26 November 2026", "26 नवंबर 2026": in India's time zone. */
export const longDateIn = (locale: Locale, date: Date): string => LONG_DATES[locale].format(date)

/** "26 Nov 2026", "26 नव॰ 2026": in India's time zone. */
export const shortDateIn = (locale: Locale, date: Date): string => SHORT_DATES[locale].format(date)
