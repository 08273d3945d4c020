import { useNavigate } from 'react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { toast } from '../../../lib/toast'
import { PageHeader } from '../../../components/ui/page-header'
import { StatusPanel } from '../../../components/ui/status-panel'
import { useCreateProduct } from '../api/create-product'
import { ProductForm } from '../components/product-form'
import { useVendorArea } from '../hooks/use-vendor-area'
import { EMPTY_PRODUCT, productBody, type ProductFormValues } from '../lib/product-form'

/** /vendor/products/new: a new product starts pending approval and in stock (docs/spec.md §4). */
export function VendorProductNewPage() {
  const { vendor } = useVendorArea()
  const createProduct = useCreateProduct(vendor.id)
  const navigate = useNavigate()
  const { t } = useLingui()

  async function save(values: ProductFormValues) {
    const product = await createProduct.mutateAsync(productBody(values))
    toast.success(t`Product created successfully`)
    // With sizes or colours, the seller's next step is each variant's price and stock.
    if (product.variants.length > 1) await navigate(`/vendor/products/edit/${product.slug}#variants`)
    else await navigate('/vendor/products')
  }

  return (
    <div className="mx-auto max-w-4xl px-4 py-6 sm:px-6 lg:py-8">
      <PageHeader
        title={t`Add New Product`}
        back={{ to: '/vendor/products', label: t`Back to products` }}
        description={t`New products appear in the shop once an administrator approves them.`}
      />
      {/* A pending seller prepares products too; they are listed after its approval. */}
      {vendor.status !== 'rejected' ? (
        <div className="rounded-2xl border border-stone-200 bg-white p-4 sm:p-6">
          <ProductForm
            mode="create"
            defaultValues={EMPTY_PRODUCT}
            submitLabel={t`Add Product`}
            failureTitle={t`Failed to create product`}
            onSubmit={save}
          />
        </div>
      ) : (
        <StatusPanel title={t`Your seller account is not approved yet`}>
          <p>
            <Trans>You can add products once an administrator approves your account.</Trans>
          </p>
        </StatusPanel>
      )}
    </div>
  )
}
