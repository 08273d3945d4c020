import { useRef, useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Heart, ShoppingCart, Zap } from 'lucide-react'
import type { ProductDetail } from '@haat/shared/catalog/product'
import { Button } from '../../../components/ui/button'
import { QuantityStepper } from '../../../components/ui/quantity-stepper'
import { useProductPurchase, type PurchaseSelection } from '../hooks/use-product-purchase'
import { availabilityOf } from '../lib/availability'
import { OptionPicker, type OptionName } from './option-picker'

type OptionErrors = { color?: string; size?: string }

/** Colour and size, quantity, and the Add to Cart / Buy Now / Add to Wishlist buttons. */
export function ProductPurchase({ product }: { product: ProductDetail }) {
  const purchase = useProductPurchase()
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
    <div className="space-y-5">
      {product.colors.length > 0 || product.sizes.length > 0 ? (
        <div ref={pickersRef} className="space-y-4">
          {product.colors.length > 0 ? (
            <OptionPicker
              option="Colour"
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
          <Button
            size="lg"
            disabled={!isAvailable}
            onClick={() => {
              if (checkOptions()) purchase.addToCart(selection)
            }}
          >
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
      </div>
    </div>
  )
}
