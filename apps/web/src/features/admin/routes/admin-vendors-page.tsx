import { Link } from 'react-router'
import { Store } from 'lucide-react'
import type { AdminVendorRow } from '@haat/shared/admin/people'
import { buttonClasses } from '../../../components/ui/button'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'
import { SearchBox } from '../../../components/ui/search-box'
import { SelectField } from '../../../components/ui/select-field'
import { useListParams } from '../../../lib/use-list-params'
import { useDeleteVendor } from '../api/delete-vendor'
import { useVendors } from '../api/get-vendors'
import { AdminListPage, useConfirmedAction } from '../components/admin-list-page'
import { VendorTable } from '../components/vendor-table'

const STATUSES = ['pending', 'approved', 'rejected'] as const
const STATUS_OPTIONS = [
  { value: 'pending', label: 'Pending' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
]
const PAGE_SIZE = 20

/** /admin/vendors: every seller, searched and filtered through the URL; Hide deactivates (the server never erases a seller). */
export function AdminVendorsPage() {
  const { status, search, page, setStatus, setSearch, setPage, clear } = useListParams(STATUSES)
  const vendors = useVendors({ status, search: search || undefined, page, pageSize: PAGE_SIZE })
  const deleteVendor = useDeleteVendor()
  const remove = useConfirmedAction<AdminVendorRow>({
    run: (vendor) => deleteVendor.mutateAsync(vendor.id),
    isPending: deleteVendor.isPending,
    done: 'Vendor hidden',
    failed: 'Could not hide the vendor',
    describe: (vendor) => vendor.businessName,
  })

  return (
    <AdminListPage
      title="Vendors"
      description="Every seller on Haat. Review new applications from the pending list."
      actions={
        <Link to="/admin/vendors/pending" className={buttonClasses({ variant: 'secondary' })}>
          Pending approval
        </Link>
      }
      filters={
        <>
          <SelectField
            label="Approval status"
            placeholder="All vendors"
            options={STATUS_OPTIONS}
            value={status ?? ''}
            onChange={(event) => setStatus(STATUSES.find((value) => value === event.target.value))}
          />
          <SearchBox
            label="Search vendors"
            placeholder="Business, owner or e-mail"
            value={search}
            onSearch={setSearch}
          />
        </>
      }
      query={vendors}
      loading="Loading vendors…"
      errorTitle="Could not fetch vendors."
      empty={{ icon: <Store className="size-8" />, title: 'No vendors found.' }}
      isFiltered={Boolean(status || search)}
      onClearFilters={clear}
      onPageChange={setPage}
      itemLabel="vendors"
      dialog={
        <ConfirmDialog
          {...remove.dialogProps}
          title={`Hide "${remove.row?.businessName ?? ''}"?`}
          description="The seller is signed out and can no longer sign in, and its products leave the shop at once. Its past orders stay on record."
          confirmLabel="Hide"
          busyLabel="Hiding..."
        />
      }
    >
      {(rows, isRefreshing) => <VendorTable vendors={rows} onDelete={remove.ask} isRefreshing={isRefreshing} />}
    </AdminListPage>
  )
}
