import { formatPrice } from '../../../lib/format'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { Cart } from '@haat/shared/cart/cart'
import { CUSTOMER_SESSION, SIGNED_OUT, jsonResponse, mockApi, renderRoutes } from '../../../test/render'
import { CartLink } from '../components/cart-link'
import { CartProvider } from '../components/cart-provider'
import { KURTA_ID, LAMP, SAREE, SAREE_ID, makeCart, makeCartLine, makeWishlist } from '../test/cart-fixtures'
import { CartPage } from './cart-page'

function renderCart() {
  return renderRoutes(
    [
      {
        path: '/cart',
        element: (
          <CartProvider>
            <CartLink />
            <CartPage />
          </CartProvider>
        ),
      },
      { path: '/checkout', element: <h1>Checkout</h1> },
      { path: '/products', element: <h1>All products</h1> },
    ],
    { initialEntries: ['/cart'] },
  )
}

const storedCart = () =>
  JSON.parse(window.localStorage.getItem('cart') ?? '[]') as { quantity: number; size: string | null }[]
const previewBody = async (request: Request) =>
  ((await request.json()) as { lines: { productId: string; quantity: number }[] }).lines

/** Prices the posted guest lines as the server would: the kurta in its size, the saree with 2 left. */
function pricePreview(
  lines: { productId: string; size: string | null; color: string | null; quantity: number }[],
): Cart {
  return makeCart(
    lines.map((line) => {
      if (line.productId === SAREE_ID) {
        const tooMany = line.quantity > 2
        return makeCartLine({
          id: `${SAREE_ID}:${line.color ?? ''}:`,
          product: SAREE,
          color: line.color,
          size: null,
          quantity: line.quantity,
          maxQuantity: 2,
          status: tooMany ? 'insufficient_stock' : 'ok',
          message: tooMany ? `Only 2 left; you have ${line.quantity} in your cart.` : null,
        })
      }
      return makeCartLine({ id: `${line.productId}::${line.size}`, size: line.size, quantity: line.quantity })
    }),
  )
}

describe('CartPage for a guest', () => {
  it('says "Your cart is empty" with a link to the products, without asking the server', async () => {
    const fetchMock = mockApi({ '/api/session': SIGNED_OUT })
    const { user, router } = renderCart()
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument()
    expect(fetchMock).not.toHaveBeenCalledWith('/api/cart/preview', expect.anything())
    await user.click(screen.getByRole('link', { name: 'Continue shopping' }))
    expect(router.state.location.pathname).toBe('/products')
  })

  it('prices the stored cart in one request and shows lines, options and totals', async () => {
    window.localStorage.setItem(
      'cart',
      JSON.stringify([
        { productId: KURTA_ID, color: null, size: 'M', quantity: 2 },
        { productId: KURTA_ID, color: null, size: 'L', quantity: 1 },
      ]),
    )
    const fetchMock = mockApi({
      '/api/session': SIGNED_OUT,
      '/api/cart/preview': async (request: Request) =>
        jsonResponse(pricePreview((await previewBody(request)) as never)),
    })
    renderCart()

    const medium = await screen.findByRole('listitem', { name: 'Cotton Kurta (Size M)' })
    expect(within(medium).getByRole('link', { name: 'Cotton Kurta' })).toHaveAttribute('href', '/product/cotton-kurta')
    expect(within(medium).getByText('Size: M')).toBeInTheDocument()
    expect(within(medium).getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(2)
    expect(within(medium).getByText('₹1,798')).toBeInTheDocument()
    expect(screen.getByTestId('cart-total')).toHaveTextContent('₹2,697')
    expect(screen.getByText('Shipping').nextElementSibling).toHaveTextContent('₹0')
    expect(screen.getByText('Tax').nextElementSibling).toHaveTextContent('₹0')
    expect(screen.getByRole('button', { name: 'Proceed to checkout' })).toBeEnabled()
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/cart/preview')).toHaveLength(1)
  })

  it('changes quantities and removes lines in storage, and the header follows at once', async () => {
    window.localStorage.setItem(
      'cart',
      JSON.stringify([
        { productId: KURTA_ID, color: null, size: 'M', quantity: 2 },
        { productId: KURTA_ID, color: null, size: 'L', quantity: 1 },
      ]),
    )
    mockApi({
      '/api/session': SIGNED_OUT,
      '/api/cart/preview': async (request: Request) =>
        jsonResponse(pricePreview((await previewBody(request)) as never)),
    })
    const { user } = renderCart()
    const medium = await screen.findByRole('listitem', { name: 'Cotton Kurta (Size M)' })
    expect(screen.getByRole('link', { name: 'Cart, 3 items' })).toBeInTheDocument()

    await user.click(within(medium).getByRole('button', { name: 'Increase quantity' }))
    expect(storedCart()[0]!.quantity).toBe(3)
    expect(screen.getByRole('link', { name: 'Cart, 4 items' })).toBeInTheDocument()
    await waitFor(() => expect(screen.getByTestId('cart-total')).toHaveTextContent('₹3,596'))

    const large = screen.getByRole('listitem', { name: 'Cotton Kurta (Size L)' })
    expect(within(large).getByRole('button', { name: 'Decrease quantity' })).toBeDisabled()
    await user.click(within(large).getByRole('button', { name: 'Remove Cotton Kurta (Size L)' }))
    expect(await screen.findByText('Item removed')).toBeInTheDocument()
    expect(storedCart()).toEqual([{ productId: KURTA_ID, color: null, size: 'M', quantity: 3 }])
    expect(screen.getByRole('link', { name: 'Cart, 3 items' })).toBeInTheDocument()
    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: 'Cotton Kurta (Size L)' })).not.toBeInTheDocument(),
    )
  })

  it('marks a line that cannot be bought, stops its + at the stock, and disables checkout with the reason', async () => {
    window.localStorage.setItem(
      'cart',
      JSON.stringify([{ productId: SAREE_ID, color: 'Red', size: null, quantity: 3 }]),
    )
    mockApi({
      '/api/session': SIGNED_OUT,
      '/api/cart/preview': async (request: Request) =>
        jsonResponse(pricePreview((await previewBody(request)) as never)),
    })
    const { user } = renderCart()
    const line = await screen.findByRole('listitem', { name: 'Silk Saree (Colour Red)' })
    expect(line).toHaveAccessibleDescription('Not enough stock: Only 2 left; you have 3 in your cart.')
    expect(within(line).getByRole('button', { name: 'Increase quantity' })).toBeDisabled()
    const checkout = screen.getByRole('button', { name: 'Proceed to checkout' })
    expect(checkout).toBeDisabled()
    expect(checkout).toHaveAccessibleDescription(/Some items can.t be bought as they are/)

    await user.click(within(line).getByRole('button', { name: 'Decrease quantity' }))
    expect(storedCart()[0]!.quantity).toBe(2)
    await waitFor(() => expect(screen.getByRole('button', { name: 'Proceed to checkout' })).toBeEnabled())
  })

  it('drops products the shop no longer sells and says so', async () => {
    window.localStorage.setItem(
      'cart',
      JSON.stringify([
        { productId: KURTA_ID, color: null, size: 'M', quantity: 1 },
        { productId: LAMP.id, color: null, size: null, quantity: 1 },
      ]),
    )
    mockApi({
      '/api/session': SIGNED_OUT,
      '/api/cart/preview': () =>
        jsonResponse(makeCart([makeCartLine()], ['An item in your cart is no longer sold and was removed.'])),
    })
    renderCart()
    expect(await screen.findByText('An item in your cart is no longer sold and was removed.')).toBeInTheDocument()
    await waitFor(() => expect(storedCart()).toEqual([{ productId: KURTA_ID, color: null, size: 'M', quantity: 1 }]))
  })

  it('says what went wrong when pricing fails, and tries again', async () => {
    window.localStorage.setItem('cart', JSON.stringify([{ productId: KURTA_ID, color: null, size: 'M', quantity: 1 }]))
    let fail = true
    mockApi({
      '/api/session': SIGNED_OUT,
      '/api/cart/preview': () =>
        fail
          ? jsonResponse({ error: { code: 'UNAVAILABLE', message: 'Haat is busy; please try again.' } }, 503)
          : jsonResponse(makeCart([makeCartLine()])),
    })
    const { user } = renderCart()
    expect(await screen.findByText("We couldn't load your cart.")).toBeInTheDocument()
    expect(screen.getByText('Haat is busy; please try again.')).toBeInTheDocument()
    fail = false
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('listitem', { name: 'Cotton Kurta (Size M)' })).toBeInTheDocument()
  })
})

describe('CartPage for a signed-in customer', () => {
  const serverCart = () =>
    makeCart([
      makeCartLine({ id: 'aaaaaaaa-0000-4000-8000-000000000001', quantity: 1 }),
      makeCartLine({
        id: 'aaaaaaaa-0000-4000-8000-000000000002',
        product: LAMP,
        size: null,
        maxQuantity: 0,
        status: 'unavailable',
        message: 'No longer available.',
      }),
    ])

  it('shows the server cart, with the line that cannot be bought marked', async () => {
    mockApi({ '/api/session': CUSTOMER_SESSION, '/api/cart': serverCart(), '/api/wishlist': makeWishlist([]) })
    renderCart()
    const lamp = await screen.findByRole('listitem', { name: 'Brass Lamp' })
    expect(within(lamp).getByText('No longer available.')).toBeInTheDocument()
    expect(within(lamp).getByRole('spinbutton', { name: 'Quantity' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Proceed to checkout' })).toBeDisabled()
    expect(screen.getByTestId('cart-total')).toHaveTextContent('₹899')
  })

  it('shows the shop’s delivery fee as a priced line, and from what amount delivery is free', async () => {
    const cart = makeCart([makeCartLine({ id: 'aaaaaaaa-0000-4000-8000-000000000001' })])
    const withFee = {
      ...cart,
      shippingPaise: 4_000,
      totalPaise: cart.subtotalPaise + 4_000,
      freeDeliveryFromPaise: 99_900,
    }
    mockApi({ '/api/session': CUSTOMER_SESSION, '/api/cart': withFee, '/api/wishlist': makeWishlist([]) })
    renderCart()
    const summary = await screen.findByRole('region', { name: 'Order summary' })
    expect(within(summary).getByText('Shipping').closest('div')).toHaveTextContent('₹40')
    expect(screen.getByTestId('cart-total')).toHaveTextContent(formatPrice(cart.subtotalPaise + 4_000))
    expect(
      within(summary).getByText('Prices include GST. Shipping is free on orders of ₹999 or more.'),
    ).toBeInTheDocument()
  })

  it('promises each line for the saved address’s PIN, names the line that cannot reach it, and checks another PIN', async () => {
    const asked: string[] = []
    mockApi({
      '/api/session': CUSTOMER_SESSION,
      '/api/cart': makeCart([
        makeCartLine({ id: 'aaaaaaaa-0000-4000-8000-000000000001', size: 'M' }),
        makeCartLine({ id: 'aaaaaaaa-0000-4000-8000-000000000003', product: SAREE, size: null }),
      ]),
      '/api/wishlist': makeWishlist([]),
      '/api/account/addresses': {
        data: [{ id: 'a1', title: 'Home', street: '1 Lodhi Road', city: 'New Delhi', state: 'Delhi', pin: '110024' }],
      },
      '/api/delivery/estimates': (request: Request) => {
        const url = new URL(request.url)
        const pin = url.searchParams.get('pin') ?? ''
        asked.push(`${pin} ${url.searchParams.get('productIds')}`)
        const kurtaReaches = pin !== '110024'
        return jsonResponse({
          pin,
          place: { district: 'Somewhere', state: 'Delhi' },
          products: [
            {
              productId: KURTA_ID,
              deliverable: kurtaReaches,
              deliveryBy: kurtaReaches ? '2026-12-03' : null,
              cod: true,
            },
            { productId: SAREE_ID, deliverable: true, deliveryBy: '2026-12-05', cod: true },
          ],
        })
      },
    })
    const { user } = renderCart()
    const kurta = await screen.findByRole('listitem', { name: /Cotton Kurta/ })
    expect(await within(kurta).findByText('Not deliverable to 110024')).toBeInTheDocument()
    expect(kurta).toHaveAccessibleDescription('Not deliverable to 110024')
    expect(
      within(screen.getByRole('listitem', { name: 'Silk Saree' })).getByText('Delivery by Sat, 5 Dec'),
    ).toBeInTheDocument()
    expect(screen.getByRole('alert')).toHaveTextContent(
      '1 item cannot be delivered to PIN 110024. Remove it, or deliver to another PIN code at checkout.',
    )
    // One request for every line, both products named once.
    expect(asked).toEqual([`110024 ${[KURTA_ID, SAREE_ID].sort().join(',')}`])

    const box = screen.getByRole('textbox', { name: 'Deliver to' })
    await user.clear(box)
    await user.type(box, '560001')
    await user.click(screen.getByRole('button', { name: 'Check' }))
    expect(await screen.findByText('Delivering to 560001: each item shows its date.')).toBeInTheDocument()
    expect(within(kurta).getByText('Delivery by Thu, 3 Dec')).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(JSON.parse(window.localStorage.getItem('deliveryPin') ?? 'null')).toBe('560001')
  })

  it('applies a coupon in the summary, judged by the server, and keeps it for checkout', async () => {
    mockApi({
      '/api/session': CUSTOMER_SESSION,
      '/api/cart': makeCart([makeCartLine({ id: 'aaaaaaaa-0000-4000-8000-000000000001', size: 'M' })]),
      '/api/wishlist': makeWishlist([]),
      '/api/cart/coupon': async (request: Request) => {
        const { code } = (await request.json()) as { code: string }
        return jsonResponse({ code, description: 'Welcome to Haat', discountPaise: 10_000, totalPaise: 79_900 })
      },
    })
    const { user } = renderCart()
    const summary = await screen.findByRole('region', { name: 'Order summary' })
    await user.type(within(summary).getByRole('textbox', { name: 'Coupon code' }), 'welcome10')
    await user.click(within(summary).getByRole('button', { name: 'Apply' }))
    expect(await within(summary).findByText('Coupon WELCOME10')).toBeInTheDocument()
    expect(screen.getByTestId('cart-total')).toHaveTextContent('₹799')
    expect(JSON.parse(window.localStorage.getItem('couponCode') ?? 'null')).toBe('WELCOME10')
    await user.click(within(summary).getByRole('button', { name: 'Remove coupon WELCOME10' }))
    expect(screen.getByTestId('cart-total')).toHaveTextContent('₹899')
  })

  it('changes a quantity with PATCH and removes a line with DELETE (no body)', async () => {
    const requests: { method: string; url: string; body: string }[] = []
    let cart = serverCart()
    mockApi({
      '/api/session': CUSTOMER_SESSION,
      '/api/cart': () => jsonResponse(cart),
      '/api/wishlist': makeWishlist([]),
      '/api/cart/lines/aaaaaaaa-0000-4000-8000-000000000001': async (request: Request) => {
        requests.push({ method: request.method, url: request.url, body: await request.text() })
        cart = makeCart([makeCartLine({ id: 'aaaaaaaa-0000-4000-8000-000000000001', quantity: 2 }), cart.lines[1]!])
        return jsonResponse(cart)
      },
      '/api/cart/lines/aaaaaaaa-0000-4000-8000-000000000002': async (request: Request) => {
        requests.push({ method: request.method, url: request.url, body: await request.text() })
        cart = makeCart([cart.lines[0]!])
        return jsonResponse(cart)
      },
    })
    const { user } = renderCart()
    const kurta = await screen.findByRole('listitem', { name: 'Cotton Kurta (Size M)' })
    expect(await screen.findByRole('link', { name: 'Cart, 2 items' })).toBeInTheDocument()

    await user.click(within(kurta).getByRole('button', { name: 'Increase quantity' }))
    expect(within(kurta).getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(2)
    expect(await screen.findByRole('link', { name: 'Cart, 3 items' })).toBeInTheDocument()
    await waitFor(() => expect(requests[0]).toMatchObject({ method: 'PATCH', body: '{"quantity":2}' }))

    await user.click(screen.getByRole('button', { name: 'Remove Brass Lamp' }))
    expect(await screen.findByText('Item removed')).toBeInTheDocument()
    expect(requests[1]).toMatchObject({ method: 'DELETE', body: '' })
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Brass Lamp' })).not.toBeInTheDocument())
    expect(await screen.findByRole('link', { name: 'Cart, 2 items' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Proceed to checkout' }))
    expect(await screen.findByRole('heading', { name: 'Checkout' })).toBeInTheDocument()
  })

  it('says a price went up, keeps checkout disabled, and accepts the new price with POST', async () => {
    const id = 'aaaaaaaa-0000-4000-8000-000000000003'
    const message = 'Price went up from ₹1,000 to ₹1,200 since you added it.'
    let cart = makeCart([makeCartLine({ id, product: LAMP, size: null, status: 'price_changed', message })])
    const requests: { method: string; body: string }[] = []
    mockApi({
      '/api/session': CUSTOMER_SESSION,
      '/api/cart': () => jsonResponse(cart),
      '/api/wishlist': makeWishlist([]),
      [`/api/cart/lines/${id}/accept-price`]: async (request: Request) => {
        requests.push({ method: request.method, body: await request.text() })
        cart = makeCart([makeCartLine({ id, product: LAMP, size: null })])
        return jsonResponse(cart)
      },
    })
    const { user } = renderCart()
    const lamp = await screen.findByRole('listitem', { name: 'Brass Lamp' })
    expect(within(lamp).getByText(message)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Proceed to checkout' })).toBeDisabled()

    await user.click(within(lamp).getByRole('button', { name: 'Accept new price for Brass Lamp' }))
    await waitFor(() => expect(screen.getByRole('button', { name: 'Proceed to checkout' })).toBeEnabled())
    expect(requests).toEqual([{ method: 'POST', body: '' }])
    expect(screen.queryByText(message)).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /Accept new price/ })).not.toBeInTheDocument()
  })

  it('shows the server message when a change is refused, and the cart as the server has it', async () => {
    mockApi({
      '/api/session': CUSTOMER_SESSION,
      '/api/cart': makeCart([makeCartLine({ id: 'aaaaaaaa-0000-4000-8000-000000000001', quantity: 1 })]),
      '/api/wishlist': makeWishlist([]),
      '/api/cart/lines/aaaaaaaa-0000-4000-8000-000000000001': () =>
        jsonResponse({ error: { code: 'CONFLICT', message: "Only 1 of 'Cotton Kurta' left; you asked for 2." } }, 409),
    })
    const { user } = renderCart()
    const kurta = await screen.findByRole('listitem', { name: 'Cotton Kurta (Size M)' })
    await user.click(within(kurta).getByRole('button', { name: 'Increase quantity' }))
    expect(await screen.findByText("Only 1 of 'Cotton Kurta' left; you asked for 2.")).toBeInTheDocument()
    await waitFor(() => expect(within(kurta).getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(1))
  })
})
