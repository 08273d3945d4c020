import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { Offer } from '@haat/shared/coupons/coupon'
import { mockApi, renderRoutes } from '../../../test/render'
import { AvailableOffers, OffersStrip } from './offers'

const offer = (over: Partial<Offer>): Offer => ({
  code: 'WELCOME10',
  description: 'Welcome to Haat',
  percentOff: 10,
  maxDiscountPaise: 50_000,
  flatOffPaise: null,
  minOrderPaise: 99_900,
  endsAt: '2026-12-31T18:30:00.000Z',
  firstOrderOnly: true,
  scope: 'all',
  categorySlug: null,
  vendorIds: [],
  ...over,
})

const OFFERS = [
  offer({}),
  offer({
    code: 'BOOKS100',
    description: 'Books',
    percentOff: null,
    maxDiscountPaise: null,
    flatOffPaise: 10_000,
    minOrderPaise: 0,
    endsAt: null,
    firstOrderOnly: false,
    scope: 'category',
    categorySlug: 'books',
  }),
  offer({
    code: 'RAO5',
    description: 'Rao Handlooms',
    percentOff: 5,
    maxDiscountPaise: null,
    minOrderPaise: 0,
    endsAt: null,
    firstOrderOnly: false,
    scope: 'sellers',
    vendorIds: ['v-rao'],
  }),
]

describe('OffersStrip', () => {
  it('lists every offer with its code and terms, and no countdown', async () => {
    mockApi({ '/api/offers': { data: OFFERS } })
    renderRoutes([{ path: '/', element: <OffersStrip /> }])
    const strip = await screen.findByRole('region', { name: 'Offers' })
    expect(strip).toHaveTextContent('WELCOME10')
    expect(strip).toHaveTextContent('10% off, up to ₹500 · on ₹999 or more · first order only · until 31 Dec 2026')
    expect(strip).toHaveTextContent('₹100 off')
    expect(strip).toHaveTextContent('Enter the code at checkout.')
  })

  it('shows nothing when there is no offer', async () => {
    const fetchMock = mockApi({ '/api/offers': { data: [] } })
    renderRoutes([{ path: '/', element: <OffersStrip /> }])
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled())
    expect(screen.queryByRole('region', { name: 'Offers' })).not.toBeInTheDocument()
  })
})

describe('AvailableOffers', () => {
  it('lists only the offers that cover the product: all, its category, its seller', async () => {
    mockApi({ '/api/offers': { data: OFFERS } })
    renderRoutes([
      { path: '/', element: <AvailableOffers product={{ category: { slug: 'books' }, vendor: { id: 'v-other' } }} /> },
    ])
    const box = await screen.findByRole('region', { name: 'Available offers' })
    expect(box).toHaveTextContent('WELCOME10')
    expect(box).toHaveTextContent('BOOKS100')
    expect(box).not.toHaveTextContent('RAO5')
  })
})
