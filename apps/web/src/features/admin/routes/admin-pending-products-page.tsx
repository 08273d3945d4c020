import { useState } from 'react'
import { ClipboardCheck } from 'lucide-react'
import { toast } from '../../../lib/toast'
import type { ManagedProductRow } from '@haat/shared/catalog/product-input'
import { Button } from '../../../components/ui/button'
import { PageHeader } from '../../../components/ui/page-header'
import { Pagination } from '../../../components/ui/pagination'
import { StatusPanel } from '../../../components/ui/status-panel'
import { errorMessage } from '../../../lib/api-error-message'
import { pluralize } from '../../../lib/format'
import { useListParams } from '../../../lib/use-list-params'
import { useApproveProduct } from '../api/approve-product'
import { useProducts } from '../api/get-products'
import { useRejectProduct } from '../api/reject-product'
import { PendingProductCard } from '../components/pending-product-card'
import { RejectDialog } from '../components/reject-dialog'
import { QueryFallback } from '../../../components/query-boundary'

const NO_STATUSES = [] as const
const PAGE_SIZE = 20

/** /admin/products/pending: approve or reject what vendors have submitted (docs/spec.md §4, docs/decisions/018-approvals-on-the-server.md). */
export function AdminPendingProductsPage() {
  const { page, setPage } = useListParams(NO_STATUSES)
  const products = useProducts({ status: 'pending', page, pageSize: PAGE_SIZE })
  // Listed products changed since approval (a large price move, a new variant): usually a few.
  const flagged = useProducts({ flagged: true, page: 1, pageSize: PAGE_SIZE })
  const approve = useApproveProduct()
  const reject = useRejectProduct()
  const [toReject, setToReject] = useState<ManagedProductRow | null>(null)
  const busyId = approve.isPending ? approve.variables : reject.isPending ? reject.variables.id : null

  async function approveProduct(product: ManagedProductRow) {
    try {
      await approve.mutateAsync(product.id)
      if (product.approvalStatus === 'approved')
        toast.success('Changes accepted', { description: `${product.name} stays in the shop.` })
      else toast.success('Product approved', { description: `${product.name} is now in the shop.` })
    } catch (error) {
      toast.error('Could not approve the product', { description: errorMessage(error, 'Please try again.') })
    }
  }

  async function rejectProduct(reason: string) {
    if (!toReject) return
    const product = toReject
    try {
      await reject.mutateAsync({ id: product.id, reason: reason || undefined })
      toast.success(product.approvalStatus === 'approved' ? 'Product unlisted' : 'Product rejected', {
        description: product.name,
      })
    } catch (error) {
      toast.error('Could not reject the product', { description: errorMessage(error, 'Please try again.') })
    } finally {
      setToReject(null)
    }
  }

  const cardFor = (product: ManagedProductRow) => (
    <PendingProductCard
      key={product.id}
      product={product}
      isApproving={approve.isPending && approve.variables === product.id}
      isBusy={busyId === product.id}
      onApprove={() => void approveProduct(product)}
      onReject={() => setToReject(product)}
    />
  )

  let body
  if (!products.isSuccess) {
    body = (
      <QueryFallback
        query={products}
        loading="Loading pending products…"
        errorTitle="Could not load the pending products"
      />
    )
  } else if (products.data.data.length === 0) {
    body = (
      <StatusPanel
        icon={<ClipboardCheck className="size-8" />}
        title="No products waiting for approval"
        action={
          page > 1 ? (
            <Button variant="secondary" onClick={() => setPage(1)}>
              Back to the first page
            </Button>
          ) : null
        }
      >
        <p>New and changed products from sellers appear here.</p>
      </StatusPanel>
    )
  } else {
    const { data, meta } = products.data
    body = (
      <div className="space-y-4">
        <p className="text-sm text-stone-600">{pluralize(meta.total, 'product')} waiting for approval.</p>
        <ul className="space-y-4" aria-busy={products.isPlaceholderData}>
          {data.map(cardFor)}
        </ul>
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
    <div className="mx-auto max-w-5xl px-4 py-6 sm:px-6 lg:py-8">
      <PageHeader title="Pending Products" back={{ to: '/admin/products', label: 'All products' }} />
      {flagged.isSuccess && flagged.data.data.length > 0 ? (
        <section aria-labelledby="flagged-heading" className="mb-8 space-y-4">
          <h2 id="flagged-heading" className="text-lg font-semibold text-stone-900">
            Changes to look at
          </h2>
          <p className="text-sm text-stone-600">
            {pluralize(flagged.data.meta.total, 'listed product')} changed a price by more than half or added a variant
            since approval. They stay in the shop meanwhile.
            {flagged.data.meta.total > flagged.data.data.length
              ? ` The ${flagged.data.data.length} newest are shown; the next appear as you clear these.`
              : ''}
          </p>
          <ul className="space-y-4">{flagged.data.data.map(cardFor)}</ul>
        </section>
      ) : null}
      {body}
      <RejectDialog
        key={toReject?.id ?? 'closed'}
        name={toReject?.name ?? null}
        description="The product stays out of the shop. The seller can edit it and it comes back for review."
        isBusy={reject.isPending}
        onConfirm={(reason) => void rejectProduct(reason)}
        onCancel={() => setToReject(null)}
      />
    </div>
  )
}
