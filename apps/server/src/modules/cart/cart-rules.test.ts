import { MAX_CART_LINES } from '@haat/shared/cart/cart'
import { describe, expect, it } from 'vitest'
import { AppError } from '../../lib/app-error'
import {
  cartTotals,
  withDeliveryFee,
  checkNewQuantity,
  isSameLine,
  type GuestLine,
  type LineQuantity,
  lineStatus,
  maxLineQuantity,
  normalizeOption,
  planAdd,
  planMerge,
  planPreview,
  type ProductState,
  resolveOptions,
  type VariantState,
} from './cart-rules'

const kurta: ProductState = {
  id: 'p-kurta',
  name: 'Cotton Kurta',
  isVisible: true,
  isAvailable: true,
  stock: 5,
  colors: ['Indigo', 'Red'],
  sizes: ['M', 'L'],
}
const mug: ProductState = {
  id: 'p-mug',
  name: 'Steel Mug',
  isVisible: true,
  isAvailable: true,
  stock: null,
  colors: [],
  sizes: [],
}
/** A line of the variant `offered` gives this colour and size. */
const line = (product: ProductState, quantity: number, color = '', size = ''): LineQuantity => ({
  productId: product.id,
  variantId: `${product.id}:${color}:${size}`,
  color,
  size,
  quantity,
})

/** The product as the catalogue sells it: a variant of each colour and size, each with the product's stock. */
const offered = (p: ProductState): ProductState => ({
  ...p,
  variants: (p.sizes.length ? p.sizes : ['']).flatMap((size) =>
    (p.colors.length ? p.colors : ['']).map((color) => ({
      id: `${p.id}:${color}:${size}`,
      color,
      size,
      pricePaise: 100,
      mrpPaise: 0,
      stock: p.stock,
      isActive: true,
    })),
  ),
})
/** planAdd over offered products, without the variant it chose (tests below check that apart). */
const planAddOffered = (input: Parameters<typeof planAdd>[0]) => {
  const { variant: _variant, ...plan } = planAdd({ ...input, product: input.product && offered(input.product) })
  return plan
}
const planMergeOffered = (
  existing: LineQuantity[],
  guest: GuestLine[],
  products: ReadonlyMap<string, ProductState>,
) => {
  const plan = planMerge(existing, guest, new Map([...products].map(([id, p]) => [id, offered(p)])))
  return { ...plan, writes: plan.writes.map(({ variant: _v, ...line }) => line) }
}

function appError(fn: () => unknown): AppError {
  try {
    fn()
  } catch (error) {
    if (error instanceof AppError) return error
    throw error
  }
  throw new Error('expected an AppError')
}

describe('line matching', () => {
  it('treats absent, null and blank options as none', () => {
    expect([undefined, null, '', '  '].map(normalizeOption)).toEqual(['', '', '', ''])
    expect(normalizeOption(' Red ')).toBe('Red')
  })

  it('is the same line only for the same variant', () => {
    const a = line(kurta, 1, 'Red', 'M')
    expect(isSameLine(a, line(kurta, 4, 'Red', 'M'))).toBe(true)
    expect(isSameLine(a, line(kurta, 1, 'Red', 'L'))).toBe(false)
    expect(isSameLine(a, line(kurta, 1, 'Indigo', 'M'))).toBe(false)
    expect(isSameLine(a, { ...a, variantId: 'another pack of Red, M' })).toBe(false)
  })

  it('spells options as the product does and requires them for the cart only', () => {
    expect(resolveOptions(kurta, { color: 'red', size: ' m ' }, true)).toEqual({ ok: true, color: 'Red', size: 'M' })
    expect(resolveOptions(kurta, { color: 'Red' }, true)).toEqual({
      ok: false,
      path: 'size',
      message: 'Please choose a size.',
    })
    expect(resolveOptions(kurta, { color: 'Red' }, false)).toEqual({ ok: true, color: 'Red', size: '' })
    expect(resolveOptions(kurta, { color: 'Purple', size: 'M' }, true)).toMatchObject({ ok: false, path: 'color' })
    expect(resolveOptions(mug, { size: 'XL' }, false)).toEqual({
      ok: false,
      path: 'size',
      message: "'Steel Mug' has no size to choose.",
    })
    expect(resolveOptions(mug, {}, true)).toEqual({ ok: true, color: '', size: '' })
  })
})

describe('line limits and status', () => {
  it('limits a line to the stock, at most 99, and to 0 when it cannot be bought', () => {
    expect(maxLineQuantity(kurta)).toBe(5)
    expect(maxLineQuantity(mug)).toBe(99)
    expect(maxLineQuantity({ ...kurta, stock: 500 })).toBe(99)
    expect(maxLineQuantity({ ...kurta, stock: 0 })).toBe(0)
    expect(maxLineQuantity({ ...kurta, isAvailable: false })).toBe(0)
    expect(maxLineQuantity({ ...kurta, isVisible: false })).toBe(0)
  })

  it('says what changed since a line was added', () => {
    const ok = { variantId: 'the line row is its variant', color: 'Red', size: 'M', quantity: 2 }
    expect(lineStatus(kurta, ok)).toEqual({ status: 'ok', message: null })
    expect(lineStatus({ ...kurta, isVisible: false }, ok)).toEqual({
      status: 'unavailable',
      message: 'No longer available.',
    })
    expect(lineStatus({ ...kurta, isAvailable: false }, ok).status).toBe('unavailable')
    expect(lineStatus({ ...kurta, stock: 0 }, ok)).toEqual({ status: 'sold_out', message: 'Sold out.' })
    expect(lineStatus({ ...kurta, colors: ['Indigo'] }, ok)).toMatchObject({ status: 'option_unavailable' })
    expect(lineStatus(kurta, { ...ok, size: '' })).toEqual({
      status: 'option_unavailable',
      message: 'Now offered in several sizes: remove this line and choose one on the product page.',
    })
    expect(lineStatus({ ...kurta, stock: 1 }, ok)).toEqual({
      status: 'insufficient_stock',
      message: 'Only 1 left; you have 2 in your cart.',
    })
  })

  it('counts only lines that can be bought and checks out only when all can', () => {
    const totals = cartTotals([
      { quantity: 2, linePricePaise: 1000, status: 'ok' },
      { quantity: 1, linePricePaise: 700, status: 'sold_out' },
    ])
    expect(totals).toEqual({
      itemCount: 3,
      subtotalPaise: 1000,
      shippingPaise: 0,
      taxPaise: 0,
      totalPaise: 1000,
      freeDeliveryFromPaise: null,
      canCheckout: false,
    })
    expect(cartTotals([{ quantity: 1, linePricePaise: 500, status: 'ok' }]).canCheckout).toBe(true)
    expect(cartTotals([]).canCheckout).toBe(false)
  })

  it('adds the shop’s delivery fee below its free-delivery amount, and says the amount', () => {
    const terms = { deliveryFeePaise: 4_000, freeDeliveryFromPaise: 99_900 }
    const cart = { subtotalPaise: 50_000, taxPaise: 0 }
    expect(withDeliveryFee(cart, terms)).toEqual({
      ...cart,
      shippingPaise: 4_000,
      totalPaise: 54_000,
      freeDeliveryFromPaise: 99_900,
    })
    expect(withDeliveryFee({ ...cart, subtotalPaise: 99_900 }, terms)).toMatchObject({
      shippingPaise: 0,
      totalPaise: 99_900,
    })
    expect(withDeliveryFee(cart, { ...terms, deliveryFeePaise: 0 })).toMatchObject({
      shippingPaise: 0,
      totalPaise: 50_000,
      freeDeliveryFromPaise: null,
    })
  })
})

describe('adding to a cart', () => {
  const add = (over: Partial<Parameters<typeof planAdd>[0]> & { request: Parameters<typeof planAdd>[0]['request'] }) =>
    planAddOffered({ product: kurta, productLines: [], lineCount: 0, mode: 'exact', ...over })

  it('starts a new line, or grows the line with the same options', () => {
    expect(add({ request: { color: 'red', size: 'M', quantity: 2 } })).toEqual({
      line: line(kurta, 2, 'Red', 'M'),
      isNew: true,
      notice: null,
    })
    const productLines = [line(kurta, 2, 'Red', 'M'), line(kurta, 1, 'Indigo', 'M')]
    expect(add({ productLines, lineCount: 2, request: { color: 'Red', size: 'M', quantity: 3 } })).toEqual({
      line: line(kurta, 5, 'Red', 'M'),
      isNew: false,
      notice: null,
    })
    expect(add({ productLines, lineCount: 2, request: { color: 'Red', size: 'L', quantity: 1 } }).isNew).toBe(true)
  })

  it('refuses unknown, hidden, withdrawn and sold-out products', () => {
    expect(appError(() => add({ product: undefined, request: { quantity: 1 } })).status).toBe(404)
    expect(
      appError(() =>
        add({ product: { ...kurta, isVisible: false }, request: { color: 'Red', size: 'M', quantity: 1 } }),
      ).status,
    ).toBe(404)
    const off = appError(() =>
      add({ product: { ...kurta, isAvailable: false }, request: { color: 'Red', size: 'M', quantity: 1 } }),
    )
    expect([off.status, off.message]).toEqual([409, "'Cotton Kurta' is no longer available."])
    const soldOut = appError(() =>
      add({ product: { ...kurta, stock: 0 }, request: { color: 'Red', size: 'M', quantity: 1 } }),
    )
    expect([soldOut.status, soldOut.message]).toEqual([409, "'Cotton Kurta' is sold out."])
  })

  it('refuses options the product lacks, and a missing required option, naming the field', () => {
    const lacking = appError(() => add({ request: { color: 'Purple', size: 'M', quantity: 1 } }))
    expect(lacking.status).toBe(400)
    expect(lacking.details).toEqual([{ path: 'color', message: expect.stringContaining("'Purple'") as string }])
    expect(appError(() => add({ request: { color: 'Red', quantity: 1 } })).details?.[0]?.path).toBe('size')
  })

  it('never lets a line pass the stock, including by adding twice', () => {
    expect(appError(() => add({ request: { color: 'Red', size: 'M', quantity: 6 } })).message).toBe(
      "Only 5 of 'Cotton Kurta' left; you asked for 6.",
    )
    const twice = appError(() =>
      add({
        productLines: [line(kurta, 4, 'Red', 'M')],
        lineCount: 1,
        request: { color: 'Red', size: 'M', quantity: 2 },
      }),
    )
    expect([twice.status, twice.message]).toEqual([
      409,
      "Only 5 of 'Cotton Kurta' left; you already have 4 in your cart.",
    ])
    expect(
      appError(() =>
        planAddOffered({
          product: mug,
          productLines: [line(mug, 60)],
          lineCount: 1,
          mode: 'exact',
          request: { quantity: 40 },
        }),
      ).message,
    ).toBe("You can buy at most 99 of 'Steel Mug' at a time; you already have 60 in your cart.")
  })

  it('caps instead (Move to Cart) and says how many were added', () => {
    const plan = add({
      mode: 'cap',
      productLines: [line(kurta, 3, 'Red', 'M')],
      lineCount: 1,
      request: { color: 'Red', size: 'M', quantity: 4 },
    })
    expect(plan).toEqual({
      line: line(kurta, 5, 'Red', 'M'),
      isNew: false,
      notice: "Only 5 of 'Cotton Kurta' left: added 2, so your cart has 5.",
    })
    expect(
      appError(() =>
        add({
          mode: 'cap',
          productLines: [line(kurta, 5, 'Red', 'M')],
          lineCount: 1,
          request: { color: 'Red', size: 'M', quantity: 1 },
        }),
      ).status,
    ).toBe(409)
  })

  it('stops new lines at 100, but still grows an existing one', () => {
    const full = appError(() => add({ lineCount: MAX_CART_LINES, request: { color: 'Red', size: 'M', quantity: 1 } }))
    expect(full.status).toBe(409)
    expect(full.message).toContain('at most 100')
    expect(
      add({
        productLines: [line(kurta, 1, 'Red', 'M')],
        lineCount: MAX_CART_LINES,
        request: { color: 'Red', size: 'M', quantity: 1 },
      }).line.quantity,
    ).toBe(2)
  })

  it('checks a new quantity against the stock and the product state', () => {
    expect(() => checkNewQuantity(kurta, 5)).not.toThrow()
    expect(appError(() => checkNewQuantity(kurta, 6)).message).toBe("Only 5 of 'Cotton Kurta' left; you asked for 6.")
    expect(appError(() => checkNewQuantity({ ...kurta, isVisible: false }, 1)).status).toBe(409)
  })
})

describe('merging a guest cart at sign-in', () => {
  const products = new Map([kurta, mug].map((p) => [p.id, p]))

  it('adds quantities to matching lines, starts others, and caps at stock with a notice', () => {
    const existing = [line(kurta, 3, 'Red', 'M'), line(mug, 2)]
    const { writes, notices } = planMergeOffered(
      existing,
      [
        { productId: kurta.id, color: 'red', size: 'M', quantity: 4 },
        { productId: kurta.id, color: 'Indigo', size: 'L', quantity: 1 },
        { productId: mug.id, quantity: 1 },
      ],
      products,
    )
    expect(writes).toEqual([line(kurta, 5, 'Red', 'M'), line(mug, 3), line(kurta, 1, 'Indigo', 'L')])
    expect(notices).toEqual(["Only 5 of 'Cotton Kurta' left; your cart has 5."])
  })

  it('combines repeated guest lines and never lowers a line already over the stock', () => {
    const low = new Map([[kurta.id, { ...kurta, stock: 2 }]])
    const combined = planMergeOffered([], [line(kurta, 1, 'Red', 'M'), line(kurta, 1, 'Red', 'M')], low)
    expect(combined.writes).toEqual([line(kurta, 2, 'Red', 'M')])
    const over = planMergeOffered([line(kurta, 4, 'Red', 'M')], [line(kurta, 1, 'Red', 'M')], low)
    expect(over.writes).toEqual([])
    expect(over.notices).toEqual(["Only 2 of 'Cotton Kurta' left; your cart has 4."])
  })

  it('skips unknown, hidden, withdrawn and sold-out products and unoffered options, and says so', () => {
    const states = new Map<string, ProductState>([
      ['hidden', { ...mug, id: 'hidden', isVisible: false }],
      ['off', { ...mug, id: 'off', name: 'Old Lamp', isAvailable: false }],
      ['gone', { ...mug, id: 'gone', name: 'Last Vase', stock: 0 }],
      [kurta.id, kurta],
    ])
    const { writes, notices } = planMergeOffered(
      [],
      [
        { productId: 'unknown', quantity: 1 },
        { productId: 'hidden', quantity: 1 },
        { productId: 'off', quantity: 1 },
        { productId: 'gone', quantity: 1 },
        { productId: kurta.id, color: 'Purple', size: 'M', quantity: 1 },
        { productId: kurta.id, color: 'Red', quantity: 1 },
      ],
      states,
    )
    expect(writes).toEqual([])
    expect(notices).toEqual([
      'An item from before you signed in is no longer sold, so it was not added.',
      "'Old Lamp' is no longer available, so it was not added.",
      "'Last Vase' is sold out, so it was not added.",
      "'Cotton Kurta' was not added: its colour or size is no longer offered. Choose again on its page.",
    ])
  })

  it('stops new lines at the cart limit but still adds to existing ones', () => {
    const existing = Array.from({ length: MAX_CART_LINES }, (_, i) => ({
      productId: `p${i}`,
      variantId: `p${i}::`,
      color: '',
      size: '',
      quantity: 1,
    }))
    const many = new Map(existing.map((l) => [l.productId, { ...mug, id: l.productId }]))
    many.set(kurta.id, kurta)
    const { writes, notices } = planMergeOffered(
      existing,
      [line(kurta, 1, 'Red', 'M'), { productId: 'p0', quantity: 2 }],
      many,
    )
    expect(writes).toEqual([{ productId: 'p0', variantId: 'p0::', color: '', size: '', quantity: 3 }])
    expect(notices).toHaveLength(1)
    expect(notices[0]).toContain('Your cart is full')
  })
})

describe('pricing a guest cart', () => {
  it('combines lines of a variant, spells options as the product does, and drops products the shop hides', () => {
    const products = new Map<string, ProductState>([
      [kurta.id, offered(kurta)],
      ['hidden', { ...mug, id: 'hidden', isVisible: false }],
    ])
    const { lines, notices } = planPreview(
      [
        { productId: kurta.id, color: 'red', size: 'm', quantity: 2 },
        { productId: kurta.id, color: 'Red', size: 'M', quantity: 4 },
        { productId: kurta.id, color: 'Purple', size: 'M', quantity: 1 },
        { productId: 'hidden', quantity: 1 },
      ],
      products,
    )
    expect(lines).toEqual([line(kurta, 6, 'Red', 'M'), { ...line(kurta, 1, 'Purple', 'M'), variantId: null }])
    expect(notices).toEqual(['An item in your cart is no longer sold and was removed.'])
  })
})

describe('variants (docs/decisions/044-variants.md)', () => {
  const kurtaVariants = (changes: Record<string, Partial<VariantState>>): ProductState => {
    const base = offered(kurta)
    return {
      ...base,
      variants: base.variants!.map((v) => ({ ...v, ...changes[`${v.size} ${v.color}`] })),
    }
  }

  it('adds the variant the colour and size name, limited by that variant’s own stock', () => {
    const product = kurtaVariants({ 'M Indigo': { stock: 2 }, 'L Red': { stock: 0 } })
    const plan = planAdd({
      product,
      productLines: [],
      lineCount: 0,
      mode: 'exact',
      request: { color: 'indigo', size: 'm', quantity: 2 },
    })
    expect(plan.variant).toMatchObject({ id: 'p-kurta:Indigo:M', stock: 2 })
    expect(
      appError(() =>
        planAdd({
          product,
          productLines: [],
          lineCount: 0,
          mode: 'exact',
          request: { color: 'Indigo', size: 'M', quantity: 3 },
        }),
      ).message,
    ).toBe("Only 2 of 'Cotton Kurta' left; you asked for 3.")
    expect(
      appError(() =>
        planAdd({
          product,
          productLines: [],
          lineCount: 0,
          mode: 'exact',
          request: { color: 'Red', size: 'L', quantity: 1 },
        }),
      ).message,
    ).toBe("'Cotton Kurta' is sold out.")
  })

  it('refuses a combination the seller does not offer, with 409', () => {
    const product = kurtaVariants({ 'L Indigo': { isActive: false } })
    const error = appError(() =>
      planAdd({
        product,
        productLines: [],
        lineCount: 0,
        mode: 'exact',
        request: { color: 'Indigo', size: 'L', quantity: 1 },
      }),
    )
    expect([error.status, error.message]).toEqual([409, "'Cotton Kurta' is not offered in L, Indigo."])
  })

  it('marks a previewed line whose combination is off, and judges the others by their variant', () => {
    const product = kurtaVariants({ 'L Indigo': { isActive: false }, 'M Red': { stock: 1 } })
    expect(lineStatus(product, line(kurta, 1, 'Indigo', 'L')).status).toBe('option_unavailable')
    expect(lineStatus(product, line(kurta, 2, 'Red', 'M')).status).toBe('insufficient_stock')
    expect(lineStatus(product, line(kurta, 2, 'Red', 'L')).status).toBe('ok')
    expect(lineStatus(product, { ...line(kurta, 1, 'Red', 'L'), variantId: null })).toEqual({
      status: 'option_unavailable',
      message: 'This choice is no longer offered: remove this line and choose again on the product page.',
    })
  })

  it('skips a guest line whose variant is sold out at sign-in, and writes the others with their variant', () => {
    const product = kurtaVariants({ 'M Red': { stock: 0 } })
    const { writes, notices } = planMerge(
      [],
      [line(kurta, 1, 'Red', 'M'), line(kurta, 1, 'Red', 'L')],
      new Map([[kurta.id, product]]),
    )
    expect(writes.map((w) => w.variantId)).toEqual(['p-kurta:Red:L'])
    expect(notices).toEqual(["'Cotton Kurta' in M, Red is not available now, so it was not added."])
  })

  /** A kurta in M, Blue sold singly and as a pack of 2: its colour and size name two variants. */
  const packs: ProductState = {
    ...kurta,
    colors: ['Blue'],
    sizes: ['M'],
    variants: ['1', '2'].map((pack) => ({
      id: `pack-${pack}`,
      color: 'Blue',
      size: 'M',
      values: ['M', 'Blue', `Pack of ${pack}`],
      pricePaise: 100 * Number(pack),
      mrpPaise: 0,
      stock: 3,
      isActive: true,
    })),
  }
  const addPack = (request: Parameters<typeof planAdd>[0]['request'], productLines: LineQuantity[] = []) =>
    planAdd({ product: packs, productLines, lineCount: productLines.length, mode: 'exact', request })

  it('adds the variant its id names, each pack its own line, and needs the id when colour and size name two', () => {
    expect(addPack({ variantId: 'pack-2', color: 'ignored', quantity: 1 })).toMatchObject({
      line: { productId: kurta.id, variantId: 'pack-2', color: 'Blue', size: 'M', quantity: 1 },
      isNew: true,
    })
    const single = { productId: kurta.id, variantId: 'pack-1', color: 'Blue', size: 'M', quantity: 2 }
    expect(addPack({ variantId: 'pack-2', quantity: 1 }, [single]).isNew).toBe(true)
    expect(addPack({ variantId: 'pack-1', quantity: 1 }, [single])).toMatchObject({
      line: { quantity: 3 },
      isNew: false,
    })
    const ambiguous = appError(() => addPack({ color: 'Blue', size: 'M', quantity: 1 }))
    expect([ambiguous.status, ambiguous.details]).toEqual([
      400,
      [{ path: 'variantId', message: "Please choose every option of 'Cotton Kurta' on its page." }],
    ])
    const unknown = appError(() => addPack({ variantId: 'p-kurta:Red:M', quantity: 1 }))
    expect([unknown.status, unknown.details?.[0]?.path]).toEqual([400, 'variantId'])
    const off = { ...packs, variants: packs.variants!.map((v) => ({ ...v, isActive: v.id !== 'pack-2' })) }
    const refused = appError(() =>
      planAdd({
        product: off,
        productLines: [],
        lineCount: 0,
        mode: 'exact',
        request: { variantId: 'pack-2', quantity: 1 },
      }),
    )
    expect([refused.status, refused.message]).toEqual([409, "'Cotton Kurta' is not offered in M, Blue, Pack of 2."])
  })

  it('merges and previews a guest cart by variant, never folding two packs into one line', () => {
    const guest = [
      { productId: kurta.id, variantId: 'pack-1', color: 'Blue', size: 'M', quantity: 1 },
      { productId: kurta.id, variantId: 'pack-2', color: 'Blue', size: 'M', quantity: 1 },
      { productId: kurta.id, variantId: 'pack-2', quantity: 1 },
      { productId: kurta.id, color: 'Blue', size: 'M', quantity: 1 },
    ]
    const products = new Map([[kurta.id, packs]])
    const merged = planMerge([], guest, products)
    expect(merged.writes.map((w) => [w.variantId, w.quantity])).toEqual([
      ['pack-1', 1],
      ['pack-2', 2],
    ])
    expect(merged.notices).toEqual([
      "'Cotton Kurta' was not added: its colour or size is no longer offered. Choose again on its page.",
    ])
    const preview = planPreview(guest, products)
    expect(preview.lines.map((l) => [l.variantId, l.quantity])).toEqual([
      ['pack-1', 1],
      ['pack-2', 2],
      [null, 1],
    ])
    expect(lineStatus(packs, { ...guest[3]!, variantId: null, color: 'Blue', size: 'M' }).status).toBe(
      'option_unavailable',
    )
  })
})
