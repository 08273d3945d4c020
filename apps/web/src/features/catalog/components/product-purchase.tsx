import { useEffect, useId, useRef, useState } from 'react'
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
import { SizeChartButton } from './size-chart-button'
import { useShownColour } from '../../../lib/use-shown-names'
import {
  type Choice,
  choiceOf,
  OPTION_KEYS,
  type OptionKey,
  offeredValues,
  otherOption,
  VARIANT_PARAM,
  valueProblem,
  variantById,
  variantOf,
} from '../lib/variants'
import { useTranslateText } from '../../../lib/use-translate-text'

type OptionErrors = Partial<Record<OptionKey, string>>

/** The picker's name in the markup (`data-option`) for each kind of option. */
const PICKER: Record<OptionKey, OptionName> = { color: 'Colour', size: 'Size', other: 'Other' }

/** Where the browser posts Add to Cart itself: before the app is live, or without JavaScript. */
export const ADD_TO_CART_ACTION = '/api/cart/add'

/**
 * Colour, size and the seller's own option (Pack of), quantity, and the Add to Cart / Buy Now /
 * Add to Wishlist buttons. Once the app is live, Add to Cart sends the chosen variant's id.
 *
 * Add to Cart is a plain form (docs/decisions/033, "Early taps"): before the app is live (or
 * without JavaScript) the browser posts the product, the chosen colour, size and other value (the
 * radios' own values, so a choice made before hydration counts), the quantity and this page to
 * POST /api/cart/add, which adds and comes back here with `?cart=added`. The browser checks the
 * required choices itself then; once the app is live the form is `noValidate` and React takes
 * the submit over: checkOptions, then the cart's own Add to Cart with its toasts.
 *
 * Below lg (phones, tablets) the page is one column and the buy box is far down: Add to Cart and
 * Buy Now are a bar fixed to the bottom of the screen, the same buttons in the same form, so the
 * early tap, the checks and the cart work there as they do in the buy box on a desktop. The page
 * ends above the bar (styles.css). A PIN the seller does not deliver to disables both, saying so.
 */
export function ProductPurchase({
  product,
  unservedPin,
  onColourChange,
}: {
  product: ProductDetail
  unservedPin: string | null
  onColourChange?: (colour: string | null) => void
}) {
  const purchase = useProductPurchase()
  const isLive = useHydrated()
  const { pathname, search } = useLocation()
  const [params, setParams] = useSearchParams()
  const pickersRef = useRef<HTMLDivElement>(null)
  // A shared address names its variant (`?variant=`); else an option with one value has it chosen.
  const [choice, setChoice] = useState<Choice>(() => {
    const linked = variantById(product, params.get(VARIANT_PARAM))
    if (linked) return choiceOf(product, linked)
    const only = (key: OptionKey) => {
      const values = offeredValues(product, key)
      return values.length === 1 ? (values[0] ?? null) : null
    }
    return { color: only('color'), size: only('size'), other: only('other') }
  })
  const { color, size } = choice
  const [quantity, setQuantity] = useState(1)
  const [errors, setErrors] = useState<OptionErrors>({})
  const chosen = variantOf(product, choice)
  const other = otherOption(product)
  const translate = useTranslateText()
  useEffect(() => onColourChange?.(color), [color, onColourChange])
  const isAvailable = availabilityOf(chosen ?? product) !== 'red'
  const canBuy = isAvailable && unservedPin === null
  const barRef = useBuyBarHeight()
  const reasonId = useId()
  const pin = unservedPin ?? ''
  const selection: PurchaseSelection = { product, quantity, color, size, variant: chosen }
  const isInWishlist = purchase.isInWishlist(product.id)
  const { t } = useLingui()
  const shownColour = useShownColour()
  const stock = (chosen ?? product).stock

  /**
   * A new pick: each other pick is kept while a variant has both (sold out or not), else cleared;
   * the address names the variant chosen, so the page can be shared as it is.
   */
  function choose(option: OptionKey, value: string) {
    const next: Choice = { ...choice, [option]: value }
    for (const key of OPTION_KEYS) {
      const picked = next[key]
      if (key === option || picked === null) continue
      const alone: Choice = { color: null, size: null, other: null, [key]: picked }
      if (valueProblem(product, option, value, alone) === 'not_offered') next[key] = null
    }
    setChoice(next)
    setErrors((current) => ({ ...current, [option]: undefined }))
    const variant = variantOf(product, next)
    setParams(
      (current) => {
        const updated = new URLSearchParams(current)
        if (variant && product.variants.length > 1) updated.set(VARIANT_PARAM, variant.id)
        else updated.delete(VARIANT_PARAM)
        return updated
      },
      { replace: true, preventScrollReset: true },
    )
  }

  /** Why a value cannot be picked with the other picks, in the page's language. */
  const problemText = (option: OptionKey) => (value: string) => {
    const problem = valueProblem(product, option, value, choice)
    return problem === 'sold_out' ? t`sold out` : problem === 'not_offered' ? t`not available` : null
  }

  /** Each option the product has must be picked; the first missing one gets focus. */
  function checkOptions(): boolean {
    const otherName = other ? translate(other.name) : ''
    const missing: Record<OptionKey, string> = {
      color: t`Please choose a colour.`,
      size: t`Please choose a size.`,
      other: t`Please choose: ${otherName}.`,
    }
    const next: OptionErrors = {}
    for (const key of OPTION_KEYS) if (offeredValues(product, key).length > 0 && !choice[key]) next[key] = missing[key]
    setErrors(next)
    const first = OPTION_KEYS.find((key) => next[key])
    return first ? focusOption(PICKER[first]) : true
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
        if (canBuy && checkOptions()) purchase.addToCart(selection)
      }}
      className="space-y-5"
    >
      <input type="hidden" name="productId" value={product.id} />
      <input type="hidden" name="returnTo" value={`${pathname}${search}`} />
      {OPTION_KEYS.some((key) => offeredValues(product, key).length > 0) ? (
        <div ref={pickersRef} className="space-y-4">
          {product.colors.length > 0 ? (
            <OptionPicker
              option="Colour"
              name="color"
              legend={t`Colour`}
              options={product.colors}
              labelOf={shownColour}
              value={color}
              onChange={(value) => choose('color', value)}
              problemOf={problemText('color')}
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
              onChange={(value) => choose('size', value)}
              problemOf={problemText('size')}
              error={errors.size}
            />
          ) : null}
          {other && other.values.length > 0 ? (
            <OptionPicker
              option="Other"
              name="other"
              legend={translate(other.name)}
              options={other.values}
              value={choice.other}
              onChange={(value) => choose('other', value)}
              problemOf={problemText('other')}
              error={errors.other}
            />
          ) : null}
        </div>
      ) : null}

      {product.sizeChart ? (
        <SizeChartButton chart={product.sizeChart} productName={product.name} chosenSize={size} />
      ) : null}

      <QuantityStepper
        name="quantity"
        value={quantity}
        onChange={setQuantity}
        min={1}
        max={stock ?? undefined}
        label={t`Quantity`}
        disabled={!isAvailable}
        hint={isAvailable && stock !== null ? t`At most ${stock} for this product.` : undefined}
      />

      {/* Gaps, not margins: the bar, fixed, keeps none. */}
      <div className="flex flex-col gap-2">
        <div
          ref={barRef}
          data-buy-bar=""
          className="space-y-2 max-lg:fixed max-lg:inset-x-0 max-lg:bottom-0 max-lg:z-20 max-lg:border-t max-lg:border-stone-200 max-lg:bg-white max-lg:px-4 max-lg:pt-3 max-lg:pb-[calc(0.75rem+env(safe-area-inset-bottom,0px))] max-lg:shadow-[0_-4px_12px_rgb(0_0_0/0.08)]"
        >
          {unservedPin ? (
            <p id={reasonId} className="text-sm font-medium text-red-700">
              <Trans>Not deliverable to {pin}</Trans>
            </p>
          ) : null}
          <div className="grid grid-cols-2 gap-2">
            <Button
              type="submit"
              size="lg"
              disabled={!canBuy}
              aria-describedby={unservedPin ? reasonId : undefined}
              className="max-lg:px-3"
            >
              <ShoppingCart aria-hidden="true" className="size-5" />
              <Trans>Add to Cart</Trans>
            </Button>
            <Button
              size="lg"
              disabled={!canBuy}
              aria-describedby={unservedPin ? reasonId : undefined}
              onClick={() => {
                if (checkOptions()) purchase.buyNow(selection)
              }}
              className="bg-stone-900 hover:bg-stone-800 active:bg-stone-950 max-lg:px-3"
            >
              <Zap aria-hidden="true" className="size-5" />
              <Trans>Buy Now</Trans>
            </Button>
          </div>
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

/**
 * The bar's height, as --buy-bar-height on <body>, which pads the page's end by it below lg
 * (styles.css): a reason above the buttons may take two lines. Until the app runs, the CSS's own
 * estimate for the buttons alone.
 */
function useBuyBarHeight() {
  const bar = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const element = bar.current
    if (!element || typeof ResizeObserver === 'undefined') return
    const style = document.body.style
    const observer = new ResizeObserver(() => style.setProperty('--buy-bar-height', `${element.offsetHeight}px`))
    observer.observe(element)
    return () => {
      observer.disconnect()
      style.removeProperty('--buy-bar-height')
    }
  }, [])
  return bar
}
