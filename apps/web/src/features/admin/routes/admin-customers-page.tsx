import { useState } from 'react'
import { Users } from 'lucide-react'
import { toast } from 'sonner'
import type { AdminCustomerRow } from '@haat/shared/admin/people'
import { Button } from '../../../components/ui/button'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'
import { PageHeader } from '../../../components/ui/page-header'
import { Pagination } from '../../../components/ui/pagination'
import { SearchBox } from '../../../components/ui/search-box'
import { StatusPanel } from '../../../components/ui/status-panel'
import { errorMessage } from '../../../lib/api-error-message'
import { useListParams } from '../../../lib/use-list-params'
import { useDeleteCustomer } from '../api/delete-customer'
import { useCustomers } from '../api/get-customers'
import { CustomerTable } from '../components/customer-table'
import { QueryFallback } from '../../../components/query-boundary'

const NO_STATUSES = [] as const
const PAGE_SIZE = 20

/** /admin/customers: customer accounts, searched through the URL; delete erases personal data. */
export function AdminCustomersPage() {
  const { search, page, setSearch, setPage, clear } = useListParams(NO_STATUSES)
  const customers = useCustomers({ search: search || undefined, page, pageSize: PAGE_SIZE })
  const deleteCustomer = useDeleteCustomer()
  const [toDelete, setToDelete] = useState<AdminCustomerRow | null>(null)

  async function confirmDelete() {
    if (!toDelete) return
    try {
      await deleteCustomer.mutateAsync(toDelete.id)
      toast.success('Customer deleted', { description: toDelete.name })
    } catch (error) {
      toast.error('Could not delete the customer', { description: errorMessage(error, 'Please try again.') })
    } finally {
      setToDelete(null)
    }
  }

  let body
  if (!customers.isSuccess) {
    body = <QueryFallback query={customers} loading="Loading customers…" errorTitle="Could not load the customers" />
  } else if (customers.data.data.length === 0) {
    body = (
      <StatusPanel
        icon={<Users className="size-8" />}
        title="No customers found."
        action={
          search || page > 1 ? (
            <Button variant="secondary" onClick={search ? clear : () => setPage(1)}>
              {search ? 'Clear search' : 'Back to the first page'}
            </Button>
          ) : null
        }
      />
    )
  } else {
    const { data, meta } = customers.data
    body = (
      <div className="space-y-4">
        <CustomerTable customers={data} onDelete={setToDelete} isRefreshing={customers.isPlaceholderData} />
        <Pagination
          page={meta.page}
          pageSize={meta.pageSize}
          total={meta.total}
          onPageChange={setPage}
          itemLabel="customers"
        />
      </div>
    )
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:py-8">
      <PageHeader title="Customers" description="Customer accounts and how many orders each has placed." />
      <div className="mb-6 max-w-xl">
        <SearchBox label="Search customers" placeholder="Name or e-mail" value={search} onSearch={setSearch} />
      </div>

      {body}

      <ConfirmDialog
        open={toDelete !== null}
        title={`Delete "${toDelete?.name ?? ''}"?`}
        description="The customer is signed out and their name, e-mail, phone, password, addresses, cart and wishlist are erased. This cannot be undone. Their orders stay on record with the details accounting needs."
        confirmLabel="Delete"
        busyLabel="Deleting..."
        isBusy={deleteCustomer.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      />
    </div>
  )
}
