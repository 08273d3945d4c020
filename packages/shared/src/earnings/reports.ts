import { z } from 'zod'
import { indiaDay } from '../india'

/** A calendar month as YYYY-MM, for statements and the TCS and TDS reports (counted in IST). */
export const MonthSchema = z
  .string({ error: /*i18n*/ 'Choose a month.' })
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, /*i18n*/ 'Choose a month as YYYY-MM.')
  .refine((month) => month >= '2024-01' && month <= '2099-12', /*i18n*/ 'Choose a month from 2024 on.')

export const MonthQuery = z.object({ month: MonthSchema })

/** The first instant of an IST month and of the next, for range queries. */
export function istMonthRange(month: string): { from: Date; to: Date } {
  const [year, mon] = month.split('-').map(Number) as [number, number]
  const from = new Date(Date.UTC(year, mon - 1, 1) - 330 * 60_000)
  const to = new Date(Date.UTC(mon === 12 ? year + 1 : year, mon === 12 ? 0 : mon, 1) - 330 * 60_000)
  return { from, to }
}

/** "November 2026" */
export const monthLabel = (month: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleDateString('en-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' })

/** The IST month before the one an instant falls in, as YYYY-MM. */
export function previousMonth(now: Date): string {
  const [year, month] = indiaDay(now).split('-').map(Number) as [number, number]
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`
}
