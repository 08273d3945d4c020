import { formatPaise } from '@haat/shared/money'

/** "₹1,23,456.00" from integer paise (docs/decisions/003-money-in-paise-on-the-wire.md). */
export const formatPrice = formatPaise

const dateFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' })
const dateTimeFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' })

/** "5 Jan 2026" (docs/spec.md §9: en-IN dates). */
export function formatDate(value: string | number | Date): string {
  return dateFormat.format(new Date(value))
}

export function formatDateTime(value: string | number | Date): string {
  return dateTimeFormat.format(new Date(value))
}

/** "1 product", "12 products". */
export function pluralize(count: number, singular: string, plural = `${singular}s`): string {
  return `${count.toLocaleString('en-IN')} ${count === 1 ? singular : plural}`
}
