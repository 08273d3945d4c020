import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'react-router'
import { Clock, Mail, MapPin, Phone } from 'lucide-react'
import { SITE } from '@haat/shared/site'
import { useEffect } from 'react'
import { footerHydrated, SITE_FOOTER_ID } from './footer-hydration'

const COLUMNS = [
  {
    title: msg`Shop`,
    links: [
      { to: '/about', label: msg`About Us` },
      { to: '/login', label: msg`Login` },
      { to: '/register', label: msg`Register` },
      { to: '/contact', label: msg`Help Center` },
      { to: '/refund-policy', label: msg`Refund Policy` },
    ],
  },
  {
    title: msg`Sell on Haat`,
    links: [
      { to: '/vendor-register', label: msg`Become a Seller` },
      { to: '/vendor-login', label: msg`Seller Login` },
      { to: '/contact', label: msg`Seller Support` },
    ],
  },
  {
    title: msg`Policies`,
    links: [
      { to: '/privacy-policy', label: msg`Privacy Policy` },
      { to: '/terms-of-service', label: msg`Terms of Service` },
      { to: '/shipping-policy', label: msg`Shipping Policy` },
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
  const { t } = useLingui()
  const shopName = SITE.name
  useEffect(footerHydrated, [])
  return (
    <footer id={SITE_FOOTER_ID} className="mt-auto bg-stone-900 text-sm text-stone-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-5">
        <div className="space-y-3 lg:col-span-2">
          <p className="text-xl font-extrabold text-white">{SITE.name}</p>
          <p>
            <Trans>Everything India makes, in one marketplace.</Trans>
          </p>
          <address className="space-y-2 not-italic">
            <p className="flex gap-2">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-400" />
              <span>
                <span className="sr-only">
                  <Trans>Office address:</Trans>{' '}
                </span>
                {SITE.officeAddress}
              </span>
            </p>
            <p className="flex gap-2">
              <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-400" />
              <a href={telHref(SITE.phone)} className={linkClasses}>
                <span className="sr-only">
                  <Trans>Phone:</Trans>{' '}
                </span>
                {SITE.phone}
              </a>
            </p>
            <p className="flex gap-2">
              <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-400" />
              <a href={`mailto:${SITE.supportEmail}`} className={linkClasses}>
                <span className="sr-only">
                  <Trans>Support e-mail:</Trans>{' '}
                </span>
                {SITE.supportEmail}
              </a>
            </p>
            <p className="flex gap-2">
              <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-400" />
              <span>
                <span className="sr-only">
                  <Trans>Hours:</Trans>{' '}
                </span>
                <Trans>Mon-Fri 9AM-6PM</Trans>
              </span>
            </p>
          </address>
        </div>

        {COLUMNS.map((column) => (
          <nav key={column.title.id} aria-label={t(column.title)}>
            <h2 className="mb-3 font-semibold text-white">{t(column.title)}</h2>
            <ul className="space-y-2">
              {column.links.map((link) => (
                <li key={link.label.id}>
                  <Link to={link.to} className={linkClasses}>
                    {t(link.label)}
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
              <Trans>Grievance Officer</Trans>
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
            <Trans>
              © {YEAR} {shopName}. All rights reserved.
            </Trans>
          </p>
        </div>
      </div>
    </footer>
  )
}
