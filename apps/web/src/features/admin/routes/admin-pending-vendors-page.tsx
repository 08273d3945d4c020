import { useState } from 'react'
import { Store } from 'lucide-react'
import { toast } from '../../../lib/toast'
import type { AdminVendorRow } from '@haat/shared/admin/people'
import { Button } from '../../../components/ui/button'
import { PageHeader } from '../../../components/ui/page-header'
import { Pagination } from '../../../components/ui/pagination'
import { StatusPanel } from '../../../components/ui/status-panel'
import { errorMessage } from '../../../lib/api-error-message'
import { pluralize } from '../../../lib/format'
import { useListParams } from '../../../lib/use-list-params'
import { useApproveVendor } from '../api/approve-vendor'
import { useVendors } from '../api/get-vendors'
import { useRejectVendor } from '../api/reject-vendor'
import { PendingVendorCard } from '../components/pending-vendor-card'
import { RejectDialog } from '../components/reject-dialog'
import { QueryFallback } from '../../../components/query-boundary'

const NO_STATUSES = [] as const
const PAGE_SIZE = 20

/** /admin/vendors/pending: approve or reject seller applications, oldest first (docs/spec.md §4, docs/decisions/018-approvals-on-the-server.md). */
export function AdminPendingVendorsPage() {
  const { page, setPage } = useListParams(NO_STATUSES)
  const vendors = useVendors({ status: 'pending', page, pageSize: PAGE_SIZE })
  const approve = useApproveVendor()
  const reject = useRejectVendor()
  const [toReject, setToReject] = useState<AdminVendorRow | null>(null)
  const busyId = approve.isPending ? approve.variables : reject.isPending ? reject.variables.id : null

  async function approveVendor(vendor: AdminVendorRow) {
    try {
      await approve.mutateAsync(vendor.id)
      toast.success('Vendor approved', { description: `${vendor.businessName} can now sign in and sell.` })
    } catch (error) {
      toast.error('Failed to approve vendor.', { description: errorMessage(error, 'Please try again.') })
    }
  }

  async function rejectVendor(reason: string) {
    if (!toReject) return
    const vendor = toReject
    try {
      await reject.mutateAsync({ id: vendor.id, reason: reason || undefined })
      toast.success('Vendor rejected', { description: vendor.businessName })
    } catch (error) {
      toast.error('Could not reject the vendor', { description: errorMessage(error, 'Please try again.') })
    } finally {
      setToReject(null)
    }
  }

  let body
  if (!vendors.isSuccess) {
    body = (
      <QueryFallback query={vendors} loading="Loading vendor applications…" errorTitle="Could not fetch vendors." />
    )
  } else if (vendors.data.data.length === 0) {
    body = (
      <StatusPanel
        icon={<Store className="size-8" />}
        title="No vendors waiting for approval"
        action={
          page > 1 ? (
            <Button variant="secondary" onClick={() => setPage(1)}>
              Back to the first page
            </Button>
          ) : null
        }
      >
        <p>New seller applications appear here.</p>
      </StatusPanel>
    )
  } else {
    const { data, meta } = vendors.data
    body = (
      <div className="space-y-4">
        <p className="text-sm text-stone-600">{pluralize(meta.total, 'vendor')} waiting for approval.</p>
        <ul className="space-y-4" aria-busy={vendors.isPlaceholderData}>
          {data.map((vendor) => (
            <PendingVendorCard
              key={vendor.id}
              vendor={vendor}
              isApproving={approve.isPending && approve.variables === vendor.id}
              isBusy={busyId === vendor.id}
              onApprove={() => void approveVendor(vendor)}
              onReject={() => setToReject(vendor)}
            />
          ))}
        </ul>
        <Pagination
          page={meta.page}
          pageSize={meta.pageSize}
          total={meta.total}
          onPageChange={setPage}
          itemLabel="vendors"
        />
      </div>
    )
  }

  return (
    <div className="mx-auto max-w-5xl px-4 py-6 sm:px-6 lg:py-8">
      <PageHeader title="Pending Vendors" back={{ to: '/admin/vendors', label: 'All vendors' }} />
      {body}
      <RejectDialog
        key={toReject?.id ?? 'closed'}
        name={toReject?.businessName ?? null}
        description="The seller cannot sell on Haat. They are e-mailed, with your reason if you give one."
        isBusy={reject.isPending}
        onConfirm={(reason) => void rejectVendor(reason)}
        onCancel={() => setToReject(null)}
      />
    </div>
  )
}
