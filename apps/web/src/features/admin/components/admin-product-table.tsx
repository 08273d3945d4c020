import type { ManagedProductRow } from '@haat/shared/catalog/product-input'
import { ApprovalStatusBadge } from '../../../components/ui/approval-status-badge'
import { Badge } from '../../../components/ui/badge'
import { CardCell, CardDeleteCell, cardRow, CardTable } from './card-table'
import { formatDate, formatPrice } from '../../../lib/format'
import { ProductThumb } from './product-thumb'

interface AdminProductTableProps {
  products: readonly ManagedProductRow[]
  onDelete: (product: ManagedProductRow) => void
  isRefreshing: boolean
}

const HEADINGS = ['Product', 'Seller', 'Category', 'Price', 'Status', 'Stock', 'Created']

/** Every vendor's products: a table on wide screens, a card per product on phones. */
export function AdminProductTable({ products, onDelete, isRefreshing }: AdminProductTableProps) {
  return (
    <CardTable caption="Products" headings={HEADINGS} isRefreshing={isRefreshing}>
      {products.map((product) => (
        <tr key={product.id} className={cardRow}>
          <td className="col-span-2 md:px-4 md:py-3">
            <div className="flex min-w-52 items-center gap-3">
              <ProductThumb image={product.image} size={48} />
              <div className="min-w-0">
                <p className="font-semibold break-words text-stone-900">{product.name}</p>
                {product.archived ? <Badge className="mt-1">Archived</Badge> : null}
              </div>
            </div>
          </td>
          <CardCell label="Seller">{product.vendor.businessName}</CardCell>
          <CardCell label="Category">
            {product.category.name}
            {product.subcategory ? (
              <span className="block text-xs text-stone-500">{product.subcategory.name}</span>
            ) : null}
          </CardCell>
          <CardCell label="Price">
            <span className="font-medium whitespace-nowrap text-stone-900">{formatPrice(product.pricePaise)}</span>
          </CardCell>
          <CardCell label="Status">
            <ApprovalStatusBadge status={product.approvalStatus} reason={product.rejectionReason} />
          </CardCell>
          <CardCell label="Stock">
            {product.isAvailable ? 'In stock' : 'Out of stock'}
            {product.stock !== null ? (
              <span className="block text-xs text-stone-500">{product.stock.toLocaleString('en-IN')} left</span>
            ) : null}
          </CardCell>
          <CardCell label="Created">
            <span className="whitespace-nowrap">{formatDate(product.createdAt)}</span>
          </CardCell>
          <CardDeleteCell
            label={`Delete ${product.name}`}
            onDelete={() => onDelete(product)}
            disabled={product.archived}
          />
        </tr>
      ))}
    </CardTable>
  )
}
