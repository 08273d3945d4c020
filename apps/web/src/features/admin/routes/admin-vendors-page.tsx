import { useState } from 'react'
import { Link } from 'react-router'
import { Store } from 'lucide-react'
import { toast } from 'sonner'
import type { AdminVendorRow } from '@haat/shared/admin/people'
import { Button, buttonClasses } from '../../../components/ui/button'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'
import { PageHeader } from '../../../components/ui/page-header'
import { Pagination } from '../../../components/ui/pagination'
import { SearchBox } from '../../../components/ui/search-box'
import { SelectField } from '../../../components/ui/select-field'
import { StatusPanel } from '../../../components/ui/status-panel'
import { errorMessage } from '../../../lib/api-error-message'
import { useListParams } from '../../../lib/use-list-params'
import { useDeleteVendor } from '../api/delete-vendor'
import { useVendors } from '../api/get-vendors'
import { VendorTable } from '../components/vendor-table'
import { QueryFallback } from '../../../components/query-boundary'

const STATUSES = ['pending', 'approved', 'rejected'] as const
const STATUS_OPTIONS = [
  { value: 'pending', label: 'Pending' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
]
const PAGE_SIZE = 20

/** /admin/vendors: every seller, searched and filtered through the URL; delete deactivates. */
export function AdminVendorsPage() {
  const { status, search, page, setStatus, setSearch, setPage, clear } = useListParams(STATUSES)
  const vendors = useVendors({ status, search: search || undefined, page, pageSize: PAGE_SIZE })
  const deleteVendor = useDeleteVendor()
  const [toDelete, setToDelete] = useState<AdminVendorRow | null>(null)
  const isFiltered = Boolean(status || search)

  async function confirmDelete() {
    if (!toDelete) return
    try {
      await deleteVendor.mutateAsync(toDelete.id)
      toast.success('Vendor deleted', { description: toDelete.businessName })
    } catch (error) {
      toast.error('Could not delete the vendor', { description: errorMessage(error, 'Please try again.') })
    } finally {
      setToDelete(null)
    }
  }

  let body
  if (!vendors.isSuccess) {
    body = <QueryFallback query={vendors} loading="Loading vendors…" errorTitle="Could not fetch vendors." />
  } else if (vendors.data.data.length === 0) {
    body = (
      <StatusPanel
        icon={<Store className="size-8" />}
        title="No vendors found."
        action={
          isFiltered || page > 1 ? (
            <Button variant="secondary" onClick={isFiltered ? clear : () => setPage(1)}>
              {isFiltered ? 'Clear filters' : 'Back to the first page'}
            </Button>
          ) : null
        }
      />
    )
  } else {
    const { data, meta } = vendors.data
    body = (
      <div className="space-y-4">
        <VendorTable vendors={data} onDelete={setToDelete} isRefreshing={vendors.isPlaceholderData} />
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
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:py-8">
      <PageHeader
        title="Vendors"
        description="Every seller on Haat. Review new applications from the pending list."
        actions={
          <Link to="/admin/vendors/pending" className={buttonClasses({ variant: 'secondary' })}>
            Pending approval
          </Link>
        }
      />

      <div className="mb-6 grid gap-4 sm:grid-cols-[minmax(0,14rem)_minmax(0,1fr)] sm:items-end">
        <SelectField
          label="Approval status"
          placeholder="All vendors"
          options={STATUS_OPTIONS}
          value={status ?? ''}
          onChange={(event) => setStatus(STATUSES.find((value) => value === event.target.value))}
        />
        <SearchBox label="Search vendors" placeholder="Business, owner or e-mail" value={search} onSearch={setSearch} />
      </div>

      {body}

      <ConfirmDialog
        open={toDelete !== null}
        title={`Delete "${toDelete?.businessName ?? ''}"?`}
        description="The seller is signed out and can no longer sign in, and its products leave the shop at once. Its past orders stay on record."
        confirmLabel="Delete"
        busyLabel="Deleting..."
        isBusy={deleteVendor.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      />
    </div>
  )
}
