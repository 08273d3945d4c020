import { Trash2 } from 'lucide-react'
import type { AdminVendorRow } from '@haat/shared/admin/people'
import { Badge } from '../../../components/ui/badge'
import { Button } from '../../../components/ui/button'
import { cn } from '../../../lib/cn'
import { formatDate } from '../../../lib/format'
import { PeopleCell, peopleRow, peopleTh } from './people-table-cell'

interface VendorTableProps {
  vendors: readonly AdminVendorRow[]
  onDelete: (vendor: AdminVendorRow) => void
  isRefreshing: boolean
}

const HEADINGS = ['Business', 'Contact', 'Location', 'Products', 'Status', 'Joined']

function VendorStatus({ vendor }: { vendor: AdminVendorRow }) {
  if (!vendor.isActive) return <Badge>Deleted</Badge>
  if (vendor.status === 'approved') return <Badge tone="green">Approved</Badge>
  if (vendor.status === 'rejected') {
    return (
      <>
        <Badge tone="red">Rejected</Badge>
        {vendor.rejectionReason ? (
          <span className="mt-1 block text-xs text-stone-500">{vendor.rejectionReason}</span>
        ) : null}
      </>
    )
  }
  return <Badge tone="yellow">Pending</Badge>
}

/** Every seller: a table on wide screens, a card per seller on phones. */
export function VendorTable({ vendors, onDelete, isRefreshing }: VendorTableProps) {
  return (
    <div className="md:overflow-x-auto md:rounded-2xl md:border md:border-stone-200 md:bg-white">
      <table aria-busy={isRefreshing} className={cn('w-full text-sm transition-opacity', isRefreshing && 'opacity-60')}>
        <caption className="sr-only">Vendors</caption>
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
          {vendors.map((vendor) => (
            <tr key={vendor.id} className={peopleRow}>
              <td className="col-span-2 md:px-4 md:py-3">
                <p className="font-semibold break-words text-stone-900">{vendor.businessName}</p>
                <p className="text-xs text-stone-500">{vendor.ownerName}</p>
              </td>
              <PeopleCell label="Contact">
                <span className="block break-all">{vendor.email}</span>
                <span className="block text-xs text-stone-500">{vendor.phone}</span>
              </PeopleCell>
              <PeopleCell label="Location">
                {vendor.city}, {vendor.state}
              </PeopleCell>
              <PeopleCell label="Products">{vendor.productCount.toLocaleString('en-IN')}</PeopleCell>
              <PeopleCell label="Status">
                <VendorStatus vendor={vendor} />
              </PeopleCell>
              <PeopleCell label="Joined">
                <span className="whitespace-nowrap">{formatDate(vendor.createdAt)}</span>
              </PeopleCell>
              <td className="col-span-2 md:px-4 md:py-3 md:text-right">
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Delete ${vendor.businessName}`}
                  className="text-red-700 hover:bg-red-50"
                  onClick={() => onDelete(vendor)}
                  disabled={!vendor.isActive}
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
