import type { I18n } from '@lingui/core'
import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { formatPrice } from '../lib/format'

interface DailySalesChartProps {
  /** Oldest first; `orders`, when given, adds an orders column to the screen-reader table and the tooltips. */
  days: ReadonlyArray<{ day: string; salesPaise: number; orders?: number }>
}

const DAY: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', timeZone: 'UTC' }

/** "5 Jan" ("5 जन॰" in Hindi) from an ISO date (a calendar day, so read in UTC to keep it the same day). */
function formatDay(day: string, i18n: I18n): string {
  return i18n.date(new Date(`${day}T00:00:00Z`), DAY)
}

/**
 * The last 30 days' sales as plain CSS bars. The bars are decorative; a visually hidden table
 * gives screen readers every day's figure.
 */
export function DailySalesChart({ days }: DailySalesChartProps) {
  const withOrders = days.some((entry) => entry.orders !== undefined)
  const max = Math.max(0, ...days.map((entry) => entry.salesPaise))
  const total = days.reduce((sum, entry) => sum + entry.salesPaise, 0)
  const first = days[0]
  const last = days.at(-1)
  const { t, i18n } = useLingui()
  const totalText = formatPrice(total)
  const orderCount = days.reduce((sum, entry) => sum + (entry.orders ?? 0), 0)
  const dayCount = days.length
  const barTitle = (entry: DailySalesChartProps['days'][number]) => {
    const date = formatDay(entry.day, i18n)
    const sales = formatPrice(entry.salesPaise)
    const orders = entry.orders
    return orders === undefined ? t`${date}: ${sales}` : t`${date}: ${sales}, ${orders} orders`
  }

  return (
    <figure className="space-y-3">
      <figcaption className="text-sm text-stone-600">
        {withOrders
          ? t`${totalText} from ${plural(orderCount, { one: '# order', other: '# orders' })} in the last ${dayCount} days`
          : t`${totalText} in the last ${dayCount} days`}
      </figcaption>
      <div aria-hidden="true" className="flex h-40 items-end gap-0.5 border-b border-stone-200 sm:gap-1">
        {days.map((entry) => (
          <div key={entry.day} title={barTitle(entry)} className="flex h-full flex-1 items-end">
            <div
              data-testid="sales-bar"
              className="w-full rounded-t-sm bg-brand-600"
              style={{
                height: max > 0 ? `${Math.max(entry.salesPaise > 0 ? 2 : 0, (entry.salesPaise / max) * 100)}%` : '0%',
              }}
            />
          </div>
        ))}
      </div>
      {first && last ? (
        <div aria-hidden="true" className="flex justify-between text-xs text-stone-500">
          <span>{formatDay(first.day, i18n)}</span>
          <span>{formatDay(last.day, i18n)}</span>
        </div>
      ) : null}
      <table className="sr-only">
        <caption>
          <Trans>Daily sales, last {dayCount} days</Trans>
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <Trans>Day</Trans>
            </th>
            {withOrders ? (
              <th scope="col">
                <Trans>Orders</Trans>
              </th>
            ) : null}
            <th scope="col">
              <Trans>Sales</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {days.map((entry) => (
            <tr key={entry.day}>
              <th scope="row">{formatDay(entry.day, i18n)}</th>
              {withOrders ? <td>{entry.orders ?? 0}</td> : null}
              <td>{formatPrice(entry.salesPaise)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  )
}
