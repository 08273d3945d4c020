import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { Link } from 'react-router'
import { ShoppingCartIcon } from '../../../components/ui/shell-icons'
import { cn } from '../../../lib/cn'
import { useCartCount } from '../hooks/use-cart-count'

/** Cart icon with the item count badge, linking to /cart. */
export function CartLink({ className }: { className?: string }) {
  const count = useCartCount()
  const { t } = useLingui()
  const label = count === 0 ? t`Cart, empty` : t`${plural(count, { one: 'Cart, # item', other: 'Cart, # items' })}`

  return (
    <Link
      to="/cart"
      aria-label={label}
      className={cn(
        'relative inline-flex size-11 items-center justify-center rounded-full text-stone-700 hover:bg-stone-100',
        className,
      )}
    >
      <ShoppingCartIcon aria-hidden="true" className="size-6" />
      {count > 0 ? (
        <span
          aria-hidden="true"
          data-testid="cart-count"
          className="absolute top-0.5 right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-brand-700 px-1 text-xs font-bold text-white"
        >
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </Link>
  )
}
