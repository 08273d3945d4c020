import { act, screen, waitFor, within } from '@testing-library/react'
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { renderToString } from 'react-dom/server'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { switchLocale } from '../../../i18n/i18n'
import { CartActionsContext, type CartActions } from '../../../lib/cart-actions'
import { renderRoutes } from '../../../test/render'
import { makeProductDetail, variantsOf } from '../test/catalog-fixtures'
import { ADD_TO_CART_ACTION, ProductPurchase } from './product-purchase'

function cartActions(actions: Partial<CartActions> = {}): CartActions {
  return {
    addToCart: vi.fn().mockResolvedValue(true),
    addToWishlist: vi.fn().mockResolvedValue(true),
    isInWishlist: () => false,
    removeFromWishlist: vi.fn(),
    moveToCart: vi.fn(),
    wishlist: { items: [], status: 'success', isStoredCopy: false, error: null, retry: () => {} },
    isMergingGuestCart: false,
    ...actions,
  }
}

function renderPurchase(actions: Partial<CartActions> = {}, product = makeProductDetail(), search = '') {
  const value = cartActions(actions)
  const view = renderRoutes(
    [
      {
        path: '/product/:slug',
        element: (
          <CartActionsContext value={value}>
            <ProductPurchase product={product} unservedPin={null} />
          </CartActionsContext>
        ),
      },
      { path: '/checkout', element: <h1>Checkout</h1> },
    ],
    { initialEntries: [`/product/${product.slug}${search}`] },
  )
  return { ...view, actions: value, product }
}

/** The form's fields as the browser would post them. */
function postedFields(form: HTMLFormElement) {
  return Object.fromEntries(new FormData(form) as unknown as Iterable<[string, string]>)
}

describe('ProductPurchase with the cart', () => {
  it('adds the chosen colour and quantity to the cart', async () => {
    const { user, actions, product } = renderPurchase()
    await user.click(screen.getByRole('radio', { name: 'Indigo' }))
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }))
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }))
    expect(actions.addToCart).toHaveBeenCalledWith({
      productId: product.id,
      name: 'Handloom Cotton Saree',
      variantId: 'var_one_Indigo',
      color: 'Indigo',
      size: null,
      quantity: 2,
      stock: 3,
      inStock: true,
      // The price on the page: an add made offline is sent later only at this price.
      unitPricePaise: product.unitPricePaise,
    })
    expect(screen.queryByText('Cart and wishlist open soon.')).not.toBeInTheDocument()
  })

  it('names common colours in Hindi for a Hindi reader, and adds the colour as the seller typed it', async () => {
    await switchLocale('hi-IN')
    try {
      const { user, actions } = renderPurchase({}, makeProductDetail({ colors: ['Red', 'Rani Pink Ombre'] }))
      expect(screen.getByRole('radio', { name: 'Rani Pink Ombre' })).toBeInTheDocument()
      await user.click(screen.getByRole('radio', { name: 'लाल' }))
      await user.click(screen.getByRole('button', { name: 'कार्ट में डालें' }))
      expect(actions.addToCart).toHaveBeenCalledWith(expect.objectContaining({ color: 'Red' }))
    } finally {
      await switchLocale('en-IN')
    }
  })

  it('Buy Now adds, then goes to /checkout', async () => {
    const { user, actions, router } = renderPurchase()
    await user.click(screen.getByRole('radio', { name: 'Red' }))
    await user.click(screen.getByRole('button', { name: 'Buy Now' }))
    expect(actions.addToCart).toHaveBeenCalledTimes(1)
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'))
  })

  it('Buy Now stays on the page when the cart refuses', async () => {
    const { user, router } = renderPurchase({ addToCart: vi.fn().mockResolvedValue(false) })
    await user.click(screen.getByRole('radio', { name: 'Red' }))
    await user.click(screen.getByRole('button', { name: 'Buy Now' }))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(router.state.location.pathname).toBe('/product/handloom-cotton-saree')
  })

  it('saves to the wishlist without needing a colour', async () => {
    const { user, actions, product } = renderPurchase()
    await user.click(screen.getByRole('button', { name: 'Add to Wishlist' }))
    expect(actions.addToWishlist).toHaveBeenCalledWith({
      productId: product.id,
      name: 'Handloom Cotton Saree',
      color: null,
      size: null,
      quantity: 1,
    })
  })

  it('reads "In Wishlist", disabled, when the product is saved', () => {
    const product = makeProductDetail()
    renderPurchase({ isInWishlist: (id) => id === product.id }, product)
    expect(screen.getByRole('button', { name: 'In Wishlist' })).toBeDisabled()
    expect(screen.queryByRole('button', { name: 'Add to Wishlist' })).not.toBeInTheDocument()
  })

  it('ignores a second click while the first is still adding', async () => {
    let finish: (added: boolean) => void = () => {}
    const addToCart = vi.fn(() => new Promise<boolean>((resolve) => (finish = resolve)))
    const { user } = renderPurchase({ addToCart })
    await user.click(screen.getByRole('radio', { name: 'Red' }))
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }))
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }))
    expect(addToCart).toHaveBeenCalledTimes(1)
    await act(async () => finish(true))
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }))
    expect(addToCart).toHaveBeenCalledTimes(2)
  })
})

describe('Add to Cart as a plain form, for taps before the page is live', () => {
  it('is in the server HTML as a POST form to the cart, with the product, its options, the quantity and this page', () => {
    const product = makeProductDetail({ sizes: ['M', 'L'] })
    const router = createMemoryRouter(
      [
        {
          path: '/product/:slug',
          element: (
            <CartActionsContext value={cartActions()}>
              <ProductPurchase product={product} unservedPin={null} />
            </CartActionsContext>
          ),
        },
      ],
      { initialEntries: [`/product/${product.slug}?ref=home`] },
    )
    const container = document.createElement('div')
    container.innerHTML = renderToString(
      <I18nProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nProvider>,
    )
    const form = container.querySelector('form')!
    expect(form.getAttribute('method')).toBe('post')
    expect(form.getAttribute('action')).toBe(ADD_TO_CART_ACTION)
    // Before the app is live the browser itself asks for the required colour and size.
    expect(form.hasAttribute('novalidate')).toBe(false)
    const hidden = [...form.querySelectorAll<HTMLInputElement>('input[type="hidden"]')].map((input) => [
      input.name,
      input.value,
    ])
    expect(hidden).toEqual([
      ['productId', product.id],
      ['returnTo', `/product/${product.slug}?ref=home`],
    ])
    const radios = [...form.querySelectorAll<HTMLInputElement>('input[type="radio"]')]
    expect(radios.map((radio) => [radio.name, radio.value, radio.required])).toEqual([
      ['color', 'Red', true],
      ['color', 'Indigo', true],
      ['size', 'M', true],
      ['size', 'L', true],
    ])
    expect(form.querySelector('input[type="number"]')).toHaveAttribute('name', 'quantity')
    const submit = [...form.querySelectorAll('button')].find((button) => button.textContent === 'Add to Cart')
    expect(submit).toHaveAttribute('type', 'submit')
    // Buy Now and the wishlist need the app: they never post the form.
    const others = [...form.querySelectorAll('button')].filter((button) => button !== submit)
    expect(others.map((button) => button.getAttribute('type'))).toEqual(others.map(() => 'button'))

    // A colour chosen and a quantity typed before the app is live are what the browser posts.
    radios[1]!.checked = true
    radios[2]!.checked = true
    form.querySelector<HTMLInputElement>('input[type="number"]')!.value = '2'
    expect(postedFields(form)).toEqual({
      productId: product.id,
      returnTo: `/product/${product.slug}?ref=home`,
      color: 'Indigo',
      size: 'M',
      quantity: '2',
    })
  })

  it('posts what is chosen on the page, and leaves the checks to the app once it is live', async () => {
    const { user, product } = renderPurchase()
    const form = screen.getByRole('button', { name: 'Add to Cart' }).closest('form')!
    expect(form.noValidate).toBe(true)
    expect(postedFields(form)).toEqual({
      productId: product.id,
      returnTo: `/product/${product.slug}`,
      quantity: '1',
    })
    await user.click(screen.getByRole('radio', { name: 'Indigo' }))
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }))
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }))
    expect(postedFields(form)).toEqual({
      productId: product.id,
      // The address keeps the variant chosen, so the shopper comes back to it.
      returnTo: `/product/${product.slug}?variant=var_one_Indigo`,
      color: 'Indigo',
      quantity: '3',
    })
  })

  it('asks for the colour itself once live, without posting', async () => {
    const { user, actions } = renderPurchase()
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }))
    expect(screen.getByText('Please choose a colour.')).toBeInTheDocument()
    expect(screen.getByRole('radio', { name: 'Red' })).toHaveFocus()
    expect(actions.addToCart).not.toHaveBeenCalled()
  })

  it('a product with one colour posts it without a choice', () => {
    const product = makeProductDetail({ colors: ['Red'] })
    renderPurchase({}, product)
    const form = screen.getByRole('button', { name: 'Add to Cart' }).closest('form')!
    expect(postedFields(form)).toMatchObject({ color: 'Red' })
  })

  it('says "Added to cart" when the form\'s answer brought the shopper back', () => {
    renderPurchase({}, makeProductDetail(), '?cart=added')
    expect(screen.getByRole('status')).toHaveTextContent('Added to cart')
  })

  it('says nothing on a plain visit', () => {
    renderPurchase()
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
  })
})

describe('variants (docs/decisions/044-variants.md)', () => {
  /** A kurta in S, M and XL, blue and red: XL blue sold out, S red never made, M blue at its own price. */
  function kurta() {
    const base = makeProductDetail({ colors: ['Blue', 'Red'], sizes: ['S', 'M', 'XL'], stock: null })
    return makeProductDetail({
      ...base,
      variants: variantsOf(base)
        .filter((v) => !(v.size === 'S' && v.color === 'Red'))
        .map((v) =>
          v.size === 'XL' && v.color === 'Blue'
            ? { ...v, inStock: false, stock: 0 }
            : v.size === 'M' && v.color === 'Blue'
              ? { ...v, id: 'var_m_blue', unitPricePaise: 99_900, stock: 2 }
              : v,
        ),
    })
  }

  it('greys out a size sold out or not made in the colour chosen, and says why', async () => {
    const { user } = renderPurchase({}, kurta())
    await user.click(screen.getByRole('radio', { name: 'Blue' }))
    expect(screen.getByRole('radio', { name: 'XL, sold out' })).toBeDisabled()
    expect(screen.getByRole('radio', { name: 'S' })).toBeEnabled()
    await user.click(screen.getByRole('radio', { name: 'Red' }))
    expect(screen.getByRole('radio', { name: 'S, not available' })).toBeDisabled()
    expect(screen.getByRole('radio', { name: 'XL' })).toBeEnabled()
  })

  it('adds the chosen variant at its own price and stock, and keeps it in the address', async () => {
    const { user, actions, router } = renderPurchase({}, kurta())
    await user.click(screen.getByRole('radio', { name: 'M' }))
    await user.click(screen.getByRole('radio', { name: 'Blue' }))
    expect(router.state.location.search).toBe('?variant=var_m_blue')
    expect(screen.getByText('At most 2 for this product.')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }))
    expect(actions.addToCart).toHaveBeenCalledWith(
      expect.objectContaining({
        variantId: 'var_m_blue',
        color: 'Blue',
        size: 'M',
        unitPricePaise: 99_900,
        stock: 2,
      }),
    )
  })

  it('opens with the variant a shared address names', () => {
    renderPurchase({}, kurta(), '?variant=var_m_blue')
    expect(screen.getByRole('radio', { name: 'M' })).toBeChecked()
    expect(screen.getByRole('radio', { name: 'Blue' })).toBeChecked()
  })
  /** Socks in M, white, single (₹199) or a pack of 3 (₹499, sold out): the seller's own option. */
  function socks() {
    const base = makeProductDetail({ colors: ['White'], sizes: ['M'], stock: null })
    const [single] = variantsOf(base)
    return makeProductDetail({
      ...base,
      options: [
        { name: 'Size', kind: 'size', values: ['M'] },
        { name: 'Colour', kind: 'colour', values: ['White'] },
        { name: 'Pack of', kind: 'other', values: ['1', '3', '6'] },
      ],
      variants: [
        { ...single!, id: 'var_1', values: ['M', 'White', '1'], unitPricePaise: 19_900 },
        { ...single!, id: 'var_3', values: ['M', 'White', '3'], unitPricePaise: 49_900, inStock: false, stock: 0 },
        { ...single!, id: 'var_6', values: ['M', 'White', '6'], unitPricePaise: 89_900 },
      ],
    })
  }

  it('offers the seller’s own option beside size and colour, and adds the pack chosen by its id', async () => {
    const { user, actions, router } = renderPurchase({}, socks())
    const packs = screen.getByRole('group', { name: 'Pack of' })
    expect(within(packs).getByRole('radio', { name: '3, sold out' })).toBeDisabled()
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }))
    expect(actions.addToCart).not.toHaveBeenCalled()
    expect(screen.getByText('Please choose: Pack of.')).toBeInTheDocument()
    expect(within(packs).getByRole('radio', { name: '1' })).toHaveFocus()
    await user.click(within(packs).getByRole('radio', { name: '6' }))
    expect(router.state.location.search).toBe('?variant=var_6')
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }))
    expect(actions.addToCart).toHaveBeenCalledWith(
      expect.objectContaining({ variantId: 'var_6', color: 'White', size: 'M', unitPricePaise: 89_900 }),
    )
  })

  it('posts the pack by its value from the plain form, and opens with the pack a shared address names', () => {
    const { container } = renderPurchase({}, socks(), '?variant=var_6')
    expect(screen.getByRole('radio', { name: '6' })).toBeChecked()
    const form = container.querySelector('form')!
    expect(postedFields(form)).toMatchObject({ color: 'White', size: 'M', other: '6' })
  })
})

describe('the size chart', () => {
  it('opens the seller’s table beside the sizes, the chosen size marked', async () => {
    const product = makeProductDetail({
      sizes: ['S', 'M'],
      colors: [],
      sizeChart: {
        kind: 'table',
        unit: 'in',
        columns: ['Chest', 'Length'],
        rows: [
          { size: 'S', values: ['38', '40'] },
          { size: 'M', values: ['40', ''] },
        ],
      },
    })
    const { user } = renderPurchase({}, product)
    await user.click(screen.getByRole('radio', { name: 'M' }))
    await user.click(screen.getByRole('button', { name: 'Size chart' }))
    const dialog = await screen.findByRole('dialog', { name: 'Size chart' })
    expect(within(dialog).getByRole('columnheader', { name: 'Chest (in)' })).toBeInTheDocument()
    const m = within(dialog).getByRole('row', { name: /^M 40/ })
    expect(m).toHaveAttribute('aria-current', 'true')
    expect(
      within(m)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['40', '–'])
    await user.click(within(dialog).getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('shows no button without a chart', () => {
    renderPurchase({}, makeProductDetail({ sizes: ['S', 'M'], sizeChart: null }))
    expect(screen.queryByRole('button', { name: 'Size chart' })).not.toBeInTheDocument()
  })
})
