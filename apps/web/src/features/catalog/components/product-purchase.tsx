import { useRef, useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Check, Heart, ShoppingCart, Zap } from 'lucide-react'
import { useLocation, useSearchParams } from 'react-router'
import type { ProductDetail } from '@haat/shared/catalog/product'
import { Button } from '../../../components/ui/button'
import { QuantityStepper } from '../../../components/ui/quantity-stepper'
import { useHydrated } from '../../../lib/use-hydrated'
import { useProductPurchase, type PurchaseSelection } from '../hooks/use-product-purchase'
import { availabilityOf } from '../lib/availability'
import { OptionPicker, type OptionName } from './option-picker'

type OptionErrors = { color?: string; size?: string }

/** Where the browser posts Add to Cart itself: before the app is live, or without JavaScript. */
export const ADD_TO_CART_ACTION = '/api/cart/add'

/**
 * Colour and size, quantity, and the Add to Cart / Buy Now / Add to Wishlist buttons.
 *
 * Add to Cart is a plain form (docs/decisions/033, "Early taps"): before the app is live (or
 * without JavaScript) the browser posts the product, the chosen colour and size (the radios' own
 * values, so a choice made before hydration counts), the quantity and this page to
 * POST /api/cart/add, which adds and comes back here with `?cart=added`. The browser checks the
 * required choices itself then; once the app is live the form is `noValidate` and React takes
 * the submit over: checkOptions, then the cart's own Add to Cart with its toasts.
 */
export function ProductPurchase({ product }: { product: ProductDetail }) {
  const purchase = useProductPurchase()
  const isLive = useHydrated()
  const { pathname, search } = useLocation()
  const [params] = useSearchParams()
  const pickersRef = useRef<HTMLDivElement>(null)
  const [color, setColor] = useState<string | null>(product.colors.length === 1 ? (product.colors[0] ?? null) : null)
  const [size, setSize] = useState<string | null>(product.sizes.length === 1 ? (product.sizes[0] ?? null) : null)
  const [quantity, setQuantity] = useState(1)
  const [errors, setErrors] = useState<OptionErrors>({})
  const isAvailable = availabilityOf(product) !== 'red'
  const selection: PurchaseSelection = { product, quantity, color, size }
  const isInWishlist = purchase.isInWishlist(product.id)
  const { t } = useLingui()
  const stock = product.stock

  /** Colour and size are required when the product has them; the first missing one gets focus. */
  function checkOptions(): boolean {
    const next: OptionErrors = {}
    if (product.colors.length > 0 && !color) next.color = t`Please choose a colour.`
    if (product.sizes.length > 0 && !size) next.size = t`Please choose a size.`
    setErrors(next)
    if (next.color) return focusOption('Colour')
    if (next.size) return focusOption('Size')
    return true
  }

  function focusOption(option: OptionName): false {
    pickersRef.current?.querySelector<HTMLInputElement>(`fieldset[data-option="${option}"] input`)?.focus()
    return false
  }

  return (
    <form
      method="post"
      action={ADD_TO_CART_ACTION}
      noValidate={isLive}
      onSubmit={(event) => {
        event.preventDefault()
        if (checkOptions()) purchase.addToCart(selection)
      }}
      className="space-y-5"
    >
      <input type="hidden" name="productId" value={product.id} />
      <input type="hidden" name="returnTo" value={`${pathname}${search}`} />
      {product.colors.length > 0 || product.sizes.length > 0 ? (
        <div ref={pickersRef} className="space-y-4">
          {product.colors.length > 0 ? (
            <OptionPicker
              option="Colour"
              name="color"
              legend={t`Colour`}
              options={product.colors}
              value={color}
              onChange={(value) => {
                setColor(value)
                setErrors((current) => ({ ...current, color: undefined }))
              }}
              error={errors.color}
            />
          ) : null}
          {product.sizes.length > 0 ? (
            <OptionPicker
              option="Size"
              name="size"
              legend={t`Size`}
              options={product.sizes}
              value={size}
              onChange={(value) => {
                setSize(value)
                setErrors((current) => ({ ...current, size: undefined }))
              }}
              error={errors.size}
            />
          ) : null}
        </div>
      ) : null}

      <QuantityStepper
        name="quantity"
        value={quantity}
        onChange={setQuantity}
        min={1}
        max={product.stock ?? undefined}
        label={t`Quantity`}
        disabled={!isAvailable}
        hint={isAvailable && stock !== null ? t`At most ${stock} for this product.` : undefined}
      />

      <div className="space-y-2">
        <div className="grid gap-2 sm:grid-cols-2">
          <Button type="submit" size="lg" disabled={!isAvailable}>
            <ShoppingCart aria-hidden="true" className="size-5" />
            <Trans>Add to Cart</Trans>
          </Button>
          <Button
            size="lg"
            disabled={!isAvailable}
            onClick={() => {
              if (checkOptions()) purchase.buyNow(selection)
            }}
            className="bg-stone-900 hover:bg-stone-800 active:bg-stone-950"
          >
            <Zap aria-hidden="true" className="size-5" />
            <Trans>Buy Now</Trans>
          </Button>
        </div>
        <Button
          variant="secondary"
          size="lg"
          disabled={isInWishlist}
          onClick={() => purchase.addToWishlist(selection)}
          className="w-full"
        >
          <Heart aria-hidden="true" className={isInWishlist ? 'size-5 fill-current text-brand-700' : 'size-5'} />
          {isInWishlist ? <Trans>In Wishlist</Trans> : <Trans>Add to Wishlist</Trans>}
        </Button>
        {params.get('cart') === 'added' ? (
          // The form's answer came back here: said by the server's HTML, for a page without JavaScript.
          <p role="status" className="flex items-center gap-1.5 text-sm font-medium text-green-800">
            <Check aria-hidden="true" className="size-4" />
            <Trans>Added to cart</Trans>
          </p>
        ) : null}
      </div>
    </form>
  )
}
