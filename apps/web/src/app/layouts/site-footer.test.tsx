import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { SITE } from '@haat/shared/site'
import { renderRoutes } from '../../test/render'
import { SiteFooter } from './site-footer'

describe('SiteFooter', () => {
  it('links every page docs/spec.md §2 names, with Help Center and Seller Support both to /contact', () => {
    renderRoutes([{ path: '*', element: <SiteFooter /> }])
    const footer = screen.getByRole('contentinfo')
    const href = (name: string) => within(footer).getByRole('link', { name }).getAttribute('href')

    expect(href('About Us')).toBe('/about')
    expect(href('Login')).toBe('/login')
    expect(href('Register')).toBe('/register')
    expect(href('Help Center')).toBe('/contact')
    expect(href('Seller Support')).toBe('/contact')
    expect(href('Refund Policy')).toBe('/refund-policy')
    expect(href('Become a Seller')).toBe('/vendor-register')
    expect(href('Seller Login')).toBe('/vendor-login')
    expect(href('Privacy Policy')).toBe('/privacy-policy')
    expect(href('Terms of Service')).toBe('/terms-of-service')
    expect(href('Shipping Policy')).toBe('/shipping-policy')
  })

  it('shows the office address, phone, support e-mail, hours and the grievance officer', () => {
    renderRoutes([{ path: '*', element: <SiteFooter /> }])
    const footer = screen.getByRole('contentinfo')

    expect(footer).toHaveTextContent(SITE.officeAddress)
    expect(footer).toHaveTextContent('Mon-Fri 9AM-6PM')
    expect(within(footer).getByRole('link', { name: /^Phone:/ })).toHaveAttribute('href', 'tel:+918045678900')
    expect(footer).toHaveTextContent(SITE.phone)
    expect(footer).toHaveTextContent(SITE.supportEmail)
    expect(within(footer).getByRole('link', { name: /^Support e-mail:/ })).toHaveAttribute(
      'href',
      `mailto:${SITE.supportEmail}`,
    )
    const grievance = within(footer).getByRole('region', { name: 'Grievance Officer' })
    expect(grievance).toHaveTextContent(SITE.grievanceOfficer.name)
    expect(within(grievance).getByRole('link', { name: SITE.grievanceOfficer.email })).toHaveAttribute(
      'href',
      `mailto:${SITE.grievanceOfficer.email}`,
    )
  })
})
