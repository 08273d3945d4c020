import { Link } from 'react-router'
import { Clock, Mail, MapPin, Phone } from 'lucide-react'
import { SITE } from '@haat/shared/site'

const COLUMNS = [
  {
    title: 'Shop',
    links: [
      { to: '/about', label: 'About Us' },
      { to: '/login', label: 'Login' },
      { to: '/register', label: 'Register' },
      { to: '/contact', label: 'Help Center' },
      { to: '/refund-policy', label: 'Refund Policy' },
    ],
  },
  {
    title: 'Sell on Haat',
    links: [
      { to: '/vendor-register', label: 'Become a Seller' },
      { to: '/vendor-login', label: 'Seller Login' },
      { to: '/contact', label: 'Seller Support' },
    ],
  },
  {
    title: 'Policies',
    links: [
      { to: '/privacy-policy', label: 'Privacy Policy' },
      { to: '/terms-of-service', label: 'Terms of Service' },
      { to: '/shipping-policy', label: 'Shipping Policy' },
    ],
  },
] as const

// Read once per page load; a footer need not tick over at midnight on New Year's Eve.
const YEAR = new Date().getFullYear()
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`
const linkClasses = 'rounded text-stone-300 hover:text-white hover:underline underline-offset-4'

/** The storefront footer (docs/spec.md §2), with the grievance officer required by the E-Commerce Rules 2020. */
export function SiteFooter() {
  const { grievanceOfficer } = SITE
  return (
    <footer className="mt-auto bg-stone-900 text-sm text-stone-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-5">
        <div className="space-y-3 lg:col-span-2">
          <p className="text-xl font-extrabold text-white">{SITE.name}</p>
          <p>{SITE.tagline}.</p>
          <address className="space-y-2 not-italic">
            <p className="flex gap-2">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-400" />
              <span>
                <span className="sr-only">Office address: </span>
                {SITE.officeAddress}
              </span>
            </p>
            <p className="flex gap-2">
              <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-400" />
              <a href={telHref(SITE.phone)} className={linkClasses}>
                <span className="sr-only">Phone: </span>
                {SITE.phone}
              </a>
            </p>
            <p className="flex gap-2">
              <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-400" />
              <a href={`mailto:${SITE.supportEmail}`} className={linkClasses}>
                <span className="sr-only">Support e-mail: </span>
                {SITE.supportEmail}
              </a>
            </p>
            <p className="flex gap-2">
              <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-400" />
              <span>
                <span className="sr-only">Hours: </span>
                {SITE.hours}
              </span>
            </p>
          </address>
        </div>

        {COLUMNS.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="mb-3 font-semibold text-white">{column.title}</h2>
            <ul className="space-y-2">
              {column.links.map((link) => (
                <li key={link.label}>
                  <Link to={link.to} className={linkClasses}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>

      <div className="border-t border-stone-800">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 sm:flex-row sm:items-start sm:justify-between">
          <section aria-labelledby="grievance-officer" className="space-y-1">
            <h2 id="grievance-officer" className="font-semibold text-white">
              Grievance Officer
            </h2>
            <p>
              {grievanceOfficer.name} ·{' '}
              <a href={`mailto:${grievanceOfficer.email}`} className={linkClasses}>
                {grievanceOfficer.email}
              </a>{' '}
              ·{' '}
              <a href={telHref(grievanceOfficer.phone)} className={linkClasses}>
                {grievanceOfficer.phone}
              </a>
            </p>
          </section>
          <p className="text-stone-400">
            © {YEAR} {SITE.name}. All rights reserved.
          </p>
        </div>
      </div>
    </footer>
  )
}
