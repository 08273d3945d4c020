import { Link } from 'react-router'
import { PackageOpen } from 'lucide-react'
import type { ManagedProductRow } from '@haat/shared/catalog/product-input'
import { buttonClasses } from '../../../components/ui/button'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'
import { SearchBox } from '../../../components/ui/search-box'
import { SelectField } from '../../../components/ui/select-field'
import { useListParams } from '../../../lib/use-list-params'
import { useDeleteProduct } from '../api/delete-product'
import { useProducts } from '../api/get-products'
import { AdminListPage, useConfirmedAction } from '../components/admin-list-page'
import { AdminProductTable } from '../components/admin-product-table'

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
  const remove = useConfirmedAction<ManagedProductRow>({
    run: (product) => deleteProduct.mutateAsync(product.id),
    isPending: deleteProduct.isPending,
    done: 'Product deleted',
    failed: 'Could not delete the product',
    describe: (product) => product.name,
  })

  return (
    <AdminListPage
      title="All Products"
      description="Every seller's products. Approve new ones from the pending list."
      actions={
        <Link to="/admin/products/pending" className={buttonClasses({ variant: 'secondary' })}>
          Pending approval
        </Link>
      }
      filters={
        <>
          <SelectField
            label="Approval status"
            placeholder="All statuses"
            options={STATUS_OPTIONS}
            value={status ?? ''}
            onChange={(event) => setStatus(STATUSES.find((value) => value === event.target.value))}
          />
          <SearchBox label="Search products" placeholder="Product name" value={search} onSearch={setSearch} />
        </>
      }
      query={products}
      loading="Loading products…"
      errorTitle="Could not load the products"
      empty={{ icon: <PackageOpen className="size-8" />, title: 'No products found.' }}
      isFiltered={Boolean(status || search)}
      onClearFilters={clear}
      onPageChange={setPage}
      itemLabel="products"
      dialog={
        <ConfirmDialog
          {...remove.dialogProps}
          title={`Delete "${remove.row?.name ?? ''}"?`}
          description="It leaves the shop at once. A product that has been ordered is archived instead of erased, so past orders keep their details."
          confirmLabel="Delete"
          busyLabel="Deleting..."
        />
      }
    >
      {(rows, isRefreshing) => <AdminProductTable products={rows} onDelete={remove.ask} isRefreshing={isRefreshing} />}
    </AdminListPage>
  )
}
