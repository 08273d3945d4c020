import { useNavigate } from 'react-router'
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

  async function save(values: ProductFormValues) {
    await createProduct.mutateAsync(productBody(values))
    toast.success('Product created successfully')
    await navigate('/vendor/products')
  }

  return (
    <div className="mx-auto max-w-4xl px-4 py-6 sm:px-6 lg:py-8">
      <PageHeader
        title="Add New Product"
        back={{ to: '/vendor/products', label: 'Back to products' }}
        description="New products appear in the shop once an administrator approves them."
      />
      {vendor.status === 'approved' ? (
        <div className="rounded-2xl border border-stone-200 bg-white p-4 sm:p-6">
          <ProductForm
            mode="create"
            defaultValues={EMPTY_PRODUCT}
            submitLabel="Add Product"
            failureTitle="Failed to create product"
            onSubmit={save}
          />
        </div>
      ) : (
        <StatusPanel title="Your seller account is not approved yet">
          <p>You can add products once an administrator approves your account.</p>
        </StatusPanel>
      )}
    </div>
  )
}
