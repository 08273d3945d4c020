import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { ProductSummary } from '@haat/shared/catalog/product'
import { renderRoutes } from '../../../test/render'
import { makeProduct } from '../test/catalog-fixtures'
import { ProductCard } from './product-card'

const SIZES = '(min-width: 1024px) 25vw, 50vw'

function renderCard(product: ProductSummary, priority = false) {
  renderRoutes([{ path: '/', element: <ProductCard product={product} sizes={SIZES} priority={priority} /> }])
  return screen.getByRole('article')
}

describe('ProductCard', () => {
  it('shows the price, the MRP struck through, the % off and the Sale badge', () => {
    const card = renderCard(
      makeProduct({ name: 'Silk Saree', unitPricePaise: 149_950, mrpPaise: 199_900, percentOff: 25 }),
    )
    expect(card).toHaveTextContent('₹1,499.50')
    const mrp = within(card).getByText('₹1,999')
    expect(mrp.tagName).toBe('S')
    expect(card).toHaveTextContent('25% off')
    expect(within(card).getByText('Sale')).toBeInTheDocument()
    expect(within(card).queryByText('New')).not.toBeInTheDocument()
  })

  it('shows neither MRP, % off nor Sale when the price is not below the MRP', () => {
    const card = renderCard(makeProduct({ unitPricePaise: 50_000, mrpPaise: 50_000, percentOff: 0, isNew: true }))
    expect(card).toHaveTextContent('₹500')
    expect(card.querySelector('s')).toBeNull()
    expect(card).not.toHaveTextContent('% off')
    expect(within(card).queryByText('Sale')).not.toBeInTheDocument()
    expect(within(card).getByText('New')).toBeInTheDocument()
  })

  it('shows a price range, without the MRP, when the variants differ in price', () => {
    const card = renderCard(
      makeProduct({
        pricePaise: 49_900,
        priceMaxPaise: 69_900,
        unitPricePaise: 49_900,
        mrpPaise: 99_900,
        percentOff: 50,
      }),
    )
    expect(card).toHaveTextContent('₹499–₹699')
    expect(within(card).getByText('Price from ₹499 to ₹699')).toHaveClass('sr-only')
    expect(card.querySelector('s')).toBeNull()
    expect(card).not.toHaveTextContent('50% off')
  })

  it("takes the product's discount off both ends of the range", () => {
    const card = renderCard(
      makeProduct({ pricePaise: 50_000, priceMaxPaise: 70_000, discountPercent: 10, unitPricePaise: 45_000 }),
    )
    expect(card).toHaveTextContent('₹450–₹630')
  })

  it('shows one price when every variant costs the same', () => {
    const card = renderCard(makeProduct({ pricePaise: 49_900, priceMaxPaise: 49_900, unitPricePaise: 49_900 }))
    expect(card).toHaveTextContent('₹499')
    expect(card).not.toHaveTextContent('–')
  })

  it('shows a dot per colour, four at most and "+N", and names them all to a screen reader', () => {
    const card = renderCard(
      makeProduct({ activeColors: ['Blue', 'Red', 'Rani Pink Ombre', 'Black', 'White', 'Green'] }),
    )
    const dots = [...card.querySelectorAll<HTMLElement>('[data-colour]')]
    expect(dots.map((dot) => dot.dataset.colour)).toEqual(['Blue', 'Red', 'Rani Pink Ombre', 'Black'])
    expect(dots[0]).toHaveStyle({ background: '#2563eb' })
    expect(dots[0]).toHaveAttribute('title', 'Blue')
    // A colour without a swatch keeps its plain grey dot.
    expect(dots[2]!.style.background).toBe('')
    expect(within(card).getByText('+2')).toHaveAttribute('aria-hidden', 'true')
    expect(within(card).getByText('Colours: Blue, Red, Rani Pink Ombre, Black, White, Green')).toHaveClass('sr-only')
  })

  it('shows no dots for a product without colours', () => {
    const card = renderCard(makeProduct({ activeColors: [] }))
    expect(card.querySelector('[data-colour]')).toBeNull()
    expect(card).not.toHaveTextContent('Colours')
  })

  it('says "No ratings yet" rather than inventing a rating', () => {
    const card = renderCard(makeProduct({ rating: { average: null, count: 0 } }))
    expect(within(card).getByText('No ratings yet')).toBeInTheDocument()
    expect(within(card).queryByRole('img', { name: /Rated/ })).not.toBeInTheDocument()
  })

  it('shows the real average as stars with the count', () => {
    const card = renderCard(makeProduct({ rating: { average: 4.3, count: 12 } }))
    expect(within(card).getByRole('img', { name: 'Rated 4.3 out of 5' })).toBeInTheDocument()
    expect(card).toHaveTextContent('(12)')
    expect(card).toHaveTextContent('12 ratings')
  })

  it('marks a product that is out of stock', () => {
    const card = renderCard(makeProduct({ inStock: false }))
    expect(within(card).getByText('Out of stock')).toBeInTheDocument()
  })

  it('links the name to the product page and serves the WebP widths lazily', () => {
    const card = renderCard(makeProduct({ name: 'Brass Diya', slug: 'brass-diya' }))
    expect(within(card).getByRole('link', { name: 'Brass Diya' })).toHaveAttribute('href', '/product/brass-diya')
    const image = within(card).getByRole('img', { name: 'Brass Diya' })
    expect(image).toHaveAttribute(
      'srcset',
      '/media/brass-diya-320.webp 320w, /media/brass-diya-640.webp 640w, /media/brass-diya-1200.webp 1200w',
    )
    expect(image).toHaveAttribute('sizes', SIZES)
    expect(image).toHaveAttribute('width', '1200')
    expect(image).toHaveAttribute('height', '1200')
    expect(image).toHaveAttribute('loading', 'lazy')
    expect(within(card).queryByText('Out of stock')).not.toBeInTheDocument()
  })

  it('loads the image at once in the first row', () => {
    const card = renderCard(makeProduct({ name: 'Brass Diya' }), true)
    expect(within(card).getByRole('img', { name: 'Brass Diya' })).toHaveAttribute('loading', 'eager')
  })

  it('names a product without a photo', () => {
    const card = renderCard(makeProduct({ name: 'Clay Pot', image: null }))
    expect(within(card).getByRole('img', { name: 'Clay Pot: no photo yet' })).toBeInTheDocument()
  })
})
