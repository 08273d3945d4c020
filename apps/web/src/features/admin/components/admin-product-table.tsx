import type { ReactNode } from 'react'
import { Trash2 } from 'lucide-react'
import type { ManagedProductRow } from '@haat/shared/catalog/product-input'
import { ApprovalStatusBadge } from '../../../components/ui/approval-status-badge'
import { Badge } from '../../../components/ui/badge'
import { Button } from '../../../components/ui/button'
import { CardTable, cardRow } from './card-table'
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
          <Cell label="Seller">{product.vendor.businessName}</Cell>
          <Cell label="Category">
            {product.category.name}
            {product.subcategory ? (
              <span className="block text-xs text-stone-500">{product.subcategory.name}</span>
            ) : null}
          </Cell>
          <Cell label="Price">
            <span className="font-medium whitespace-nowrap text-stone-900">{formatPrice(product.pricePaise)}</span>
          </Cell>
          <Cell label="Status">
            <ApprovalStatusBadge status={product.approvalStatus} reason={product.rejectionReason} />
          </Cell>
          <Cell label="Stock">
            {product.isAvailable ? 'In stock' : 'Out of stock'}
            {product.stock !== null ? (
              <span className="block text-xs text-stone-500">{product.stock.toLocaleString('en-IN')} left</span>
            ) : null}
          </Cell>
          <Cell label="Created">
            <span className="whitespace-nowrap">{formatDate(product.createdAt)}</span>
          </Cell>
          <td className="col-span-2 md:px-4 md:py-3 md:text-right">
            <Button
              variant="ghost"
              size="sm"
              aria-label={`Delete ${product.name}`}
              className="text-red-700 hover:bg-red-50"
              onClick={() => onDelete(product)}
              disabled={product.archived}
            >
              <Trash2 aria-hidden="true" className="size-4" />
              Delete
            </Button>
          </td>
        </tr>
      ))}
    </CardTable>
  )
}

function Cell({ label, children }: { label: string; children: ReactNode }) {
  return (
    <td className="align-top md:px-4 md:py-3">
      <span aria-hidden="true" className="mb-0.5 block text-xs font-medium text-stone-500 md:hidden">
        {label}
      </span>
      {children}
    </td>
  )
}
