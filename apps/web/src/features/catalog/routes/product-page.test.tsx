import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { toast } from 'sonner'
import { onlineManager } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ProductDetail } from '@haat/shared/catalog/product'
import { type CartActions, CartActionsContext } from '../../../lib/cart-actions'
import { jsonResponse, mockApi, renderRoutes } from '../../../test/render'
import { makeProduct, makeProductDetail } from '../test/catalog-fixtures'
import { ProductPage } from './product-page'

afterEach(() => {
  toast.dismiss()
})

const RELATED = ['Silk Dupatta', 'Cotton Kurta', 'Ikat Stole', 'Khadi Shirt'].map((name) => makeProduct({ name }))

function mockProduct(product: ProductDetail | null = makeProductDetail()) {
  mockApi({
    '/api/products/handloom-cotton-saree': () =>
      product
        ? jsonResponse(product)
        : jsonResponse({ error: { code: 'NOT_FOUND', message: 'Product not found.' } }, 404),
    '/api/products/handloom-cotton-saree/related': { data: RELATED },
    '/api/products/handloom-cotton-saree/reviews': { data: [], meta: { page: 1, pageSize: 10, total: 0 }, mine: null },
  })
}

function renderPage() {
  return renderRoutes([{ path: '/product/:slug', element: <ProductPage /> }], {
    initialEntries: ['/product/handloom-cotton-saree'],
  })
}

async function renderLoaded(product?: ProductDetail) {
  mockProduct(product)
  const view = renderPage()
  await screen.findByRole('heading', { level: 1 })
  return view
}

describe('ProductPage', () => {
  it("offline, a product this device never kept says it isn't saved, with Retry, instead of spinning", async () => {
    let online = false
    mockApi({
      '/api/products/handloom-cotton-saree': () =>
        online ? jsonResponse(makeProductDetail()) : Promise.reject(new TypeError('Failed to fetch')),
      '/api/products/handloom-cotton-saree/related': { data: RELATED },
      '/api/products/handloom-cotton-saree/reviews': {
        data: [],
        meta: { page: 1, pageSize: 10, total: 0 },
        mine: null,
      },
    })
    onlineManager.setOnline(false)
    try {
      const { user } = renderPage()
      expect(
        await screen.findByRole('heading', { level: 1, name: "This page isn't saved for offline use" }),
      ).toBeInTheDocument()
      expect(screen.queryByText('Loading product details...')).not.toBeInTheDocument()
      await user.click(screen.getByRole('button', { name: 'Retry' }))
      expect(
        screen.getByRole('heading', { level: 1, name: "This page isn't saved for offline use" }),
      ).toBeInTheDocument()

      // Back online, it loads by itself.
      online = true
      onlineManager.setOnline(true)
      expect(await screen.findByRole('heading', { level: 1, name: 'Handloom Cotton Saree' })).toBeInTheDocument()
    } finally {
      onlineManager.setOnline(true)
    }
  })

  it('says "Loading product details..." until the product arrives', async () => {
    mockProduct()
    renderPage()
    expect(screen.getByText('Loading product details...')).toBeInTheDocument()
    expect(await screen.findByRole('heading', { level: 1, name: 'Handloom Cotton Saree' })).toBeInTheDocument()
    expect(screen.queryByText('Loading product details...')).not.toBeInTheDocument()
    await waitFor(() => expect(document.title).toBe('Handloom Cotton Saree | Haat'))
  })

  it('shows the badges, rating, seller, price, availability and policies', async () => {
    await renderLoaded()
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' })
    expect(within(crumbs).getByRole('link', { name: 'Sarees' })).toHaveAttribute('href', '/category/fashion/sarees')

    expect(screen.getByText('New')).toBeInTheDocument()
    expect(screen.getByText('Sale')).toBeInTheDocument()
    expect(screen.getAllByRole('img', { name: 'Rated 4.3 out of 5' })[0]).toBeInTheDocument()
    expect(screen.getByText('12 reviews')).toBeInTheDocument()
    expect(screen.getAllByText('New seller')).toHaveLength(2)
    expect(screen.getByText('Hyderabad, Telangana')).toBeInTheDocument()
    expect(screen.getByText('₹1,499.50')).toBeInTheDocument()
    expect(screen.getByText('₹1,999').tagName).toBe('S')
    expect(screen.getByText('25% off')).toBeInTheDocument()
    expect(screen.getByText('Only 3 left')).toBeInTheDocument()
    expect(screen.getAllByText(/Returnable within 7 days of delivery/)).toHaveLength(2)
    expect(screen.getByText('Secure checkout: pay online or cash on delivery.')).toBeInTheDocument()
    // No invented view counter (docs/decisions/020-no-invented-numbers.md).
    expect(screen.queryByText(/Viewed .* times today/)).not.toBeInTheDocument()

    const seller = screen.getByRole('region', { name: 'Seller details' })
    expect(seller).toHaveTextContent('Rao Handlooms')
    expect(seller).toHaveTextContent('12 Weavers Lane, Hyderabad, Telangana 500001')
    const legal = screen.getByRole('region', { name: 'Legal information' })
    expect(legal).toHaveTextContent('Country of originIndia')
    // Nothing declared, nothing shown but the country.
    expect(legal).not.toHaveTextContent('Net quantity')
    expect(legal).not.toHaveTextContent('Grievance officer')
  })

  it("shows the declarations, the unit sale price, and the seller's customer care and grievance officer", async () => {
    await renderLoaded(
      makeProductDetail({
        declarations: {
          netQuantity: { value: 200, unit: 'g' },
          manufacturer: { name: 'Brahmaputra Tea Co.', address: 'Dibrugarh, Assam' },
          packer: null,
          importer: null,
          consumerCare: '1800 123 4567',
          bestBefore: '12 months from packing',
          warranty: null,
          guarantee: null,
        },
        unitSalePrice: { paise: 45, per: 'g' },
        vendor: {
          ...makeProductDetail().vendor,
          customerCare: '+91 98765 43210',
          grievanceOfficer: 'Meera Das, grievance@example.com',
        },
      }),
    )
    const legal = screen.getByRole('region', { name: 'Legal information' })
    expect(legal).toHaveTextContent('Net quantity200 g')
    expect(legal).toHaveTextContent('Unit sale price₹0.45 per g')
    expect(legal).toHaveTextContent('ManufacturerBrahmaputra Tea Co., Dibrugarh, Assam')
    expect(legal).toHaveTextContent('Best before12 months from packing')
    expect(legal).toHaveTextContent('Consumer care1800 123 4567')
    expect(legal).toHaveTextContent("Seller's customer care+91 98765 43210")
    expect(legal).toHaveTextContent('Grievance officerMeera Das, grievance@example.com')
    expect(legal).not.toHaveTextContent('Importer')
  })

  it('says "In stock" and "Not returnable" where they apply', async () => {
    await renderLoaded(makeProductDetail({ stock: null, refundDays: 0 }))
    expect(screen.getByText('In stock')).toBeInTheDocument()
    expect(screen.getAllByText(/Not returnable/)).toHaveLength(2)
  })

  it('disables Add to Cart, Buy Now and the quantity when out of stock', async () => {
    await renderLoaded(makeProductDetail({ inStock: false, stock: 0 }))
    expect(screen.getByText('Out of stock')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Buy Now' })).toBeDisabled()
    expect(screen.getByRole('spinbutton', { name: 'Quantity' })).toBeDisabled()
  })

  it('disables Add to Cart and Buy Now, saying why, for a PIN the seller does not deliver to', async () => {
    window.localStorage.setItem('deliveryPin', JSON.stringify('302001'))
    const product = makeProductDetail()
    mockApi({
      '/api/products/handloom-cotton-saree': product,
      '/api/delivery/estimate': (request: Request) => {
        const pin = new URL(request.url).searchParams.get('pin') ?? ''
        const deliverable = pin !== '302001'
        const place = { district: 'Jaipur', state: 'Rajasthan' }
        return jsonResponse({ pin, place, deliverable, deliveryBy: deliverable ? '2026-12-03' : null, cod: true })
      },
    })
    const { user } = renderPage()
    const addToCart = await screen.findByRole('button', { name: 'Add to Cart' })
    const buyNow = screen.getByRole('button', { name: 'Buy Now' })
    const reason = 'Not deliverable to 302001'
    await waitFor(() => expect(addToCart).toBeDisabled())
    expect(buyNow).toBeDisabled()
    expect(addToCart).toHaveAccessibleDescription(reason)
    expect(buyNow).toHaveAccessibleDescription(reason)
    // The wishlist is no promise of delivery.
    expect(screen.getByRole('button', { name: 'Add to Wishlist' })).toBeEnabled()

    await user.clear(screen.getByRole('textbox', { name: 'Deliver to' }))
    await user.type(screen.getByRole('textbox', { name: 'Deliver to' }), '560001')
    await user.click(screen.getByRole('button', { name: 'Check' }))
    await waitFor(() => expect(addToCart).toBeEnabled())
    expect(buyNow).toBeEnabled()
    expect(screen.queryByText(reason)).not.toBeInTheDocument()
  })

  it('puts Add to Cart and Buy Now in the bar that phones keep at the bottom of the screen', async () => {
    await renderLoaded()
    const bar = screen.getByRole('button', { name: 'Add to Cart' }).closest('[data-buy-bar]')
    expect(bar).not.toBeNull()
    expect(bar).toContainElement(screen.getByRole('button', { name: 'Buy Now' }))
    expect(bar).not.toContainElement(screen.getByRole('button', { name: 'Add to Wishlist' }))
    expect(bar).toHaveClass('max-lg:fixed', 'max-lg:bottom-0')
  })

  it('keeps the quantity between 1 and the stock', async () => {
    const { user } = await renderLoaded()
    const quantity = screen.getByRole('spinbutton', { name: 'Quantity' })
    const increase = screen.getByRole('button', { name: 'Increase quantity' })
    const decrease = screen.getByRole('button', { name: 'Decrease quantity' })
    expect(quantity).toHaveValue(1)
    expect(decrease).toBeDisabled()

    for (let i = 0; i < 4; i++) if (!(increase as HTMLButtonElement).disabled) await user.click(increase)
    expect(quantity).toHaveValue(3)
    expect(increase).toBeDisabled()

    await user.clear(quantity)
    await user.type(quantity, '50')
    expect(quantity).toHaveValue(3)
    await user.clear(quantity)
    await user.type(quantity, '0')
    await user.tab()
    expect(quantity).toHaveValue(1)
  })

  it('asks for a colour, then hands the choice to the cart and the wishlist', async () => {
    // Only what the product page uses of the cart feature's contract.
    const cart = {
      addToCart: vi.fn(async () => true),
      addToWishlist: vi.fn(async () => true),
      isInWishlist: () => false,
    } satisfies Partial<CartActions>
    const product = makeProductDetail()
    mockProduct(product)
    const { user } = renderRoutes(
      [
        {
          path: '/product/:slug',
          element: (
            <CartActionsContext.Provider value={cart as unknown as CartActions}>
              <ProductPage />
            </CartActionsContext.Provider>
          ),
        },
      ],
      { initialEntries: ['/product/handloom-cotton-saree'] },
    )
    await screen.findByRole('heading', { level: 1 })
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }))
    expect(screen.getByText('Please choose a colour.')).toBeInTheDocument()
    expect(screen.getByRole('radio', { name: 'Red' })).toHaveFocus()
    expect(cart.addToCart).not.toHaveBeenCalled()

    await user.click(screen.getByRole('radio', { name: 'Indigo' }))
    expect(screen.queryByText('Please choose a colour.')).not.toBeInTheDocument()
    expect(screen.getByRole('group', { name: 'Colour: Indigo' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }))
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }))
    await waitFor(() => expect(cart.addToCart).toHaveBeenCalledTimes(1))
    expect(cart.addToCart).toHaveBeenCalledWith(
      expect.objectContaining({ productId: product.id, color: 'Indigo', size: null, quantity: 2 }),
    )

    await user.click(screen.getByRole('button', { name: 'Add to Wishlist' }))
    await waitFor(() => expect(cart.addToWishlist).toHaveBeenCalledTimes(1))
    expect(cart.addToWishlist).toHaveBeenCalledWith(expect.objectContaining({ color: 'Indigo', quantity: 2 }))
  })

  it('copies the link to the clipboard where the Web Share API is missing', async () => {
    const { user } = await renderLoaded()
    expect(navigator.share).toBeUndefined()
    await user.click(screen.getByRole('button', { name: 'Share' }))
    expect(await screen.findByText('Link copied to clipboard!')).toBeInTheDocument()
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/product/handloom-cotton-saree`)
  })

  it('uses the share sheet where there is one', async () => {
    const share = vi.fn().mockResolvedValue(undefined)
    Object.defineProperty(navigator, 'share', { value: share, configurable: true })
    try {
      const { user } = await renderLoaded()
      await user.click(screen.getByRole('button', { name: 'Share' }))
      expect(share).toHaveBeenCalledWith({
        title: 'Handloom Cotton Saree',
        url: `${window.location.origin}/product/handloom-cotton-saree`,
      })
      expect(screen.queryByText('Link copied to clipboard!')).not.toBeInTheDocument()
    } finally {
      Reflect.deleteProperty(navigator, 'share')
    }
  })

  it("links to WhatsApp with the product's name, price and address", async () => {
    await renderLoaded(makeProductDetail({ unitPricePaise: 149_900 }))
    const link = screen.getByRole('link', { name: 'Share on WhatsApp' })
    const href = new URL(link.getAttribute('href') ?? '')
    expect(href.origin + href.pathname).toBe('https://wa.me/')
    expect(href.searchParams.get('text')).toBe(
      `Handloom Cotton Saree for ₹1,499 on Haat\n${window.location.origin}/product/handloom-cotton-saree`,
    )
    expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  })

  it('shows the description as text, never as HTML', async () => {
    const { user, container } = await renderLoaded(
      makeProductDetail({ description: 'First line <img src=x onerror=alert(1)>\nSecond line' }),
    )
    const panel = screen.getByRole('tabpanel', { name: 'Description' })
    expect(panel).toHaveTextContent('First line <img src=x onerror=alert(1)> Second line')
    expect(container.querySelector('img[src="x"]')).toBeNull()
    expect(panel.querySelector('p')!.textContent).toBe('First line <img src=x onerror=alert(1)>\nSecond line')

    await user.click(screen.getByRole('tab', { name: 'Specifications' }))
    const specs = screen.getByRole('tabpanel', { name: 'Specifications' })
    expect(within(specs).getByRole('rowheader', { name: 'Fabric' })).toBeInTheDocument()
    expect(within(specs).getByRole('cell', { name: 'Cotton' })).toBeInTheDocument()
  })

  it('shows the rating distribution, or "No reviews yet."', async () => {
    const { user } = await renderLoaded()
    await user.click(screen.getByRole('tab', { name: 'Reviews' }))
    const reviews = screen.getByRole('tabpanel', { name: 'Reviews' })
    expect(reviews).toHaveTextContent('Based on 12 reviews')
    const rows = within(reviews).getAllByRole('listitem')
    expect(rows[0]).toHaveTextContent('5 stars: 6 reviews')
    expect(rows[4]).toHaveTextContent('1 star: 0 reviews')
  })

  it('says "No reviews yet." for a product nobody has reviewed', async () => {
    const { user } = await renderLoaded(
      makeProductDetail({ rating: { average: null, count: 0 }, ratingDistribution: [0, 0, 0, 0, 0] }),
    )
    expect(screen.getByText('No ratings yet')).toBeInTheDocument()
    await user.click(screen.getByRole('tab', { name: 'Reviews' }))
    const reviews = screen.getByRole('tabpanel', { name: 'Reviews' })
    expect(await within(reviews).findByText('No reviews yet.')).toBeInTheDocument()
    expect(reviews).not.toHaveTextContent('Based on')
  })

  it('moves through the photos with thumbnails, arrow keys and swipes', async () => {
    const { user } = await renderLoaded()
    const gallery = screen.getByRole('group', { name: 'Handloom Cotton Saree: photos' })
    const main = () => within(gallery).getByRole('img')
    expect(main()).toHaveAccessibleName('Handloom Cotton Saree, image 1 of 3')
    expect(main()).toHaveAttribute('loading', 'eager')

    await user.click(screen.getByRole('button', { name: 'Show image 2 of 3' }))
    expect(main()).toHaveAccessibleName('Handloom Cotton Saree, image 2 of 3')
    expect(screen.getByRole('button', { name: 'Show image 2 of 3' })).toHaveAttribute('aria-current', 'true')

    await user.keyboard('{ArrowRight}')
    expect(main()).toHaveAccessibleName('Handloom Cotton Saree, image 3 of 3')
    expect(screen.getByRole('button', { name: 'Show image 3 of 3' })).toHaveFocus()
    await user.keyboard('{ArrowRight}')
    expect(main()).toHaveAccessibleName('Handloom Cotton Saree, image 1 of 3')

    // A swipe left of 50 px or more shows the next photo; a shorter one does nothing.
    fireEvent.touchStart(gallery, { changedTouches: [{ clientX: 200, clientY: 100 }] })
    fireEvent.touchEnd(gallery, { changedTouches: [{ clientX: 130, clientY: 105 }] })
    expect(main()).toHaveAccessibleName('Handloom Cotton Saree, image 2 of 3')
    fireEvent.touchStart(gallery, { changedTouches: [{ clientX: 200, clientY: 100 }] })
    fireEvent.touchEnd(gallery, { changedTouches: [{ clientX: 170, clientY: 100 }] })
    expect(main()).toHaveAccessibleName('Handloom Cotton Saree, image 2 of 3')
    fireEvent.touchStart(gallery, { changedTouches: [{ clientX: 100, clientY: 100 }] })
    fireEvent.touchEnd(gallery, { changedTouches: [{ clientX: 180, clientY: 100 }] })
    expect(main()).toHaveAccessibleName('Handloom Cotton Saree, image 1 of 3')
  })

  it('suggests 4 related products', async () => {
    await renderLoaded()
    const related = await screen.findByRole('region', { name: 'You might also like' })
    await waitFor(() => expect(within(related).getAllByRole('article')).toHaveLength(4))
    expect(within(related).getByRole('link', { name: 'Ikat Stole' })).toBeInTheDocument()
  })

  it('shows the 404 page for a product the shop does not show', async () => {
    mockProduct(null)
    renderPage()
    expect(await screen.findByText("Oops! The page you're looking for can't be found.")).toBeInTheDocument()
  })
})
