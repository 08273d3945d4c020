import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { CUSTOMER_SESSION, SIGNED_OUT, jsonResponse, mockApi, renderRoutes } from '../../../test/render'
import { useSession } from '../../../api/session/get-session'
import { makeCart, makeCartLine, makeWishlist } from '../test/cart-fixtures'
import { CartLink } from './cart-link'
import { CartProvider } from './cart-provider'

/** The header reads the session that its own session query (the auth feature's) fetches. */
function Header() {
  useSession()
  return <CartLink />
}

describe('CartLink', () => {
  it("shows a signed-in customer's server itemCount, not the stored guest cart", async () => {
    window.localStorage.setItem('cart', JSON.stringify([{ quantity: 7 }]))
    mockApi({ '/api/session': CUSTOMER_SESSION, '/api/cart': makeCart([makeCartLine({ quantity: 3 })]) })
    renderRoutes([{ path: '*', element: <Header /> }])
    expect(await screen.findByRole('link', { name: 'Cart, 3 items' })).toHaveAttribute('href', '/cart')
    expect(screen.getByTestId('cart-count')).toHaveTextContent('3')
  })

  it('shows the stored quantities for a guest, and 99+ past 99', async () => {
    window.localStorage.setItem('cart', JSON.stringify([{ quantity: 60 }, { quantity: 60 }]))
    mockApi({ '/api/session': SIGNED_OUT })
    renderRoutes([{ path: '*', element: <Header /> }])
    expect(await screen.findByRole('link', { name: 'Cart, 120 items' })).toBeInTheDocument()
    expect(screen.getByTestId('cart-count')).toHaveTextContent('99+')
  })

  it("refetches when another tab says the customer's cart changed", async () => {
    let count = 1
    mockApi({
      '/api/session': CUSTOMER_SESSION,
      '/api/cart': () => jsonResponse(makeCart([makeCartLine({ quantity: count })])),
      '/api/wishlist': makeWishlist([]),
    })
    renderRoutes([
      {
        path: '*',
        element: (
          <CartProvider>
            <Header />
          </CartProvider>
        ),
      },
    ])
    expect(await screen.findByRole('link', { name: 'Cart, 1 item' })).toBeInTheDocument()

    count = 4
    const otherTab = new BroadcastChannel('haat-cart')
    otherTab.postMessage({ customerId: 'cus_1', what: 'cart' })
    otherTab.close()
    await waitFor(() => expect(screen.getByRole('link', { name: 'Cart, 4 items' })).toBeInTheDocument())
  })
})
