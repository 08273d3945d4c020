import type { ComponentType } from 'react'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { SITE } from '@haat/shared/site'
import { mockApi, renderRoutes } from '../../../test/render'
import { PrivacyPolicyPage } from './privacy-policy-page'
import { RefundPolicyPage } from './refund-policy-page'
import { ShippingPolicyPage } from './shipping-policy-page'
import { TermsOfServicePage } from './terms-of-service-page'

function renderPage(Page: ComponentType, path: string) {
  mockApi({})
  return renderRoutes([{ path, element: <Page /> }], { initialEntries: [path] })
}

/** The page's text with whitespace collapsed, so facts can be matched across inline elements. */
const pageText = () => (document.body.textContent ?? '').replace(/\s+/g, ' ')

const PAGES: Array<[name: string, Page: ComponentType, path: string, description: RegExp]> = [
  ['Privacy Policy', PrivacyPolicyPage, '/privacy-policy', /Digital Personal Data Protection Act, 2023/],
  ['Terms of Service', TermsOfServicePage, '/terms-of-service', /shopping and selling/],
  ['Shipping Policy', ShippingPolicyPage, '/shipping-policy', /dispatch within 1-2 business days/],
  ['Refund Policy', RefundPolicyPage, '/refund-policy', /within 1-2 days of delivery/],
]

describe.each(PAGES)('%s', (title, Page, path, description) => {
  it('has its title, meta description, "Last updated" date and a table of contents', async () => {
    renderPage(Page, path)

    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument()
    expect(screen.getByText(/Last updated/)).toHaveTextContent('Last updated: 22 November 2026')
    expect(screen.getByText('22 November 2026')).toHaveAttribute('datetime', '2026-11-22')
    await waitFor(() => expect(document.title).toBe(`${title} | Haat`))
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(description)

    const contents = screen.getByRole('navigation', { name: 'On this page' })
    const links = within(contents).getAllByRole('link')
    expect(links.length).toBeGreaterThanOrEqual(4)
    for (const link of links) {
      const id = link.getAttribute('href')!.slice(1)
      expect(document.getElementById(id)).toHaveAccessibleName(link.textContent!)
    }
  })
})

describe('PrivacyPolicyPage', () => {
  it('says what is collected and why, the DPDP Act rights, cookies and the age limit', () => {
    renderPage(PrivacyPolicyPage, '/privacy-policy')
    const text = pageText()

    for (const heading of ['What we collect', 'Why we use it', 'Your rights under the DPDP Act, 2023', 'Cookies']) {
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument()
    }
    expect(text).toMatch(/Account: your name, e-mail address, mobile number and password/)
    expect(text).toMatch(/Addresses:/)
    expect(text).toMatch(/Orders:/)
    expect(text).toMatch(/Erasure on request/)
    expect(text).toMatch(/Correction/)
    expect(text).toMatch(/withdraw your consent/)
    expect(text).toMatch(/Grievance redressal/)
    expect(text).toMatch(/We use cookies only for sign-in sessions/)
    expect(text).toMatch(/at least 18 years old/)
  })

  it('names the grievance officer with their contact and deadlines', () => {
    renderPage(PrivacyPolicyPage, '/privacy-policy')
    expectGrievanceOfficer()
  })
})

describe('TermsOfServicePage', () => {
  it('states the age limit, payment methods, dispatch and return windows', () => {
    renderPage(TermsOfServicePage, '/terms-of-service')
    const text = pageText()

    expect(text).toMatch(/at least 18 years old/)
    expect(text).toMatch(/pay by card, UPI, net banking or cash on delivery/)
    expect(text).toMatch(/dispatch orders within 1-2 business days/)
    expect(text).toMatch(/return within 1-2 days of delivery/)
    expect(text).toMatch(/Not returnable/)
    expect(text).toMatch(/seller's name and address, the country of origin/)
    expectGrievanceOfficer()
  })

  it('has a Seller terms section at #seller-terms', () => {
    renderPage(TermsOfServicePage, '/terms-of-service')
    const section = document.getElementById('seller-terms')!
    expect(section).toHaveAccessibleName('Seller terms')
    expect(section).toHaveTextContent('We review applications in 3 working days')
    expect(within(section).getByRole('link', { name: 'apply' })).toHaveAttribute('href', '/vendor-register')
  })
})

describe('ShippingPolicyPage', () => {
  it('states dispatch in 1-2 business days, free shipping, payment methods and tracking', () => {
    renderPage(ShippingPolicyPage, '/shipping-policy')
    const text = pageText()

    expect(text).toMatch(/Sellers dispatch orders within 1-2 business days/)
    expect(text).toMatch(/Shipping is free/)
    expect(text).toMatch(/card, UPI, net banking or cash on delivery/)
    expect(text).toMatch(/courier and the tracking number/)
    expect(text).toMatch(/within 1-2 days of delivery/)
  })
})

describe('RefundPolicyPage', () => {
  it("states returns within 1-2 days of delivery, the product's own window and Not returnable items", () => {
    renderPage(RefundPolicyPage, '/refund-policy')
    const text = pageText()

    expect(text).toMatch(/Request a return within 1-2 days of delivery/)
    expect(text).toMatch(/own return window, shown on the product's page/)
    expect(text).toMatch(/marked “Not returnable” cannot be returned, except when they arrive damaged/)
    expect(text).toMatch(/card, UPI, net banking or cash on delivery/)
    expect(text).toMatch(/Cash on delivery: we refund to the bank account or UPI ID/)
    expectGrievanceOfficer()
  })
})

function expectGrievanceOfficer() {
  const { grievanceOfficer } = SITE
  const officer = screen.getByText(grievanceOfficer.name).closest('address')!
  expect(officer).toHaveTextContent('Grievance Officer, Haat')
  expect(within(officer).getByRole('link', { name: grievanceOfficer.email })).toHaveAttribute(
    'href',
    `mailto:${grievanceOfficer.email}`,
  )
  expect(within(officer).getByRole('link', { name: grievanceOfficer.phone })).toHaveAttribute(
    'href',
    'tel:+918045678901',
  )
  expect(pageText()).toMatch(/acknowledge every complaint within 48 hours and resolve it within one month/)
}
