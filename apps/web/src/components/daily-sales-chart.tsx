import { formatPrice, pluralize } from '../lib/format'

interface DailySalesChartProps {
  /** Oldest first; `orders`, when given, adds an orders column to the screen-reader table and the tooltips. */
  days: ReadonlyArray<{ day: string; salesPaise: number; orders?: number }>
}

const dayFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' })

/** "5 Jan" from an ISO date (a calendar day, so read in UTC to keep it the same day). */
function formatDay(day: string): string {
  return dayFormat.format(new Date(`${day}T00:00:00Z`))
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

  return (
    <figure className="space-y-3">
      <figcaption className="text-sm text-stone-600">
        {formatPrice(total)}
        {withOrders
          ? ` from ${pluralize(
              days.reduce((sum, entry) => sum + (entry.orders ?? 0), 0),
              'order',
            )}`
          : ''}{' '}
        in the last {days.length} days
      </figcaption>
      <div aria-hidden="true" className="flex h-40 items-end gap-0.5 border-b border-stone-200 sm:gap-1">
        {days.map((entry) => (
          <div
            key={entry.day}
            title={`${formatDay(entry.day)}: ${formatPrice(entry.salesPaise)}${entry.orders === undefined ? '' : `, ${entry.orders} orders`}`}
            className="flex h-full flex-1 items-end"
          >
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
          <span>{formatDay(first.day)}</span>
          <span>{formatDay(last.day)}</span>
        </div>
      ) : null}
      <table className="sr-only">
        <caption>Daily sales, last {days.length} days</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            {withOrders ? <th scope="col">Orders</th> : null}
            <th scope="col">Sales</th>
          </tr>
        </thead>
        <tbody>
          {days.map((entry) => (
            <tr key={entry.day}>
              <th scope="row">{formatDay(entry.day)}</th>
              {withOrders ? <td>{entry.orders ?? 0}</td> : null}
              <td>{formatPrice(entry.salesPaise)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  )
}
