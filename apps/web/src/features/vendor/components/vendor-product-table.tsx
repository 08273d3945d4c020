import type { ReactNode } from 'react'
import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'react-router'
import { ImageOff, Pencil, Trash2 } from 'lucide-react'
import type { ManagedProductRow } from '@haat/shared/catalog/product-input'
import { ApprovalStatusBadge } from '../../../components/ui/approval-status-badge'
import { Badge } from '../../../components/ui/badge'
import { Button, buttonClasses } from '../../../components/ui/button'
import { ResponsiveImage } from '../../../components/ui/responsive-image'
import { cn } from '../../../lib/cn'
import { formatDate, formatPrice } from '../../../lib/format'
import { StockSwitch } from './stock-switch'
import { useBackHere } from '../../../lib/back-link'

interface VendorProductTableProps {
  products: readonly ManagedProductRow[]
  /** The product whose stock switch is being saved. */
  togglingId: string | null
  onToggleStock: (product: ManagedProductRow) => void
  onDelete: (product: ManagedProductRow) => void
  isRefreshing: boolean
  /** The seller's own application is still pending: nothing is listed before it is approved. */
  isSellerPending?: boolean
}

const th = 'px-4 py-3 text-left text-xs font-semibold tracking-wide text-stone-600 uppercase'

/** The vendor's products: a table on wide screens, a card per product on phones. */
export function VendorProductTable({
  products,
  togglingId,
  onToggleStock,
  onDelete,
  isRefreshing,
  isSellerPending = false,
}: VendorProductTableProps) {
  const { t, i18n } = useLingui()
  const backHere = useBackHere(t`Back to products`)
  return (
    <div className="md:overflow-x-auto md:rounded-2xl md:border md:border-stone-200 md:bg-white">
      <table aria-busy={isRefreshing} className={cn('w-full text-sm transition-opacity', isRefreshing && 'opacity-60')}>
        <caption className="sr-only">
          <Trans>Your products</Trans>
        </caption>
        <thead className="hidden border-b border-stone-200 bg-stone-50 md:table-header-group">
          <tr>
            <th scope="col" className={th}>
              <Trans>Product</Trans>
            </th>
            <th scope="col" className={th}>
              <Trans>Category</Trans>
            </th>
            <th scope="col" className={th}>
              <Trans>Price</Trans>
            </th>
            <th scope="col" className={th}>
              <Trans>Created</Trans>
            </th>
            <th scope="col" className={th}>
              <Trans>Status</Trans>
            </th>
            <th scope="col" className={th}>
              <Trans>Stock</Trans>
            </th>
            <th scope="col" className={th}>
              <span className="sr-only">
                <Trans>Actions</Trans>
              </span>
            </th>
          </tr>
        </thead>
        <tbody className="block space-y-3 md:table-row-group md:space-y-0 md:divide-y md:divide-stone-100">
          {products.map((product) => {
            const name = product.name
            return (
              <tr
                key={product.id}
                className="grid grid-cols-2 gap-x-4 gap-y-3 rounded-xl border border-stone-200 bg-white p-4 md:table-row md:rounded-none md:border-0 md:p-0"
              >
                <td className="col-span-2 md:px-4 md:py-3">
                  <div className="flex min-w-52 items-center gap-3">
                    <div className="size-12 shrink-0 overflow-hidden rounded-lg bg-stone-100">
                      {product.image ? (
                        <ResponsiveImage image={product.image} alt="" displayWidth={48} className="size-full" />
                      ) : (
                        <ImageOff aria-hidden="true" className="m-3 size-6 text-stone-400" />
                      )}
                    </div>
                    <div className="min-w-0">
                      <p className="font-semibold break-words text-stone-900">{product.name}</p>
                      {product.archived ? (
                        <Badge className="mt-1">
                          <Trans>Archived</Trans>
                        </Badge>
                      ) : null}
                      {product.variantsToCheck && !product.archived ? (
                        // Sizes and colours became variants with all the stock on the first (migration 0046).
                        <Link
                          to={`/vendor/products/edit/${product.slug}#variants`}
                          className="mt-1 block text-sm font-medium text-amber-800 underline"
                        >
                          <Trans>Check its variants’ stock</Trans>
                        </Link>
                      ) : null}
                    </div>
                  </div>
                </td>
                <Cell label={t`Category`}>
                  {product.category.name}
                  {product.subcategory ? (
                    <span className="block text-xs text-stone-500">{product.subcategory.name}</span>
                  ) : null}
                </Cell>
                <Cell label={t`Price`}>
                  <span className="font-medium whitespace-nowrap text-stone-900">
                    {formatPrice(product.pricePaise)}
                  </span>
                  {product.mrpPaise > product.pricePaise ? (
                    <s className="block text-xs whitespace-nowrap text-stone-500">
                      <span className="sr-only">{t`MRP`} </span>
                      {formatPrice(product.mrpPaise)}
                    </s>
                  ) : null}
                </Cell>
                <Cell label={t`Created`}>
                  <span className="whitespace-nowrap">{formatDate(product.createdAt, i18n)}</span>
                </Cell>
                <Cell label={t`Status`}>
                  <ApprovalStatusBadge status={product.approvalStatus} reason={product.rejectionReason} />
                  {isSellerPending ? (
                    <span className="mt-1 block text-xs text-stone-600">
                      <Trans>Listed after your approval</Trans>
                    </span>
                  ) : null}
                </Cell>
                <Cell label={t`Stock`} className="col-span-2 md:col-span-1">
                  <StockSwitch
                    productName={product.name}
                    isAvailable={product.isAvailable}
                    isBusy={togglingId === product.id || product.archived}
                    onToggle={() => onToggleStock(product)}
                  />
                  <span className="block text-xs text-stone-500">{stockText(product.stock, i18n)}</span>
                </Cell>
                <td className="col-span-2 md:px-4 md:py-3">
                  <div className="flex gap-2 md:justify-end">
                    <Link
                      to={`/vendor/products/edit/${encodeURIComponent(product.slug)}`}
                      state={backHere}
                      aria-label={t`Edit ${name}`}
                      className={buttonClasses({ variant: 'secondary', size: 'sm' })}
                    >
                      <Pencil aria-hidden="true" className="size-4" />
                      <Trans>Edit</Trans>
                    </Link>
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={t`Delete ${name}`}
                      className="text-red-700 hover:bg-red-50"
                      onClick={() => onDelete(product)}
                    >
                      <Trash2 aria-hidden="true" className="size-4" />
                      <Trans>Delete</Trans>
                    </Button>
                  </div>
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}

/** A cell that names itself on phones, where the table's header row is hidden. */
function Cell({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <td className={cn('align-top md:px-4 md:py-3', className)}>
      <span aria-hidden="true" className="mb-0.5 block text-xs font-medium text-stone-500 md:hidden">
        {label}
      </span>
      {children}
    </td>
  )
}

function stockText(stock: number | null, i18n: I18n): string {
  if (stock === null) return i18n._(msg`Stock not counted`)
  if (stock === 0) return i18n._(msg`Sold out`)
  const count = stock.toLocaleString('en-IN')
  return i18n._(msg`${count} left`)
}
