import { formatPaise } from '@haat/shared/money'

/** "₹1,23,456" (or "₹1,23,456.50") from integer paise (docs/decisions/003-money-in-paise-on-the-wire.md), in every language. */
export const formatPrice = formatPaise

/** The language to write a date in: a locale ("hi-IN"), or useLingui's `i18n` (its `locale`). */
export type DateLocale = string | { locale: string }

const DATE: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' }
const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' }
// A calendar day (YYYY-MM-DD, read as midnight UTC): formatted in UTC so no time zone moves it.
const DAY: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }

const formats = new Map<string, Intl.DateTimeFormat>()

function formatter(locale: DateLocale, kind: 'date' | 'dateTime' | 'day'): Intl.DateTimeFormat {
  const tag = (typeof locale === 'string' ? locale : locale.locale) || 'en-IN'
  const key = `${kind}:${tag}`
  let format = formats.get(key)
  if (!format) {
    // Hindi reads times on the 24-hour clock ("10:30", "18:30"): hi-IN's own "am"/"pm" are Latin.
    const options =
      kind === 'date'
        ? DATE
        : kind === 'day'
          ? DAY
          : tag.startsWith('hi')
            ? { ...DATE_TIME, hourCycle: 'h23' as const }
            : DATE_TIME
    format = new Intl.DateTimeFormat(tag, options)
    formats.set(key, format)
  }
  return format
}

/**
 * "5 Jan 2026" (docs/spec.md §9: en-IN dates); "5 जन॰ 2026" in Hindi. Pass useLingui's `i18n`
 * (or its locale) so the date follows the page's language; without it, English.
 */
export function formatDate(value: string | number | Date, locale: DateLocale = 'en-IN'): string {
  return formatter(locale, 'date').format(new Date(value))
}

/** A calendar day, YYYY-MM-DD (a delivery date): "Thu, 28 Nov"; "गुरु, 28 नव॰" in Hindi. */
export function formatDay(day: string, locale: DateLocale = 'en-IN'): string {
  return formatter(locale, 'day').format(new Date(`${day}T00:00:00Z`))
}

/** "5 Jan 2026, 3:30 pm", in the language of `locale` (useLingui's `i18n`, or a locale); English without it. */
export function formatDateTime(value: string | number | Date, locale: DateLocale = 'en-IN'): string {
  return formatter(locale, 'dateTime').format(new Date(value))
}

/** "1 product", "12 products" (English only: in translated screens, use Lingui's `plural`). */
export function pluralize(count: number, singular: string, plural = `${singular}s`): string {
  return `${count.toLocaleString('en-IN')} ${count === 1 ? singular : plural}`
}
