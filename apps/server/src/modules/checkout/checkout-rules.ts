import { nameWithVariant } from '@haat/shared/catalog/variant-label'
import { MAX_LINE_QUANTITY } from '@haat/shared/cart/cart'
import { SHIPPING_PAISE, TAX_PAISE, unitPricePaise } from '@haat/shared/money'
import { fill } from '@haat/shared/texts'
import { lineStatus, type ProductState } from '../cart'

/**
 * Checkout's rules, pure: whether every cart line can be bought as it is now, what each costs
 * (from the catalogue, never from the client), and how much stock each product gives up.
 */

export type CheckoutLineInput = {
  lineId: string
  /** The variant bought: `product` is as that variant is sold (its price, MRP and stock). */
  variantId: string
  product: ProductState & { pricePaise: number; discountPercent: number; mrpPaise: number }
  color: string
  size: string
  quantity: number
  /** The unit price when the line was added (or last accepted); null for older lines. */
  addedUnitPricePaise?: number | null
}

type PricedLine = CheckoutLineInput & { unitPricePaise: number; lineTotalPaise: number }
type CheckoutProblem = { lineId: string; message: string }

export type CheckoutPlan = {
  lines: PricedLine[]
  problems: CheckoutProblem[]
  /** One entry per variant bought, each with all its units. */
  stockTakes: { variantId: string; quantity: number }[]
  subtotalPaise: number
  shippingPaise: number
  taxPaise: number
  totalPaise: number
}

/** "Cotton Kurta (M, Indigo)": the product as the customer chose it, sizes first as on the order, for messages. */
const lineLabel = (name: string, color: string, size: string): string => nameWithVariant(name, { size, color })

function problemText(input: CheckoutLineInput, available: number): string | null {
  const { product, variantId, color, size, quantity, addedUnitPricePaise } = input
  const label = lineLabel(product.name, color, size)
  const currentUnitPricePaise = unitPricePaise(product.pricePaise, product.discountPercent)
  const { status, message } = lineStatus(
    product,
    { variantId, color, size, quantity },
    {
      addedUnitPricePaise: addedUnitPricePaise ?? null,
      currentUnitPricePaise,
    },
  )
  switch (status) {
    case 'ok':
      return null
    case 'unavailable':
      return fill(/*i18n*/ "'{label}' is no longer available.", { label })
    case 'sold_out':
      return fill(/*i18n*/ "'{label}' is sold out.", { label })
    case 'option_unavailable':
      return fill(/*i18n*/ "'{label}': {problem}", {
        label,
        problem: message ?? /*i18n*/ 'this option is no longer offered.',
      })
    case 'insufficient_stock':
      return product.stock !== null && product.stock < MAX_LINE_QUANTITY
        ? fill(/*i18n*/ "Only {count} of '{label}' left; you asked for {quantity}.", {
            count: available,
            label,
            quantity,
          })
        : fill(/*i18n*/ "You can buy at most {max} of '{label}' at a time; you asked for {quantity}.", {
            max: MAX_LINE_QUANTITY,
            label,
            quantity,
          })
    case 'price_changed':
      return fill(/*i18n*/ "'{label}': {problem} Accept the new price in your cart first.", {
        label,
        problem: message ?? /*i18n*/ 'its price went up since you added it.',
      })
  }
}

/** Checks and prices the cart's lines; any problem means nothing may be written. */
export function planCheckout(inputs: CheckoutLineInput[]): CheckoutPlan {
  const problems: CheckoutProblem[] = []
  const wanted = new Map<string, { quantity: number; product: CheckoutLineInput['product']; labels: string[] }>()
  const lines = inputs.map((input) => {
    const problem = problemText(input, input.product.stock ?? 0)
    if (problem) problems.push({ lineId: input.lineId, message: problem })
    const entry = wanted.get(input.variantId) ?? { quantity: 0, product: input.product, labels: [] }
    entry.quantity += input.quantity
    entry.labels.push(input.lineId)
    wanted.set(input.variantId, entry)
    const unit = unitPricePaise(input.product.pricePaise, input.product.discountPercent)
    return { ...input, unitPricePaise: unit, lineTotalPaise: unit * input.quantity }
  })
  // Lines of one variant (the cart keeps one, but an order is only as good as its inputs) may together ask for more than there is.
  for (const [, entry] of wanted) {
    const { product, quantity } = entry
    const alreadyRefused = problems.some((p) => entry.labels.includes(p.lineId))
    if (!alreadyRefused && product.stock !== null && quantity > product.stock) {
      problems.push({
        lineId: entry.labels[0] ?? '',
        message: fill(/*i18n*/ "Only {count} of '{label}' left; you asked for {quantity}.", {
          count: product.stock,
          label: product.name,
          quantity,
        }),
      })
    }
  }
  const subtotalPaise = lines.reduce((sum, line) => sum + line.lineTotalPaise, 0)
  return {
    lines,
    problems,
    stockTakes: [...wanted].map(([variantId, entry]) => ({ variantId, quantity: entry.quantity })),
    subtotalPaise,
    shippingPaise: SHIPPING_PAISE,
    taxPaise: TAX_PAISE,
    totalPaise: subtotalPaise + SHIPPING_PAISE + TAX_PAISE,
  }
}
