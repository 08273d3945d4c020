import { act, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { SessionInfo } from '@haat/shared/accounts/session'
import { useCartActions, type CartItemInput } from '../../../lib/cart-actions'
import { sessionKeys } from '../../../api/session/session-keys'
import { CUSTOMER_SESSION, SIGNED_OUT, jsonResponse, mockApi, renderRoutes } from '../../../test/render'
import {
  KURTA_ID,
  LAMP,
  SAREE,
  SAREE_ID,
  makeCart,
  makeCartLine,
  makeCartProduct,
  makeWishlist,
  makeWishlistItem,
} from '../test/cart-fixtures'
import { CartLink } from './cart-link'
import { CartProvider } from './cart-provider'

const KURTA_INPUT: CartItemInput = {
  productId: KURTA_ID,
  name: 'Cotton Kurta',
  color: null,
  size: 'M',
  quantity: 2,
  stock: 3,
}

function Probe({ input = KURTA_INPUT }: { input?: CartItemInput }) {
  const actions = useCartActions()
  return (
    <>
      <CartLink />
      <button type="button" onClick={() => void actions.addToCart(input)}>
        Add
      </button>
      <button type="button" onClick={() => void actions.addToWishlist(input)}>
        Save
      </button>
      <p>{actions.isInWishlist(input.productId) ? 'Saved' : 'Not saved'}</p>
    </>
  )
}

function renderProbe(input?: CartItemInput) {
  return renderRoutes([
    {
      path: '*',
      element: (
        <CartProvider>
          <Probe input={input} />
        </CartProvider>
      ),
    },
  ])
}

const stored = (key: string) => JSON.parse(window.localStorage.getItem(key) ?? 'null') as unknown
const bodyOf = async (request: Request) => (await request.json()) as unknown

describe('CartProvider for a guest', () => {
  it('keeps the cart in storage: adds, counts, and refuses past the stock', async () => {
    mockApi({ '/api/session': SIGNED_OUT })
    const { user } = renderProbe()
    expect(await screen.findByText('Not saved')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Cart, empty' })).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Add' }))
    expect(await screen.findByText('Added to cart')).toBeInTheDocument()
    expect(stored('cart')).toEqual([{ productId: KURTA_ID, color: null, size: 'M', quantity: 2 }])
    expect(screen.getByRole('link', { name: 'Cart, 2 items' })).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Add' }))
    expect(
      await screen.findByText("Only 3 of 'Cotton Kurta' left; you already have 2 in your cart."),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Cart, 2 items' })).toBeInTheDocument()
  })

  it('keeps the wishlist in storage and answers "In Wishlist"', async () => {
    mockApi({ '/api/session': SIGNED_OUT })
    const { user } = renderProbe()
    await user.click(await screen.findByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Added to wishlist')).toBeInTheDocument()
    expect(screen.getByText('Saved')).toBeInTheDocument()
    expect(stored('wishlist')).toEqual([{ productId: KURTA_ID, color: null, size: 'M', quantity: 2 }])
  })

  it('follows changes made in another tab', async () => {
    mockApi({ '/api/session': SIGNED_OUT })
    renderProbe()
    await screen.findByText('Not saved')
    await act(() => {
      window.localStorage.setItem(
        'cart',
        JSON.stringify([{ productId: SAREE_ID, color: null, size: null, quantity: 4 }]),
      )
      window.localStorage.setItem('wishlist', JSON.stringify([{ productId: KURTA_ID }]))
      window.dispatchEvent(new StorageEvent('storage', { key: 'cart' }))
      window.dispatchEvent(new StorageEvent('storage', { key: 'wishlist' }))
    })
    expect(screen.getByRole('link', { name: 'Cart, 4 items' })).toBeInTheDocument()
    expect(screen.getByText('Saved')).toBeInTheDocument()
  })
})

describe('CartProvider at sign-in and sign-out', () => {
  it('merges the guest cart and wishlist into the account, clears storage and shows the notices', async () => {
    const guestLines = [
      { productId: KURTA_ID, color: null, size: 'M', quantity: 2 },
      { productId: SAREE_ID, color: 'Red', size: null, quantity: 1 },
    ]
    window.localStorage.setItem('cart', JSON.stringify(guestLines))
    window.localStorage.setItem(
      'wishlist',
      JSON.stringify([{ productId: LAMP.id, color: null, size: null, quantity: 1 }]),
    )
    const merged = makeCart(
      [makeCartLine({ quantity: 3 }), makeCartLine({ product: SAREE, size: null, color: 'Red', quantity: 1 })],
      ["Only 2 of 'Silk Saree' left; your cart has 2."],
    )
    let session: SessionInfo = SIGNED_OUT
    const fetchMock = mockApi({
      '/api/session': () => jsonResponse(session),
      '/api/cart': makeCart([makeCartLine({ quantity: 1 })]),
      '/api/wishlist': makeWishlist([]),
      '/api/cart/merge': () => jsonResponse(merged),
      '/api/wishlist/merge': () => jsonResponse(makeWishlist([makeWishlistItem(LAMP)])),
    })
    const { queryClient } = renderProbe({ ...KURTA_INPUT, productId: LAMP.id })
    expect(await screen.findByRole('link', { name: 'Cart, 3 items' })).toBeInTheDocument()
    // The guest's session has been read (an answer still on its way would undo the sign-in below).
    await waitFor(() => expect(queryClient.getQueryState(sessionKeys.current())?.status).toBe('success'))

    // What the login and register mutations do (markSignedIn): the session now has a customer.
    session = CUSTOMER_SESSION
    await act(() => void queryClient.setQueryData(sessionKeys.current(), CUSTOMER_SESSION))

    await waitFor(() => expect(screen.getByRole('link', { name: 'Cart, 4 items' })).toBeInTheDocument())
    const mergeCall = fetchMock.mock.calls.find(([url]) => url === '/api/cart/merge')!
    expect(await bodyOf(new Request('http://localhost/x', mergeCall[1]))).toEqual({ lines: guestLines })
    const wishlistCall = fetchMock.mock.calls.find(([url]) => url === '/api/wishlist/merge')!
    expect(await bodyOf(new Request('http://localhost/x', wishlistCall[1]))).toEqual({
      items: [{ productId: LAMP.id, color: null, size: null, quantity: 1 }],
    })
    expect(await screen.findByText("Only 2 of 'Silk Saree' left; your cart has 2.")).toBeInTheDocument()
    expect(window.localStorage.getItem('cart')).toBeNull()
    expect(screen.getByText('Saved')).toBeInTheDocument()
    // The device keeps a copy of the customer's wishlist, marked as theirs, never as guest entries.
    await waitFor(() => expect(stored('wishlist')).toMatchObject([{ productId: LAMP.id, customerId: 'cus_1' }]))
  })

  it('leaves the merge to the tab that signed in', async () => {
    window.localStorage.setItem('cart', JSON.stringify([{ productId: KURTA_ID, color: null, size: 'M', quantity: 2 }]))
    let session: SessionInfo = SIGNED_OUT
    const fetchMock = mockApi({
      '/api/session': () => jsonResponse(session),
      '/api/cart': makeCart([makeCartLine({ quantity: 3 })]),
      '/api/cart/preview': makeCart([makeCartLine({ quantity: 2 })]),
      '/api/wishlist': makeWishlist([]),
      '/api/cart/merge': () => jsonResponse(makeCart([])),
    })
    renderProbe()
    expect(await screen.findByRole('link', { name: 'Cart, 2 items' })).toBeInTheDocument()

    // Another tab signed in (and merges this browser's guest cart itself), then says so.
    session = CUSTOMER_SESSION
    const otherTab = new BroadcastChannel('haat-cart')
    otherTab.postMessage({ customerId: CUSTOMER_SESSION.customer!.id, what: 'cart' })
    otherTab.close()

    expect(await screen.findByRole('link', { name: 'Cart, 3 items' })).toBeInTheDocument()
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/cart/merge')).toBe(false)
  })

  it('follows a sign-out in another tab', async () => {
    let session: SessionInfo = CUSTOMER_SESSION
    mockApi({
      '/api/session': () => jsonResponse(session),
      '/api/cart': makeCart([makeCartLine({ quantity: 3 })]),
      '/api/wishlist': makeWishlist([]),
    })
    renderProbe()
    expect(await screen.findByRole('link', { name: 'Cart, 3 items' })).toBeInTheDocument()

    session = SIGNED_OUT
    const otherTab = new BroadcastChannel('haat-cart')
    otherTab.postMessage({ what: 'signed_out' })
    otherTab.close()
    expect(await screen.findByRole('link', { name: 'Cart, empty' })).toBeInTheDocument()
  })

  it('puts the guest cart back and says so when the merge fails', async () => {
    const guestLines = [{ productId: KURTA_ID, color: null, size: 'M', quantity: 2 }]
    window.localStorage.setItem('cart', JSON.stringify(guestLines))
    mockApi({
      '/api/session': CUSTOMER_SESSION,
      '/api/cart': makeCart([]),
      '/api/wishlist': makeWishlist([]),
      '/api/cart/merge': () => jsonResponse({ error: { code: 'INTERNAL', message: 'Database unavailable.' } }, 500),
    })
    renderProbe()
    expect(
      await screen.findByText("We couldn't add the items from before you signed in to your cart."),
    ).toBeInTheDocument()
    expect(stored('cart')).toEqual(guestLines)
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument()
  })

  it('leaves an empty guest cart and no wishlist copy at sign-out', async () => {
    mockApi({
      '/api/session': CUSTOMER_SESSION,
      '/api/cart': makeCart([makeCartLine({ quantity: 5 })]),
      '/api/wishlist': makeWishlist([makeWishlistItem(LAMP)]),
    })
    const { queryClient } = renderProbe()
    expect(await screen.findByRole('link', { name: 'Cart, 5 items' })).toBeInTheDocument()
    await waitFor(() => expect(window.localStorage.getItem('wishlist')).not.toBeNull())

    await act(() => void queryClient.setQueryData(sessionKeys.current(), SIGNED_OUT))
    await waitFor(() => expect(screen.getByRole('link', { name: 'Cart, empty' })).toBeInTheDocument())
    await waitFor(() => expect(window.localStorage.getItem('wishlist')).toBeNull())
    expect(window.localStorage.getItem('cart')).toBeNull()
  })

  it('drops a wishlist copy left by a customer whose session ended, keeping guest entries', async () => {
    const copy = { ...makeWishlistItem(LAMP), productId: LAMP.id, customerId: 'cus_9' }
    const guest = { productId: KURTA_ID, color: null, size: null, quantity: 1 }
    window.localStorage.setItem('wishlist', JSON.stringify([guest, copy]))
    mockApi({ '/api/session': SIGNED_OUT })
    renderProbe({ ...KURTA_INPUT, productId: LAMP.id })
    await waitFor(() => expect(stored('wishlist')).toEqual([guest]))
    expect(screen.getByText('Not saved')).toBeInTheDocument()
  })
})

describe('CartProvider for a signed-in customer', () => {
  it('adds on the server, and the header count follows its itemCount', async () => {
    const fetchMock = mockApi({
      '/api/session': CUSTOMER_SESSION,
      '/api/cart': makeCart([]),
      '/api/wishlist': makeWishlist([]),
      '/api/cart/lines': () => jsonResponse(makeCart([makeCartLine({ quantity: 2 })]), 201),
    })
    const { user } = renderProbe()
    expect(await screen.findByRole('link', { name: 'Cart, empty' })).toBeInTheDocument()
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/cart', expect.anything()))

    await user.click(screen.getByRole('button', { name: 'Add' }))
    expect(await screen.findByText('Added to cart')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Cart, 2 items' })).toBeInTheDocument()
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/cart/lines')!
    expect(await bodyOf(new Request('http://localhost/x', call[1]))).toEqual({
      productId: KURTA_ID,
      color: null,
      size: 'M',
      quantity: 2,
    })
    expect(window.localStorage.getItem('cart')).toBeNull()
  })

  it("shows the server's 409 message as an error", async () => {
    mockApi({
      '/api/session': CUSTOMER_SESSION,
      '/api/cart': makeCart([]),
      '/api/wishlist': makeWishlist([]),
      '/api/cart/lines': () =>
        jsonResponse({ error: { code: 'CONFLICT', message: "Only 3 of 'Cotton Kurta' left; you asked for 5." } }, 409),
    })
    const { user } = renderProbe()
    await screen.findByRole('link', { name: 'Cart, empty' })
    await user.click(screen.getByRole('button', { name: 'Add' }))
    expect(await screen.findByText("Only 3 of 'Cotton Kurta' left; you asked for 5.")).toBeInTheDocument()
  })

  it('saves to the server wishlist and then answers "In Wishlist"', async () => {
    const kurta = makeCartProduct()
    mockApi({
      '/api/session': CUSTOMER_SESSION,
      '/api/cart': makeCart([]),
      '/api/wishlist': (request: Request) =>
        request.method === 'POST'
          ? jsonResponse(makeWishlist([makeWishlistItem(kurta)]), 201)
          : jsonResponse(makeWishlist([])),
    })
    const { user } = renderProbe()
    await user.click(await screen.findByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Added to wishlist')).toBeInTheDocument()
    expect(screen.getByText('Saved')).toBeInTheDocument()
  })
})

function WishlistProbe() {
  const { wishlist, moveToCart, removeFromWishlist } = useCartActions()
  return (
    <>
      <CartLink />
      <p>
        Wishlist {wishlist.status}
        {wishlist.isStoredCopy ? ' (stored copy)' : ''}
      </p>
      {wishlist.items.map((item) => (
        <div key={item.id}>
          <button type="button" onClick={() => void moveToCart(item.product.id)}>
            Move {item.product.name}
          </button>
          <button type="button" onClick={() => void removeFromWishlist(item.product.id)}>
            Remove {item.product.name}
          </button>
        </div>
      ))}
    </>
  )
}

describe('CartProvider wishlist for a signed-in customer', () => {
  const renderWishlist = () =>
    renderRoutes([
      {
        path: '*',
        element: (
          <CartProvider>
            <WishlistProbe />
          </CartProvider>
        ),
      },
    ])

  it('moves a saved product to the cart (no body) and the header count follows', async () => {
    const requests: { method: string; url: string; body: string }[] = []
    mockApi({
      '/api/session': CUSTOMER_SESSION,
      '/api/cart': makeCart([makeCartLine({ quantity: 1 })]),
      '/api/wishlist': makeWishlist([makeWishlistItem(LAMP), makeWishlistItem(SAREE)]),
      [`/api/wishlist/${LAMP.id}/move-to-cart`]: async (request: Request) => {
        requests.push({ method: request.method, url: request.url, body: await request.text() })
        return jsonResponse(
          makeCart([makeCartLine({ quantity: 1 }), makeCartLine({ product: LAMP, size: null, quantity: 1 })]),
        )
      },
      [`/api/wishlist/${SAREE_ID}`]: async (request: Request) => {
        requests.push({ method: request.method, url: request.url, body: await request.text() })
        return new Response(null, { status: 204 })
      },
    })
    const { user } = renderWishlist()
    expect(await screen.findByRole('link', { name: 'Cart, 1 item' })).toBeInTheDocument()

    await user.click(await screen.findByRole('button', { name: 'Move Brass Lamp' }))
    expect(await screen.findByText('Moved to Cart')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Cart, 2 items' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Move Brass Lamp' })).not.toBeInTheDocument()
    expect(requests[0]).toMatchObject({ method: 'POST', body: '' })

    await user.click(screen.getByRole('button', { name: 'Remove Silk Saree' }))
    expect(await screen.findByText('Removed from Wishlist')).toBeInTheDocument()
    expect(requests[1]).toMatchObject({ method: 'DELETE', body: '' })
    expect(screen.queryByRole('button', { name: 'Remove Silk Saree' })).not.toBeInTheDocument()
  })

  it('shows the server message when Move to Cart is refused', async () => {
    mockApi({
      '/api/session': CUSTOMER_SESSION,
      '/api/cart': makeCart([]),
      '/api/wishlist': makeWishlist([makeWishlistItem(LAMP)]),
      [`/api/wishlist/${LAMP.id}/move-to-cart`]: () =>
        jsonResponse({ error: { code: 'CONFLICT', message: "'Brass Lamp' is sold out." } }, 409),
    })
    const { user } = renderWishlist()
    await user.click(await screen.findByRole('button', { name: 'Move Brass Lamp' }))
    expect(await screen.findByText("'Brass Lamp' is sold out.")).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Move Brass Lamp' })).toBeInTheDocument()
  })

  it('falls back to the copy kept on this device when loading fails', async () => {
    const copy = { ...makeWishlistItem(LAMP), productId: LAMP.id, customerId: 'cus_1' }
    window.localStorage.setItem('wishlist', JSON.stringify([copy]))
    mockApi({
      '/api/session': CUSTOMER_SESSION,
      '/api/cart': makeCart([]),
      '/api/wishlist': () => jsonResponse({ error: { code: 'INTERNAL', message: 'Something went wrong.' } }, 500),
    })
    renderWishlist()
    expect(await screen.findByText('Wishlist error (stored copy)')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Move Brass Lamp' })).toBeInTheDocument()
  })
})

describe('CartProvider with Add to Cart taps the server kept (POST /api/cart/add before the app was live)', () => {
  const keepInCookie = (lines: unknown, name = 'haat_cart_adds') => {
    document.cookie = `${name}=${encodeURIComponent(JSON.stringify(lines))}; path=/`
  }
  const cookieLeft = () => document.cookie.includes('haat_cart_adds=')

  it("moves a guest's into the guest cart, as Add to Cart does, and clears the cookie", async () => {
    mockApi({ '/api/session': SIGNED_OUT })
    keepInCookie([
      { productId: KURTA_ID, color: '', size: 'M', quantity: 2 },
      { productId: 'not-a-product', color: '', size: '', quantity: 1 },
      { productId: SAREE_ID, color: 'Red', size: '', quantity: 1 },
    ])
    renderProbe()
    expect(await screen.findByRole('link', { name: 'Cart, 3 items' })).toBeInTheDocument()
    expect(stored('cart')).toEqual([
      { productId: KURTA_ID, color: null, size: 'M', quantity: 2 },
      { productId: SAREE_ID, color: 'Red', size: null, quantity: 1 },
    ])
    expect(cookieLeft()).toBe(false)
    expect(await screen.findAllByText('Added to cart')).not.toHaveLength(0)
  })

  it("sends a signed-in customer's to the server cart", async () => {
    const fetchMock = mockApi({
      '/api/session': CUSTOMER_SESSION,
      '/api/cart': makeCart([]),
      '/api/wishlist': makeWishlist([]),
      '/api/cart/lines': () => jsonResponse(makeCart([makeCartLine({ quantity: 2 })]), 201),
    })
    keepInCookie([{ productId: KURTA_ID, color: '', size: 'M', quantity: 2 }])
    renderProbe()
    expect(await screen.findByRole('link', { name: 'Cart, 2 items' })).toBeInTheDocument()
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/cart/lines')!
    expect(await bodyOf(new Request('http://localhost/x', call[1]))).toEqual({
      productId: KURTA_ID,
      color: null,
      size: 'M',
      quantity: 2,
    })
    expect(cookieLeft()).toBe(false)
    expect(window.localStorage.getItem('cart')).toBeNull()
  })

  it('drops a cookie it cannot read', async () => {
    mockApi({ '/api/session': SIGNED_OUT })
    document.cookie = 'haat_cart_adds=%E0%A4; path=/'
    renderProbe()
    await waitFor(() => expect(cookieLeft()).toBe(false))
    expect(screen.getByRole('link', { name: 'Cart, empty' })).toBeInTheDocument()
  })
})
