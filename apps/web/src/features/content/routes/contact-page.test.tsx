import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { SITE } from '@haat/shared/site'
import { mockApi, renderRoutes } from '../../../test/render'
import { ContactPage } from './contact-page'

function renderContact() {
  mockApi({})
  return renderRoutes([{ path: '/contact', element: <ContactPage /> }], { initialEntries: ['/contact'] })
}

describe('ContactPage', () => {
  it('has a Help Center for shoppers with the phone, e-mail, hours and office address', () => {
    renderContact()

    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument()
    const help = screen.getByRole('region', { name: 'Help Center' })
    for (const topic of ['Orders:', 'Returns and refunds:', 'Payments:']) expect(help).toHaveTextContent(topic)
    expect(help).toHaveTextContent('card, UPI, net banking or cash on delivery')
    expect(within(help).getByRole('link', { name: SITE.phone })).toHaveAttribute('href', 'tel:+918045678900')
    expect(within(help).getByRole('link', { name: SITE.supportEmail })).toHaveAttribute(
      'href',
      `mailto:${SITE.supportEmail}`,
    )
    expect(help).toHaveTextContent('Mon-Fri 9AM-6PM')
    expect(help).toHaveTextContent(SITE.officeAddress)
    expect(within(help).getByRole('link', { name: 'Refund Policy' })).toHaveAttribute('href', '/refund-policy')
  })

  it('has Seller Support with links to apply and to log in', () => {
    renderContact()

    const sellers = screen.getByRole('region', { name: 'Seller Support' })
    expect(sellers).toHaveTextContent('3 working days')
    expect(within(sellers).getByRole('link', { name: 'Become a Seller' })).toHaveAttribute('href', '/vendor-register')
    expect(within(sellers).getByRole('link', { name: 'Seller Login' })).toHaveAttribute('href', '/vendor-login')
  })

  it('has the contact form and the grievance officer', () => {
    renderContact()

    const form = screen.getByRole('form', { name: 'Write to us' })
    for (const label of ['Name', 'E-mail', 'Subject', 'Message'])
      expect(within(form).getByLabelText(label)).toBeInTheDocument()

    const grievance = screen.getByRole('region', { name: 'Grievance Officer' })
    expect(grievance).toHaveTextContent(SITE.grievanceOfficer.name)
    expect(within(grievance).getByRole('link', { name: SITE.grievanceOfficer.email })).toHaveAttribute(
      'href',
      `mailto:${SITE.grievanceOfficer.email}`,
    )
    expect(grievance).toHaveTextContent('within 48 hours')
    expect(grievance).toHaveTextContent('within one month')
  })
})
