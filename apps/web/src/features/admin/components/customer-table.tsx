import { Trash2 } from 'lucide-react'
import type { AdminCustomerRow } from '@haat/shared/admin/people'
import { Badge } from '../../../components/ui/badge'
import { Button } from '../../../components/ui/button'
import { cn } from '../../../lib/cn'
import { formatDate } from '../../../lib/format'
import { PeopleCell, peopleRow, peopleTh } from './people-table-cell'

interface CustomerTableProps {
  customers: readonly AdminCustomerRow[]
  onDelete: (customer: AdminCustomerRow) => void
  isRefreshing: boolean
}

const HEADINGS = ['Customer', 'E-mail', 'Phone', 'Orders', 'Joined']

/** Customer accounts: a table on wide screens, a card per customer on phones. */
export function CustomerTable({ customers, onDelete, isRefreshing }: CustomerTableProps) {
  return (
    <div className="md:overflow-x-auto md:rounded-2xl md:border md:border-stone-200 md:bg-white">
      <table aria-busy={isRefreshing} className={cn('w-full text-sm transition-opacity', isRefreshing && 'opacity-60')}>
        <caption className="sr-only">Customers</caption>
        <thead className="hidden border-b border-stone-200 bg-stone-50 md:table-header-group">
          <tr>
            {HEADINGS.map((heading) => (
              <th key={heading} scope="col" className={peopleTh}>
                {heading}
              </th>
            ))}
            <th scope="col" className={peopleTh}>
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="block space-y-3 md:table-row-group md:space-y-0 md:divide-y md:divide-stone-100">
          {customers.map((customer) => (
            <tr key={customer.id} className={peopleRow}>
              <td className="col-span-2 md:px-4 md:py-3">
                <p className="font-semibold break-words text-stone-900">{customer.name}</p>
                {customer.erased ? <Badge className="mt-1">Personal data erased</Badge> : null}
              </td>
              <PeopleCell label="E-mail">
                <span className="break-all">{customer.email ?? '—'}</span>
              </PeopleCell>
              <PeopleCell label="Phone">{customer.phone ?? '—'}</PeopleCell>
              <PeopleCell label="Orders">{customer.orderCount.toLocaleString('en-IN')}</PeopleCell>
              <PeopleCell label="Joined">
                <span className="whitespace-nowrap">{formatDate(customer.createdAt)}</span>
              </PeopleCell>
              <td className="col-span-2 md:px-4 md:py-3 md:text-right">
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Delete ${customer.erased ? 'erased customer' : customer.name}`}
                  className="text-red-700 hover:bg-red-50"
                  onClick={() => onDelete(customer)}
                  disabled={customer.erased}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                  Delete
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
