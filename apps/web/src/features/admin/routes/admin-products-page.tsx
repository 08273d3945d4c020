import { useState } from 'react'
import { Link } from 'react-router'
import { PackageOpen } from 'lucide-react'
import { toast } from 'sonner'
import type { ManagedProductRow } from '@haat/shared/catalog/product-input'
import { Button, buttonClasses } from '../../../components/ui/button'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'
import { PageHeader } from '../../../components/ui/page-header'
import { Pagination } from '../../../components/ui/pagination'
import { SearchBox } from '../../../components/ui/search-box'
import { SelectField } from '../../../components/ui/select-field'
import { StatusPanel } from '../../../components/ui/status-panel'
import { errorMessage } from '../../../lib/api-error-message'
import { useListParams } from '../../../lib/use-list-params'
import { useDeleteProduct } from '../api/delete-product'
import { useProducts } from '../api/get-products'
import { AdminProductTable } from '../components/admin-product-table'
import { QueryFallback } from '../../../components/query-boundary'

const STATUSES = ['pending', 'approved', 'rejected'] as const
const STATUS_OPTIONS = [
  { value: 'pending', label: 'Pending' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
]
const PAGE_SIZE = 20

/** /admin/products: every vendor's products, filtered and searched through the URL; delete. */
export function AdminProductsPage() {
  const { status, search, page, setStatus, setSearch, setPage, clear } = useListParams(STATUSES)
  const products = useProducts({ status, search: search || undefined, page, pageSize: PAGE_SIZE })
  const deleteProduct = useDeleteProduct()
  const [toDelete, setToDelete] = useState<ManagedProductRow | null>(null)
  const isFiltered = Boolean(status || search)

  async function confirmDelete() {
    if (!toDelete) return
    try {
      await deleteProduct.mutateAsync(toDelete.id)
      toast.success('Product deleted', { description: toDelete.name })
    } catch (error) {
      toast.error('Could not delete the product', { description: errorMessage(error, 'Please try again.') })
    } finally {
      setToDelete(null)
    }
  }

  let body
  if (!products.isSuccess) {
    body = <QueryFallback query={products} loading="Loading products…" errorTitle="Could not load the products" />
  } else if (products.data.data.length === 0) {
    body = (
      <StatusPanel
        icon={<PackageOpen className="size-8" />}
        title="No products found."
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
    const { data, meta } = products.data
    body = (
      <div className="space-y-4">
        <AdminProductTable products={data} onDelete={setToDelete} isRefreshing={products.isPlaceholderData} />
        <Pagination
          page={meta.page}
          pageSize={meta.pageSize}
          total={meta.total}
          onPageChange={setPage}
          itemLabel="products"
        />
      </div>
    )
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:py-8">
      <PageHeader
        title="All Products"
        description="Every seller's products. Approve new ones from the pending list."
        actions={
          <Link to="/admin/products/pending" className={buttonClasses({ variant: 'secondary' })}>
            Pending approval
          </Link>
        }
      />

      <div className="mb-6 grid gap-4 sm:grid-cols-[minmax(0,14rem)_minmax(0,1fr)] sm:items-end">
        <SelectField
          label="Approval status"
          placeholder="All statuses"
          options={STATUS_OPTIONS}
          value={status ?? ''}
          onChange={(event) => setStatus(STATUSES.find((value) => value === event.target.value))}
        />
        <SearchBox label="Search products" placeholder="Product name" value={search} onSearch={setSearch} />
      </div>

      {body}

      <ConfirmDialog
        open={toDelete !== null}
        title={`Delete "${toDelete?.name ?? ''}"?`}
        description="It leaves the shop at once. A product that has been ordered is archived instead of erased, so past orders keep their details."
        confirmLabel="Delete"
        busyLabel="Deleting..."
        isBusy={deleteProduct.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      />
    </div>
  )
}
