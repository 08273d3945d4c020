import { useState } from 'react'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'react-router'
import { PackageOpen, Plus } from 'lucide-react'
import { toast } from '../../../lib/toast'
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
import { useSetProductAvailability } from '../api/set-product-availability'
import { VendorProductTable } from '../components/vendor-product-table'
import { useVendorArea } from '../hooks/use-vendor-area'
import { QueryFallback } from '../../../components/query-boundary'

const STATUSES = ['pending', 'approved', 'rejected'] as const
const STATUS_OPTIONS = [
  { value: 'pending', label: msg`Pending` },
  { value: 'approved', label: msg`Approved` },
  { value: 'rejected', label: msg`Rejected` },
]
const PAGE_SIZE = 20

/** /vendor/products (My Products): the vendor's own products, filtered and searched through the URL. */
export function VendorProductsPage() {
  const { vendor } = useVendorArea()
  // A pending seller prepares its products too (listed after its approval).
  const canAdd = vendor.status !== 'rejected'
  const { status, search, page, setStatus, setSearch, setPage, clear } = useListParams(STATUSES)
  const products = useProducts(vendor.id, { status, search: search || undefined, page, pageSize: PAGE_SIZE })
  const setAvailability = useSetProductAvailability(vendor.id)
  const deleteProduct = useDeleteProduct(vendor.id)
  const [toDelete, setToDelete] = useState<ManagedProductRow | null>(null)
  const isFiltered = Boolean(status || search)
  const { t, i18n } = useLingui()
  const statusOptions = STATUS_OPTIONS.map(({ value, label }) => ({ value, label: t(label) }))

  async function toggleStock(product: ManagedProductRow) {
    const isAvailable = !product.isAvailable
    const name = product.name
    try {
      await setAvailability.mutateAsync({ id: product.id, isAvailable })
      toast.success(isAvailable ? t`${name} is now in stock` : t`${name} is now out of stock`)
    } catch (error) {
      toast.error(t`Could not change the stock status`, {
        description: errorMessage(error, msg`Please try again.`, i18n),
      })
    }
  }

  async function confirmDelete() {
    if (!toDelete) return
    try {
      await deleteProduct.mutateAsync(toDelete.id)
      toast.success(t`Product deleted`, { description: toDelete.name })
    } catch (error) {
      toast.error(t`Could not delete the product`, { description: errorMessage(error, msg`Please try again.`, i18n) })
    } finally {
      setToDelete(null)
    }
  }

  let body
  if (!products.isSuccess) {
    body = (
      <QueryFallback query={products} loading={t`Loading products…`} errorTitle={t`Could not load your products`} />
    )
  } else if (products.data.data.length === 0) {
    body = (
      <StatusPanel
        icon={<PackageOpen className="size-8" />}
        title={t`No products found.`}
        action={
          isFiltered || page > 1 ? (
            <Button variant="secondary" onClick={isFiltered ? clear : () => setPage(1)}>
              {isFiltered ? <Trans>Clear filters</Trans> : <Trans>Back to the first page</Trans>}
            </Button>
          ) : canAdd ? (
            <Link to="/vendor/products/new" className={buttonClasses()}>
              <Trans>Add your first product</Trans>
            </Link>
          ) : null
        }
      >
        {isFiltered ? (
          <p>
            <Trans>No product matches this filter or search.</Trans>
          </p>
        ) : null}
      </StatusPanel>
    )
  } else {
    const { data, meta } = products.data
    body = (
      <div className="space-y-4">
        {data.some((product) => product.variantsToCheck) ? (
          <p role="note" className="rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
            <Trans>
              Sizes and colours are now variants, each with its own price and stock. Products listed before that have
              all their stock on their first size and colour, and the others switched off: open each product marked
              below, set its variants’ stock and save them.
            </Trans>
          </p>
        ) : null}
        <VendorProductTable
          products={data}
          togglingId={setAvailability.isPending ? (setAvailability.variables?.id ?? null) : null}
          onToggleStock={(product) => void toggleStock(product)}
          onDelete={setToDelete}
          isRefreshing={products.isPlaceholderData}
          isSellerPending={vendor.status === 'pending'}
        />
        <Pagination
          page={meta.page}
          pageSize={meta.pageSize}
          total={meta.total}
          onPageChange={setPage}
          itemLabel={t`products`}
        />
      </div>
    )
  }

  const deleteName = toDelete?.name ?? ''

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:py-8">
      <PageHeader
        title={t`My Products`}
        description={t`Add, edit and delete your products, and mark them in or out of stock.`}
        actions={
          canAdd ? (
            <Link to="/vendor/products/new" className={buttonClasses()}>
              <Plus aria-hidden="true" className="size-4" />
              <Trans>Add New Product</Trans>
            </Link>
          ) : null
        }
      />

      <div className="mb-6 grid gap-4 sm:grid-cols-[minmax(0,14rem)_minmax(0,1fr)] sm:items-end">
        <SelectField
          label={t`Approval status`}
          placeholder={t`All statuses`}
          options={statusOptions}
          value={status ?? ''}
          onChange={(event) => setStatus(STATUSES.find((value) => value === event.target.value))}
        />
        <SearchBox label={t`Search your products`} placeholder={t`Product name`} value={search} onSearch={setSearch} />
      </div>

      {body}

      <ConfirmDialog
        open={toDelete !== null}
        title={t`Delete "${deleteName}"?`}
        description={t`It leaves your shop at once. A product that has been ordered is archived instead of erased, so past orders keep their details.`}
        confirmLabel={t`Delete`}
        busyLabel={t`Deleting...`}
        isBusy={deleteProduct.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      />
    </div>
  )
}
