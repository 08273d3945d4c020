import { Link, useNavigate, useParams } from 'react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { Info, SearchX } from 'lucide-react'
import { toast } from '../../../lib/toast'
import { ApprovalStatusBadge } from '../../../components/ui/approval-status-badge'
import { buttonClasses } from '../../../components/ui/button'
import { PageHeader } from '../../../components/ui/page-header'
import { Spinner } from '../../../components/ui/spinner'
import { StatusPanel } from '../../../components/ui/status-panel'
import { isApiError } from '../../../lib/api-client'
import { useProduct } from '../api/get-product'
import { useUpdateProduct } from '../api/update-product'
import { ProductForm } from '../components/product-form'
import { SizeChartEditor } from '../components/size-chart-editor'
import { VariantGrid } from '../components/variant-grid'
import { useVendorArea } from '../hooks/use-vendor-area'
import { changedProductFields, valuesFromProduct, type ProductFormValues } from '../lib/product-form'
import { LoadError } from '../../../components/query-boundary'

/** /vendor/products/edit/:slug: sends only the fields that changed (docs/spec.md §5). */
export function VendorProductEditPage() {
  const { slug = '' } = useParams()
  const { vendor } = useVendorArea()
  const product = useProduct(vendor.id, slug)
  const updateProduct = useUpdateProduct(vendor.id)
  const navigate = useNavigate()
  const { t } = useLingui()

  async function save(values: ProductFormValues, initial: ProductFormValues) {
    if (!product.data) return
    const changes = changedProductFields(initial, values)
    if (Object.keys(changes).length === 0) {
      toast.info(t`No changes to update`)
      return
    }
    await updateProduct.mutateAsync({ id: product.data.id, changes })
    toast.success(t`Product updated successfully`)
    await navigate('/vendor/products')
  }

  let body
  if (product.isPending) {
    body = <Spinner label={t`Loading product…`} showLabel className="justify-center py-16" />
  } else if (product.isError) {
    body =
      isApiError(product.error) && product.error.status === 404 ? (
        <StatusPanel
          icon={<SearchX className="size-8" />}
          title={t`Product not found`}
          action={
            <Link to="/vendor/products" className={buttonClasses()}>
              <Trans>Back to products</Trans>
            </Link>
          }
        >
          <p>
            <Trans>No product of yours has the address “{slug}”. It may have been renamed or deleted.</Trans>
          </p>
        </StatusPanel>
      ) : (
        <LoadError title={t`Could not load the product`} error={product.error} onRetry={() => void product.refetch()} />
      )
  } else {
    const { data } = product
    body = (
      <div className="space-y-4">
        <div className="flex flex-wrap items-center gap-3 text-sm text-stone-700">
          <span>
            <Trans>Approval:</Trans>
          </span>
          <ApprovalStatusBadge status={data.approvalStatus} reason={data.rejectionReason} />
        </div>
        <div className="rounded-2xl border border-stone-200 bg-white p-4 sm:p-6">
          <ProductForm
            key={data.id}
            mode="edit"
            pricedByVariants={data.variants.length > 1}
            defaultValues={valuesFromProduct(data)}
            submitLabel={t`Save Changes`}
            failureTitle={t`Failed to save changes`}
            onSubmit={save}
            footnote={
              <p className="flex items-start gap-2 text-sm text-stone-600">
                <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
                <Trans>
                  Changing the name, description, images, category, specifications, MRP, HSN code or GST rate sends an
                  approved product back for review by an administrator.
                </Trans>
              </p>
            }
          />
        </div>
        <div className="rounded-2xl border border-stone-200 bg-white p-4 sm:p-6">
          <VariantGrid key={data.id} product={data} vendorId={vendor.id} />
        </div>
        <div className="rounded-2xl border border-stone-200 bg-white p-4 sm:p-6">
          <SizeChartEditor key={data.id} product={data} vendorId={vendor.id} />
        </div>
      </div>
    )
  }

  return (
    <div className="mx-auto max-w-4xl px-4 py-6 sm:px-6 lg:py-8">
      <PageHeader title={t`Edit Product`} back={{ to: '/vendor/products', label: t`Back to products` }} />
      {body}
    </div>
  )
}
