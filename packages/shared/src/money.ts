/**
 * Money is integer paise everywhere (docs/decisions/003-money-in-paise-on-the-wire.md); rupees appear only when formatted.
 */
const inr = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
})

const inrWhole = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
})

/**
 * "₹1,23,456" from 12345600 paise: a whole-rupee amount without ".00", as Indian price tags and
 * statements print it; "₹1,23,456.50" keeps its paise.
 */
export function formatPaise(paise: number): string {
  return (paise % 100 === 0 ? inrWhole : inr).format(paise / 100)
}

/** "₹1,23,456.00": always two decimals, for tax documents, whose columns of figures line up. */
export function formatPaiseExact(paise: number): string {
  return inr.format(paise / 100)
}

/** Rupees as typed in a form (e.g. "499.50") to paise; null when not a valid amount. */
export function rupeesToPaise(rupees: string | number): number | null {
  const text = String(rupees).trim()
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return null
  const [whole, fraction = ''] = text.split('.')
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'))
}

/** Unit price after the product's own discount percent: round(price × (100 − d) / 100). */
export function unitPricePaise(pricePaise: number, discountPercent = 0): number {
  return Math.round((pricePaise * (100 - discountPercent)) / 100)
}

/** Line price = unit price × quantity (docs/spec.md §9 with docs/decisions/012-server-prices-orders.md). */
export function linePricePaise(pricePaise: number, quantity: number, discountPercent = 0): number {
  return unitPricePaise(pricePaise, discountPercent) * quantity
}

/** "% off" shown beside the MRP: round((mrp − price) / mrp × 100), 0 when the MRP is not greater. */
export function percentOff(pricePaise: number, mrpPaise: number): number {
  if (mrpPaise <= pricePaise || mrpPaise <= 0) return 0
  // Whole numbers only, so it is exactly the catalogue's discount filter (products.repository percentOff).
  return Math.floor(((mrpPaise - pricePaise) * 200 + mrpPaise) / (2 * mrpPaise))
}

/**
 * Tax is 0 (prices include GST) and so is shipping unless the shop sets a delivery fee
 * (deliveryFeeFor in admin/settings.ts; docs/spec.md §9, docs/decisions/038-delivery-fee.md).
 */
export const SHIPPING_PAISE = 0
export const TAX_PAISE = 0
