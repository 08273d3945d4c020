import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CUSTOMER_SESSION, SIGNED_OUT, jsonResponse, mockApi, renderRoutes } from '../../../test/render'
import { ADDRESSES, CART, PROFILE, makeOrder } from '../../../test/order-fixtures'
import { CheckoutPage } from './checkout-page'

function renderCheckout(handlers: Record<string, unknown>) {
  const fetchMock = mockApi(handlers)
  const utils = renderRoutes(
    [
      { path: '/checkout', element: <CheckoutPage /> },
      { path: '/cart', element: <p>Cart page</p> },
      { path: '/login', element: <p>Login page</p> },
    ],
    { initialEntries: ['/checkout'] },
  )
  return { ...utils, fetchMock }
}

const BASE = {
  '/api/session': CUSTOMER_SESSION,
  '/api/cart': CART,
  '/api/account': PROFILE,
  '/api/account/addresses': { data: ADDRESSES },
  '/api/payments/options': { methods: ['cod', 'razorpay'], onlineProvider: 'sandbox' },
}

describe('CheckoutPage', () => {
  it('sends a signed-out visitor to sign in, coming back to /checkout', async () => {
    const { router } = renderCheckout({ '/api/session': SIGNED_OUT })
    expect(await screen.findByText('Login page')).toBeInTheDocument()
    expect(router.state.location.search).toBe('?next=/checkout')
  })

  it('sends a customer with an empty cart to /cart', async () => {
    renderCheckout({ ...BASE, '/api/cart': { ...CART, lines: [], itemCount: 0, canCheckout: false } })
    expect(await screen.findByText('Cart page')).toBeInTheDocument()
  })

  it('sends a cart with a line that cannot be bought back to /cart', async () => {
    const line = { ...CART.lines[0]!, status: 'sold_out' as const }
    renderCheckout({ ...BASE, '/api/cart': { ...CART, lines: [line], canCheckout: false } })
    expect(await screen.findByText('Cart page')).toBeInTheDocument()
  })

  it('places a cash-on-delivery order and shows the confirmation', async () => {
    let body: Record<string, unknown> = {}
    const { user, fetchMock } = renderCheckout({
      ...BASE,
      '/api/orders': async (request: Request) => {
        body = (await request.json()) as Record<string, unknown>
        return jsonResponse(makeOrder(), 201)
      },
    })
    const summary = await screen.findByRole('region', { name: 'Order summary' })
    expect(within(summary).getByText('Cotton Kurta')).toBeInTheDocument()
    expect(within(summary).getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms-of-service')

    await user.click(await screen.findByRole('button', { name: 'Continue to Payment' }))
    await user.click(await screen.findByRole('button', { name: 'Place Order' }))

    expect(await screen.findByRole('heading', { name: 'Order Confirmed' })).toBeInTheDocument()
    expect(await screen.findByText('Order Placed!')).toBeInTheDocument()
    expect(screen.getByText('Your order #HT-AB12CD34 has been received and will be processed.')).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Terms of Service' })).not.toBeInTheDocument()
    expect(body).toMatchObject({
      addressId: 'adr_1',
      paymentMethod: 'cod',
      shipping: { name: 'Asha Rao', pin: '560001' },
    })
    expect(String(body.idempotencyKey)).toMatch(/^[0-9a-f-]{36}$/)
    await waitFor(() => expect(fetchMock.mock.calls.filter(([url]) => url === '/api/orders')).toHaveLength(1))
  })

  it('applies a coupon in the summary, sends it with the order, and takes it off with the reason when checkout refuses it', async () => {
    const bodies: Record<string, unknown>[] = []
    const deliveryQueries: string[] = []
    const { user } = renderCheckout({
      ...BASE,
      // The payment step asks for cash on delivery with the applied coupon, its limit on the total after it.
      '/api/cart/delivery': (request: Request) => {
        deliveryQueries.push(new URL(request.url).search)
        return jsonResponse({ pin: '560001', sellers: [], codLimitPaise: 1_000_000, overCodLimit: false, cod: true })
      },
      '/api/cart/coupon': async (request: Request) => {
        const { code } = (await request.json()) as { code: string }
        if (code !== 'WELCOME10')
          return jsonResponse(
            {
              error: {
                code: 'CONFLICT',
                message: `There is no coupon ${code}.`,
                details: [{ path: 'couponCode', message: `There is no coupon ${code}.` }],
              },
            },
            409,
          )
        return jsonResponse({ code, description: 'Welcome to Haat', discountPaise: 19_980, totalPaise: 179_820 })
      },
      '/api/orders': async (request: Request) => {
        bodies.push((await request.json()) as Record<string, unknown>)
        const message = 'Coupon WELCOME10 has been used up.'
        return jsonResponse({ error: { code: 'CONFLICT', message, details: [{ path: 'couponCode', message }] } }, 409)
      },
    })
    const summary = await screen.findByRole('region', { name: 'Order summary' })
    const box = within(summary).getByRole('textbox', { name: 'Coupon code' })
    await user.type(box, 'nope1')
    await user.click(within(summary).getByRole('button', { name: 'Apply' }))
    expect(await within(summary).findByText('There is no coupon NOPE1.')).toBeInTheDocument()
    await user.clear(box)
    await user.type(box, 'welcome10')
    await user.click(within(summary).getByRole('button', { name: 'Apply' }))
    expect(await within(summary).findByText(/applied: you save ₹199.80/)).toBeInTheDocument()
    expect(within(summary).getByText('Coupon WELCOME10')).toBeInTheDocument()
    expect(within(summary).getByText('₹1,798.20')).toBeInTheDocument()

    await user.click(await screen.findByRole('button', { name: 'Continue to Payment' }))
    await waitFor(() => expect(deliveryQueries).toHaveLength(1))
    expect(deliveryQueries[0]).toContain('couponCode=WELCOME10')
    await user.click(await screen.findByRole('button', { name: 'Place Order' }))
    await waitFor(() => expect(bodies).toHaveLength(1))
    expect(bodies[0]).toMatchObject({ couponCode: 'WELCOME10' })
    // Refused at checkout (used up meanwhile): the coupon comes off and the box says why; the shopper stays.
    expect(await within(summary).findByText('Coupon WELCOME10 has been used up.')).toBeInTheDocument()
    expect(within(summary).queryByText('Coupon WELCOME10')).not.toBeInTheDocument()
    expect(screen.queryByText('Cart page')).not.toBeInTheDocument()
  })

  it('says "Failed to create order" when the server explains nothing, and reuses the idempotency key on retry', async () => {
    const keys: string[] = []
    const { user } = renderCheckout({
      ...BASE,
      '/api/orders': async (request: Request) => {
        keys.push(((await request.json()) as { idempotencyKey: string }).idempotencyKey)
        return new Response('oops', { status: 502 })
      },
    })
    await user.click(await screen.findByRole('button', { name: 'Continue to Payment' }))
    await user.click(await screen.findByRole('button', { name: 'Place Order' }))
    expect(await screen.findByText('Failed to create order')).toBeInTheDocument()
    await user.click(await screen.findByRole('button', { name: 'Place Order' }))
    await waitFor(() => expect(keys).toHaveLength(2))
    expect(keys[0]).toBe(keys[1])
  })

  it('keeps the idempotency key over a reload, and starts a new one once the order is placed', async () => {
    const keys: string[] = []
    let answer = () => new Response('oops', { status: 502 })
    const handlers = {
      ...BASE,
      '/api/orders': async (request: Request) => {
        keys.push(((await request.json()) as { idempotencyKey: string }).idempotencyKey)
        return answer()
      },
    }
    const placeOnce = async (user: ReturnType<typeof renderCheckout>['user']) => {
      await user.click(await screen.findByRole('button', { name: 'Continue to Payment' }))
      await user.click(await screen.findByRole('button', { name: 'Place Order' }))
    }
    // The answer is lost; the customer reloads and places the same order again.
    const first = renderCheckout(handlers)
    await placeOnce(first.user)
    expect(await screen.findByText('Failed to create order')).toBeInTheDocument()
    first.unmount()
    answer = () => jsonResponse(makeOrder(), 201)
    const second = renderCheckout(handlers)
    await placeOnce(second.user)
    expect(await screen.findByRole('heading', { name: 'Order Confirmed' })).toBeInTheDocument()
    expect(keys).toHaveLength(2)
    expect(keys[1]).toBe(keys[0])
    second.unmount()

    // The next checkout is a new attempt.
    const third = renderCheckout(handlers)
    await placeOnce(third.user)
    await waitFor(() => expect(keys).toHaveLength(3))
    expect(keys[2]).not.toBe(keys[0])
  })
})

describe('CheckoutPage moving between steps', () => {
  // jsdom does not scroll: the scroll asked for is recorded on the element it was asked of.
  const scrolled: { id: string; options: unknown }[] = []
  beforeEach(() => {
    scrolled.length = 0
    Element.prototype.scrollIntoView = function (this: Element, options?: unknown) {
      scrolled.push({ id: this.id, options })
    }
  })
  afterEach(() => {
    // @ts-expect-error -- jsdom has none; the test's own goes.
    delete Element.prototype.scrollIntoView
    vi.restoreAllMocks()
  })

  it('brings each step’s heading into view and focuses it, but leaves the page alone on arrival', async () => {
    const { user } = renderCheckout({ ...BASE, '/api/orders': () => jsonResponse(makeOrder(), 201) })
    const shipping = await screen.findByRole('heading', { name: 'Shipping details' })
    expect(shipping).not.toHaveFocus()
    expect(scrolled).toEqual([])

    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }))
    const payment = await screen.findByRole('heading', { name: 'Payment method' })
    await waitFor(() => expect(payment).toHaveFocus())
    expect(payment).toHaveAttribute('tabindex', '-1')
    expect(scrolled).toEqual([{ id: 'payment-heading', options: { behavior: 'smooth', block: 'start' } }])

    await user.click(screen.getByRole('button', { name: 'Back to shipping' }))
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Shipping details' })).toHaveFocus())
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }))
    await user.click(await screen.findByRole('button', { name: 'Place Order' }))
    const confirmed = await screen.findByRole('heading', { name: 'Order Confirmed' })
    await waitFor(() => expect(confirmed).toHaveFocus())
    expect(scrolled.map(({ id }) => id)).toEqual([
      'payment-heading',
      'shipping-heading',
      'payment-heading',
      'confirmation-heading',
    ])
  })

  it('jumps without smooth scrolling for a shopper who asked for reduced motion', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)' }) as MediaQueryList,
    )
    const { user } = renderCheckout(BASE)
    await user.click(await screen.findByRole('button', { name: 'Continue to Payment' }))
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Payment method' })).toHaveFocus())
    expect(scrolled).toEqual([{ id: 'payment-heading', options: { behavior: 'instant', block: 'start' } }])
  })
})
