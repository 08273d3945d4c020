import { describePayoutDestination } from '@haat/shared/accounts/payout-account'
import type { ReactNode } from 'react'
import { Check, X } from 'lucide-react'
import { BUSINESS_TYPE_LABELS } from '@haat/shared/accounts/vendor'
import type { AdminVendorRow } from '@haat/shared/admin/people'
import { Button } from '../../../components/ui/button'
import { formatDate } from '../../../lib/format'

interface PendingVendorCardProps {
  vendor: AdminVendorRow
  isApproving: boolean
  isBusy: boolean
  onApprove: () => void
  onReject: () => void
}

/** One seller application: everything the admin checks before approving (docs/spec.md §2, pending vendors). */
export function PendingVendorCard({ vendor, isApproving, isBusy, onApprove, onReject }: PendingVendorCardProps) {
  return (
    <li className="rounded-2xl border border-stone-200 bg-white p-4">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <div className="min-w-0 flex-1">
          <h2 className="font-semibold break-words text-stone-900">{vendor.businessName}</h2>
          <p className="mb-3 text-xs text-stone-500">
            {BUSINESS_TYPE_LABELS[vendor.businessType]} · Applied {formatDate(vendor.createdAt)}
          </p>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <Detail term="Owner">{vendor.ownerName}</Detail>
            <Detail term="E-mail">
              <a className="text-brand-700 underline-offset-2 hover:underline" href={`mailto:${vendor.email}`}>
                {vendor.email}
              </a>
            </Detail>
            <Detail term="Phone">{vendor.phone}</Detail>
            <Detail term="Address">
              {vendor.address}, {vendor.city}, {vendor.state} {vendor.pin}
            </Detail>
            <Detail term="Payouts to">{describePayoutDestination(vendor.payout)}</Detail>
            <Detail term="GSTIN">{vendor.gstin ?? 'Not given'}</Detail>
            <Detail term="PAN">{vendor.pan ?? 'Not given'}</Detail>
          </dl>
        </div>
        <div className="flex flex-wrap gap-2 sm:flex-col">
          <Button size="sm" onClick={onApprove} disabled={isBusy} aria-label={`Approve ${vendor.businessName}`}>
            <Check aria-hidden="true" className="size-4" />
            {isApproving ? 'Approving...' : 'Approve'}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            onClick={onReject}
            disabled={isBusy}
            aria-label={`Reject ${vendor.businessName}`}
            className="text-red-700"
          >
            <X aria-hidden="true" className="size-4" />
            Reject
          </Button>
        </div>
      </div>
    </li>
  )
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-medium text-stone-500">{term}</dt>
      <dd className="break-words text-stone-900">{children}</dd>
    </>
  )
}
