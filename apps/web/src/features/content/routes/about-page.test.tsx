import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { mockApi, renderRoutes } from '../../../test/render'
import { AboutPage } from './about-page'

describe('AboutPage', () => {
  it('explains Haat, how selling and buying work, and how to pay', () => {
    mockApi({})
    renderRoutes([{ path: '/about', element: <AboutPage /> }], { initialEntries: ['/about'] })
    const text = (document.body.textContent ?? '').replace(/\s+/g, ' ')

    expect(screen.getByRole('heading', { level: 1, name: 'About Haat' })).toBeInTheDocument()
    expect(text).toMatch(/multi-vendor marketplace connecting independent Indian sellers/)
    expect(screen.getByRole('heading', { level: 2, name: 'How selling works' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 2, name: 'How buying works' })).toBeInTheDocument()
    for (const step of ['Apply', 'Get approved', 'List your products', 'Fulfil orders']) {
      expect(screen.getByRole('heading', { level: 3, name: step })).toBeInTheDocument()
    }
    expect(text).toMatch(/usually in 3 working days/)
    expect(text).toMatch(/Pay by card, UPI, net banking or cash on delivery \(COD\)/)
    expect(screen.getByRole('link', { name: 'Become a Seller' })).toHaveAttribute('href', '/vendor-register')
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact')
    expect(screen.getByRole('link', { name: 'Browse products' })).toHaveAttribute('href', '/products')
  })
})
