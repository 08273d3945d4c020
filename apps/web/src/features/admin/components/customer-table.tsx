import type { AdminCustomerRow } from '@haat/shared/admin/people'
import { Badge } from '../../../components/ui/badge'
import { formatDate } from '../../../lib/format'
import { CardCell, CardDeleteCell, cardRow, CardTable } from './card-table'

interface CustomerTableProps {
  customers: readonly AdminCustomerRow[]
  onDelete: (customer: AdminCustomerRow) => void
  isRefreshing: boolean
}

const HEADINGS = ['Customer', 'E-mail', 'Phone', 'Orders', 'Joined']

/** Customer accounts: a table on wide screens, a card per customer on phones. */
export function CustomerTable({ customers, onDelete, isRefreshing }: CustomerTableProps) {
  return (
    <CardTable caption="Customers" headings={HEADINGS} isRefreshing={isRefreshing}>
      {customers.map((customer) => (
        <tr key={customer.id} className={cardRow}>
          <td className="col-span-2 md:px-4 md:py-3">
            <p className="font-semibold break-words text-stone-900">{customer.name}</p>
            {customer.erased ? <Badge className="mt-1">Personal data erased</Badge> : null}
          </td>
          <CardCell label="E-mail">
            <span className="break-all">{customer.email ?? '—'}</span>
          </CardCell>
          <CardCell label="Phone">{customer.phone ?? '—'}</CardCell>
          <CardCell label="Orders">{customer.orderCount.toLocaleString('en-IN')}</CardCell>
          <CardCell label="Joined">
            <span className="whitespace-nowrap">{formatDate(customer.createdAt)}</span>
          </CardCell>
          <CardDeleteCell
            label={`Delete ${customer.erased ? 'erased customer' : customer.name}`}
            onDelete={() => onDelete(customer)}
            disabled={customer.erased}
          />
        </tr>
      ))}
    </CardTable>
  )
}
