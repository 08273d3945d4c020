import type { I18n } from '@lingui/core'
import { msg, plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { Link } from 'react-router'
import { Heart, Package, ShoppingCart, Trash2 } from 'lucide-react'
import type { WishlistItem } from '@haat/shared/cart/wishlist'
import { Button, buttonClasses } from '../../../components/ui/button'
import { ResponsiveImage } from '../../../components/ui/responsive-image'
import { Spinner } from '../../../components/ui/spinner'
import { StatusPanel } from '../../../components/ui/status-panel'
import { useCartActions } from '../../../lib/cart-actions'
import { cn } from '../../../lib/cn'
import { formatPrice } from '../../../lib/format'
import { LoadError } from '../../../components/query-boundary'
import { PanelHeading } from './panel-heading'

/** "In stock", "Only N left" (a real count) or "Out of stock". */
function availabilityOf(product: WishlistItem['product'], i18n: I18n): { label: string; className: string } {
  if (!product.inStock || product.stock === 0) return { label: i18n._(msg`Out of stock`), className: 'text-red-700' }
  const stock = product.stock
  if (stock !== null && stock <= 5) return { label: i18n._(msg`Only ${stock} left`), className: 'text-amber-700' }
  return { label: i18n._(msg`In stock`), className: 'text-green-700' }
}

/** The Wishlist tab (docs/spec.md §2, 4): saved products with Move to Cart and Remove. */
export function WishlistPanel() {
  const { wishlist, moveToCart, removeFromWishlist } = useCartActions()
  // The product being moved or removed, so its buttons wait for the answer.
  const [busyId, setBusyId] = useState<string | null>(null)
  const { t, i18n } = useLingui()

  async function run(productId: string, work: (productId: string) => Promise<boolean>) {
    setBusyId(productId)
    try {
      await work(productId)
    } finally {
      setBusyId(null)
    }
  }

  if (wishlist.status === 'pending')
    return <Spinner label={t`Loading your wishlist…`} showLabel className="justify-center py-10" />
  if (wishlist.status === 'error' && !wishlist.isStoredCopy) {
    return <LoadError title={t`We couldn't load your wishlist.`} error={wishlist.error} onRetry={wishlist.retry} />
  }

  const storedCopyNote = wishlist.isStoredCopy ? (
    <div
      role="status"
      className="mb-4 flex flex-wrap items-center justify-between gap-3 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
    >
      <p>
        <Trans>
          We couldn&apos;t load your wishlist, so this is the copy saved on this device. It may be out of date.
        </Trans>
      </p>
      <Button variant="secondary" size="sm" onClick={wishlist.retry}>
        <Trans>Try again</Trans>
      </Button>
    </div>
  ) : null

  const savedCount = wishlist.items.length
  if (savedCount === 0) {
    return (
      <>
        {storedCopyNote}
        <StatusPanel
          icon={<Heart className="size-8" />}
          title={t`Your wishlist is empty.`}
          action={
            <Link to="/products" className={buttonClasses()}>
              <Trans>Browse products</Trans>
            </Link>
          }
        >
          <p>
            <Trans>Tap Add to Wishlist on any product to save it here for later.</Trans>
          </p>
        </StatusPanel>
      </>
    )
  }

  return (
    <section>
      <PanelHeading title={t`Wishlist`}>
        {t`${plural(savedCount, { one: '# saved product', other: '# saved products' })}`}
      </PanelHeading>
      {storedCopyNote}
      <ul className="grid gap-3 sm:grid-cols-2">
        {wishlist.items.map((item) => {
          const { product } = item
          const availability = availabilityOf(product, i18n)
          const name = product.name
          const color = item.color
          const size = item.size
          const isBusy = busyId === product.id
          const options = [color && t`Colour: ${color}`, size && t`Size: ${size}`].filter(Boolean)
          return (
            <li
              key={item.id}
              aria-label={product.name}
              className={cn('flex gap-3 rounded-2xl border border-stone-200 bg-white p-3', isBusy && 'opacity-60')}
            >
              <Link
                to={`/product/${product.slug}`}
                tabIndex={-1}
                aria-hidden="true"
                className="size-24 shrink-0 overflow-hidden rounded-xl bg-stone-50"
              >
                {product.image ? (
                  <ResponsiveImage image={product.image} alt="" displayWidth={96} className="size-full" />
                ) : (
                  <span className="flex size-full items-center justify-center text-stone-300">
                    <Package className="size-8" />
                  </span>
                )}
              </Link>
              <div className="flex min-w-0 flex-1 flex-col gap-1">
                <h3 className="line-clamp-2 font-medium text-stone-900">
                  <Link to={`/product/${product.slug}`} className="hover:text-brand-800 hover:underline">
                    {product.name}
                  </Link>
                </h3>
                <p className="text-sm">
                  <span className="font-semibold text-stone-900">{formatPrice(product.unitPricePaise)}</span>
                  {product.mrpPaise > product.unitPricePaise ? (
                    <s className="ml-2 text-xs text-stone-500">
                      <span className="sr-only">
                        <Trans>MRP</Trans>{' '}
                      </span>
                      {formatPrice(product.mrpPaise)}
                    </s>
                  ) : null}
                </p>
                {options.length ? <p className="text-xs text-stone-600">{options.join(' · ')}</p> : null}
                <p className={cn('text-sm font-medium', availability.className)}>{availability.label}</p>
                <div className="mt-auto flex flex-wrap gap-2 pt-1">
                  <Button
                    size="sm"
                    disabled={!product.inStock || isBusy}
                    aria-label={t`Move to Cart: ${name}`}
                    onClick={() => void run(product.id, moveToCart)}
                  >
                    <ShoppingCart aria-hidden="true" className="size-4" />
                    <Trans>Move to Cart</Trans>
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    disabled={isBusy}
                    aria-label={t`Remove ${name} from Wishlist`}
                    onClick={() => void run(product.id, removeFromWishlist)}
                    className="text-red-700 hover:bg-red-50"
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                    <Trans>Remove</Trans>
                  </Button>
                </div>
              </div>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
