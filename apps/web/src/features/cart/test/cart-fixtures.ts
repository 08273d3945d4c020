import type { Cart, CartLine, CartProduct } from '@haat/shared/cart/cart'
import type { Wishlist, WishlistItem } from '@haat/shared/cart/wishlist'

/** Product ids are UUIDs: the stored guest cart keeps only entries the server would accept. */
export const KURTA_ID = '11111111-1111-4111-8111-111111111111'
export const SAREE_ID = '22222222-2222-4222-8222-222222222222'
const LAMP_ID = '33333333-3333-4333-8333-333333333333'

const image = (id: string) => ({
  id,
  width: 600,
  height: 600,
  variants: [{ width: 320, url: `/media/${id}-320.webp` }],
})

export function makeCartProduct(overrides: Partial<CartProduct> = {}): CartProduct {
  return {
    id: KURTA_ID,
    slug: 'cotton-kurta',
    name: 'Cotton Kurta',
    brand: null,
    pricePaise: 89_900,
    mrpPaise: 129_900,
    discountPercent: 0,
    unitPricePaise: 89_900,
    percentOff: 31,
    image: image('kurta'),
    rating: { average: null, count: 0 },
    isNew: false,
    inStock: true,
    category: { slug: 'fashion', name: 'Fashion' },
    subcategory: null,
    vendor: { id: 'ven_1', businessName: 'Rao Handlooms' },
    stock: 20,
    ...overrides,
  }
}

export const SAREE = makeCartProduct({
  id: SAREE_ID,
  slug: 'silk-saree',
  name: 'Silk Saree',
  unitPricePaise: 450_000,
  pricePaise: 450_000,
  mrpPaise: 450_000,
  percentOff: 0,
  stock: 2,
})
export const LAMP = makeCartProduct({
  id: LAMP_ID,
  slug: 'brass-lamp',
  name: 'Brass Lamp',
  unitPricePaise: 120_000,
  pricePaise: 120_000,
  mrpPaise: 120_000,
  percentOff: 0,
  stock: null,
  image: null,
})

export function makeCartLine(overrides: Partial<CartLine> = {}): CartLine {
  const product = overrides.product ?? makeCartProduct()
  const quantity = overrides.quantity ?? 1
  const line: CartLine = {
    id: `line-${product.id}-${overrides.size ?? 'M'}`,
    variantId: `variant-${product.id}-${overrides.size ?? 'M'}`,
    product,
    color: null,
    size: 'M',
    options: [],
    quantity,
    linePricePaise: product.unitPricePaise * quantity,
    maxQuantity: Math.min(product.stock ?? 99, 99),
    status: 'ok',
    message: null,
    ...overrides,
  }
  // The variant's options by name, as the server sends them, unless the test gives its own.
  const options = [
    ...(line.size ? [{ name: 'Size', value: line.size }] : []),
    ...(line.color ? [{ name: 'Colour', value: line.color }] : []),
  ]
  return { ...line, options: overrides.options ?? options }
}

/** A cart with totals worked out as the server does (only ok lines count towards the money). */
export function makeCart(lines: CartLine[], notices: string[] = []): Cart {
  const subtotalPaise = lines.filter((line) => line.status === 'ok').reduce((sum, line) => sum + line.linePricePaise, 0)
  return {
    lines,
    itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
    subtotalPaise,
    shippingPaise: 0,
    freeDeliveryFromPaise: null,
    taxPaise: 0,
    totalPaise: subtotalPaise,
    canCheckout: lines.length > 0 && lines.every((line) => line.status === 'ok'),
    notices,
  }
}

export function makeWishlistItem(product: CartProduct, overrides: Partial<WishlistItem> = {}): WishlistItem {
  return {
    id: `wish-${product.id}`,
    product,
    color: null,
    size: null,
    quantity: 1,
    addedAt: '2026-01-05T10:00:00.000Z',
    ...overrides,
  }
}

export const makeWishlist = (items: WishlistItem[], notices: string[] = []): Wishlist => ({ items, notices })
