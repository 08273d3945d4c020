import { useId, useState, type ReactNode } from 'react'
import { Check, ChevronDown, X } from 'lucide-react'
import type { ManagedProductRow } from '@haat/shared/catalog/product-input'
import type { ReviewFlag } from '@haat/shared/catalog/variant-input'
import { percentOff } from '@haat/shared/money'
import { gstRateLabel } from '@haat/shared/tax/gst'
import { Button } from '../../../components/ui/button'
import { cn } from '../../../lib/cn'
import { formatDate, formatDateTime, formatPrice } from '../../../lib/format'
import { errorMessage } from '../../../lib/api-error-message'
import { useAdminProduct } from '../api/get-product'
import { ProductThumb } from './product-thumb'

interface PendingProductCardProps {
  product: ManagedProductRow
  isApproving: boolean
  isBusy: boolean
  onApprove: () => void
  onReject: () => void
}

/** What a review flag says happened since the product was approved. */
function reviewFlagText(flag: ReviewFlag): string {
  const variant = flag.values.length > 0 ? `${flag.sku} (${flag.values.join(', ')})` : flag.sku
  if (flag.kind === 'new_variant') return `New variant ${variant}`
  const change = Math.round(((flag.toPaise - flag.fromPaise) / flag.fromPaise) * 100)
  return `${variant}: price ${formatPrice(flag.fromPaise)} → ${formatPrice(flag.toPaise)} (${change > 0 ? '+' : ''}${change}%)`
}

/**
 * One product waiting for approval: who sells it, at what price, where it is filed; Approve, Reject,
 * View. A listed product with review flags shows them, with "Looks fine" (approving again clears
 * them) and "Unlist" (a rejection).
 */
export function PendingProductCard({ product, isApproving, isBusy, onApprove, onReject }: PendingProductCardProps) {
  const [isOpen, setIsOpen] = useState(false)
  const detailsId = useId()
  const off = percentOff(product.pricePaise, product.mrpPaise)
  const flagged = product.approvalStatus === 'approved' && product.reviewFlags.length > 0

  return (
    <li className="rounded-2xl border border-stone-200 bg-white p-4">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <ProductThumb image={product.image} size={96} alt={product.name} />
        <div className="min-w-0 flex-1 space-y-1">
          <h2 className="font-semibold break-words text-stone-900">{product.name}</h2>
          <p className="text-sm text-stone-600">
            by <span className="font-medium text-stone-800">{product.vendor.businessName}</span>
          </p>
          <p className="text-sm text-stone-600">
            {product.category.name}
            {product.subcategory ? ` › ${product.subcategory.name}` : ''}
          </p>
          <p className="text-sm">
            <span className="font-semibold text-stone-900">{formatPrice(product.pricePaise)}</span>
            {off > 0 ? (
              <>
                {' '}
                <s className="text-stone-500">
                  <span className="sr-only">MRP </span>
                  {formatPrice(product.mrpPaise)}
                </s>{' '}
                <span className="text-green-700">{off}% off</span>
              </>
            ) : null}
          </p>
          <p className="text-xs text-stone-500">Submitted {formatDate(product.createdAt)}</p>
          {flagged ? (
            <div className="mt-2 rounded-lg bg-amber-50 p-2 text-sm text-amber-900">
              <p className="font-medium">Changed since approval (still listed):</p>
              <ul aria-label={`Changes to ${product.name}`} className="list-disc pl-5">
                {product.reviewFlags.map((flag, i) => (
                  <li key={i}>
                    {reviewFlagText(flag)} <span className="text-amber-700">· {formatDateTime(flag.at)}</span>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-2 sm:flex-col">
          <Button
            size="sm"
            onClick={onApprove}
            disabled={isBusy}
            aria-label={flagged ? `${product.name} looks fine` : `Approve ${product.name}`}
          >
            <Check aria-hidden="true" className="size-4" />
            {isApproving ? 'Approving...' : flagged ? 'Looks fine' : 'Approve'}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            onClick={onReject}
            disabled={isBusy}
            aria-label={flagged ? `Unlist ${product.name}` : `Reject ${product.name}`}
            className="text-red-700"
          >
            <X aria-hidden="true" className="size-4" />
            {flagged ? 'Unlist' : 'Reject'}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            aria-expanded={isOpen}
            aria-controls={detailsId}
            aria-label={`View ${product.name}`}
            onClick={() => setIsOpen((open) => !open)}
          >
            <ChevronDown aria-hidden="true" className={cn('size-4 transition-transform', isOpen && 'rotate-180')} />
            View
          </Button>
        </div>
      </div>

      <div id={detailsId} hidden={!isOpen} className="mt-4 border-t border-stone-100 pt-4">
        {isOpen ? (
          <div className="grid gap-4 sm:grid-cols-[auto_1fr]">
            <ProductThumb image={product.image} size={240} alt={`${product.name}, cover image`} />
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
              <Detail term="Seller">{product.vendor.businessName}</Detail>
              <Detail term="Slug">{product.slug}</Detail>
              <Detail term="Category">{product.category.name}</Detail>
              <Detail term="Subcategory">{product.subcategory?.name ?? 'None'}</Detail>
              <Detail term="Price">{formatPrice(product.pricePaise)}</Detail>
              <Detail term="MRP">{product.mrpPaise > 0 ? formatPrice(product.mrpPaise) : 'Not given'}</Detail>
              <Detail term="Stock">
                {product.isAvailable ? 'In stock' : 'Out of stock'}
                {product.stock === null ? ' (not counted)' : ` (${product.stock.toLocaleString('en-IN')} units)`}
              </Detail>
              <Detail term="Submitted">{formatDateTime(product.createdAt)}</Detail>
              <SellerEntries id={product.id} />
            </dl>
          </div>
        ) : null}
      </div>
    </li>
  )
}

/** What the seller wrote and chose, loaded when the details open: the admin approves what buyers will read. */
function SellerEntries({ id }: { id: string }) {
  const { data, error, isPending } = useAdminProduct(id, true)
  if (isPending) {
    return (
      <p role="status" className="col-span-2 text-stone-500">
        Loading what the seller entered…
      </p>
    )
  }
  if (error) {
    return (
      <p role="alert" className="col-span-2 text-red-700">
        {errorMessage(error, 'Could not load the product’s details. Close and open it again.')}
      </p>
    )
  }
  const list = (values: string[]) => (values.length > 0 ? values.join(', ') : 'None')
  // What the listing declares (docs/decisions/045-listing-declarations.md), for the reviewer to check.
  const d = data.declarations
  const party = (declared: { name: string; address: string } | null) =>
    declared ? `${declared.name}, ${declared.address}` : 'Not given'
  return (
    <>
      <Detail term="Brand">{data.brand ?? 'Not given'}</Detail>
      <Detail term="Colours">{list(data.colors)}</Detail>
      <Detail term="Sizes">{list(data.sizes)}</Detail>
      {data.variants.length > 1 ? (
        // Each variant the seller offers, as buyers will choose it (docs/decisions/044-variants.md).
        <Detail term="Variants">
          <ul aria-label="Variants">
            {data.variants.map((v) => (
              <li key={v.id} className={v.isActive ? undefined : 'text-stone-500'}>
                {v.values.join(', ')} · {v.sku} · {formatPrice(v.pricePaise)}
                {v.mrpPaise > v.pricePaise ? ` (MRP ${formatPrice(v.mrpPaise)})` : ''} ·{' '}
                {v.stock === null ? 'stock not counted' : `${v.stock} in stock`}
                {v.isActive ? '' : ' · not on offer'}
              </li>
            ))}
          </ul>
        </Detail>
      ) : null}
      <Detail term="HSN code">{data.hsnCode ?? 'Not given'}</Detail>
      <Detail term="GST rate">{data.gstRateBp === null ? 'Not given' : gstRateLabel(data.gstRateBp)}</Detail>
      <Detail term="Country of origin">{data.countryOfOrigin}</Detail>
      <Detail term="Net quantity">
        {d.netQuantity
          ? `${d.netQuantity.value} ${d.netQuantity.unit === 'unit' ? 'piece(s)' : d.netQuantity.unit}`
          : 'Not given'}
      </Detail>
      <Detail term="Manufacturer">{party(d.manufacturer)}</Detail>
      <Detail term="Packer">{party(d.packer)}</Detail>
      <Detail term="Importer">{party(d.importer)}</Detail>
      <Detail term="Best before">{d.bestBefore ?? 'Not given'}</Detail>
      <Detail term="Consumer care">{d.consumerCare ?? 'Not given'}</Detail>
      <Detail term="Warranty">{d.warranty ?? 'Not given'}</Detail>
      <Detail term="Guarantee">{d.guarantee ?? 'Not given'}</Detail>
      <Detail term="Returns">
        {data.refundDays > 0 ? `Within ${data.refundDays} days of delivery` : 'Not returnable'}
      </Detail>
      <Detail term="Images">{data.images.length}</Detail>
      <Detail term="Description">
        <span className="whitespace-pre-line">{data.description}</span>
      </Detail>
      <Detail term="Specifications">
        {data.specifications.length > 0 ? (
          <ul>
            {data.specifications.map((spec) => (
              <li key={spec.key}>
                {spec.key}: {spec.value}
              </li>
            ))}
          </ul>
        ) : (
          'None'
        )}
      </Detail>
    </>
  )
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-medium text-stone-500">{term}</dt>
      <dd className="break-words text-stone-900">{children}</dd>
    </>
  )
}
