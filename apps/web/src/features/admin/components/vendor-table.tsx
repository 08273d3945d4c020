import type { AdminVendorRow } from '@haat/shared/admin/people'
import { Badge } from '../../../components/ui/badge'
import { formatDate } from '../../../lib/format'
import { CardCell, CardDeleteCell, cardRow, CardTable } from './card-table'

interface VendorTableProps {
  vendors: readonly AdminVendorRow[]
  onDelete: (vendor: AdminVendorRow) => void
  isRefreshing: boolean
}

const HEADINGS = ['Business', 'Contact', 'Location', 'Products', 'Cancelled', 'Status', 'Joined']

function VendorStatus({ vendor }: { vendor: AdminVendorRow }) {
  if (!vendor.isActive) return <Badge>Hidden</Badge>
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
    <CardTable caption="Vendors" headings={HEADINGS} isRefreshing={isRefreshing}>
      {vendors.map((vendor) => (
        <tr key={vendor.id} className={cardRow}>
          <td className="col-span-2 md:px-4 md:py-3">
            <p className="font-semibold break-words text-stone-900">{vendor.businessName}</p>
            <p className="text-xs text-stone-500">{vendor.ownerName}</p>
          </td>
          <CardCell label="Contact">
            <span className="block break-all">{vendor.email}</span>
            <span className="block text-xs text-stone-500">{vendor.phone}</span>
          </CardCell>
          <CardCell label="Location">
            {vendor.city}, {vendor.state}
          </CardCell>
          <CardCell label="Products">{vendor.productCount.toLocaleString('en-IN')}</CardCell>
          <CardCell label="Cancelled">
            {/* The seller's own cancellations of the items sent to it in the last 90 days. */}
            {vendor.cancellationRate === null ? (
              <span className="text-stone-500">None sent</span>
            ) : (
              `${vendor.cancellationRate.toLocaleString('en-IN')}%`
            )}
          </CardCell>
          <CardCell label="Status">
            <VendorStatus vendor={vendor} />
          </CardCell>
          <CardCell label="Joined">
            <span className="whitespace-nowrap">{formatDate(vendor.createdAt)}</span>
          </CardCell>
          <CardDeleteCell
            label={`Hide ${vendor.businessName}`}
            verb="Hide"
            onDelete={() => onDelete(vendor)}
            disabled={!vendor.isActive}
          />
        </tr>
      ))}
    </CardTable>
  )
}
