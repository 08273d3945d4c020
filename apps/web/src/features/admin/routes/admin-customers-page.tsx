import { Users } from 'lucide-react'
import type { AdminCustomerRow } from '@haat/shared/admin/people'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'
import { SearchBox } from '../../../components/ui/search-box'
import { useListParams } from '../../../lib/use-list-params'
import { useDeleteCustomer } from '../api/delete-customer'
import { useCustomers } from '../api/get-customers'
import { AdminListPage, useConfirmedAction } from '../components/admin-list-page'
import { CustomerTable } from '../components/customer-table'

const NO_STATUSES = [] as const
const PAGE_SIZE = 20

/** /admin/customers: customer accounts, searched through the URL; delete erases personal data. */
export function AdminCustomersPage() {
  const { search, page, setSearch, setPage, clear } = useListParams(NO_STATUSES)
  const customers = useCustomers({ search: search || undefined, page, pageSize: PAGE_SIZE })
  const deleteCustomer = useDeleteCustomer()
  const remove = useConfirmedAction<AdminCustomerRow>({
    run: (customer) => deleteCustomer.mutateAsync(customer.id),
    isPending: deleteCustomer.isPending,
    done: 'Customer deleted',
    failed: 'Could not delete the customer',
    describe: (customer) => customer.name,
  })

  return (
    <AdminListPage
      title="Customers"
      description="Customer accounts and how many orders each has placed."
      filtersClassName="mb-6 max-w-xl"
      filters={<SearchBox label="Search customers" placeholder="Name or e-mail" value={search} onSearch={setSearch} />}
      query={customers}
      loading="Loading customers…"
      errorTitle="Could not load the customers"
      empty={{ icon: <Users className="size-8" />, title: 'No customers found.' }}
      isFiltered={Boolean(search)}
      onClearFilters={clear}
      clearLabel="Clear search"
      onPageChange={setPage}
      itemLabel="customers"
      dialog={
        <ConfirmDialog
          {...remove.dialogProps}
          title={`Delete "${remove.row?.name ?? ''}"?`}
          description="The customer is signed out and their name, e-mail, phone, password, addresses, cart and wishlist are erased. This cannot be undone. Their orders stay on record with the details accounting needs."
          confirmLabel="Delete"
          busyLabel="Deleting..."
        />
      }
    >
      {(rows, isRefreshing) => <CustomerTable customers={rows} onDelete={remove.ask} isRefreshing={isRefreshing} />}
    </AdminListPage>
  )
}
