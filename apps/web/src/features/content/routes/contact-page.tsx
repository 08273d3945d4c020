import type { ReactNode } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'react-router'
import { LifeBuoy, Scale, Store } from 'lucide-react'
import { SITE } from '@haat/shared/site'
import { PageTitle } from '../../../components/page-title'
import { buttonClasses } from '../../../components/ui/button'
import { MetaDescription } from '../../../components/ui/meta-description'
import { ContactForm } from '../components/contact-form'
import { GrievanceOfficerContact } from '../components/grievance-officer-contact'
import { SupportContactList } from '../components/support-contact-list'
import { useScrollToHash } from '../hooks/use-scroll-to-hash'
import { DISPATCH_WINDOW, PAYMENT_METHODS_TEXT, SELLER_REVIEW_WINDOW, SUPPORT_HOURS } from '../lib/policy-facts'

const linkClasses = 'font-medium text-brand-800 underline underline-offset-2 hover:text-brand-900'

function Card({ id, title, icon, children }: { id: string; title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className="scroll-mt-40 rounded-2xl border border-stone-200 bg-white p-5 sm:p-6"
    >
      <h2 id={`${id}-heading`} className="flex items-center gap-2 text-xl font-semibold text-stone-900">
        <span aria-hidden="true" className="text-brand-700">
          {icon}
        </span>
        {title}
      </h2>
      <div className="mt-3 space-y-4 text-sm leading-6 text-stone-700">{children}</div>
    </section>
  )
}

/** /contact (docs/spec.md §2): Help Center for shoppers, Seller Support, the contact form and the grievance officer. */
export function ContactPage() {
  useScrollToHash()
  const { t } = useLingui()
  const shopName = SITE.name
  const supportEmail = SITE.supportEmail
  const hours = t(SUPPORT_HOURS)
  const dispatchWindow = t(DISPATCH_WINDOW)
  const paymentMethods = t(PAYMENT_METHODS_TEXT)
  const reviewWindow = t(SELLER_REVIEW_WINDOW)

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
      <PageTitle title={t`Contact Us`} />
      <MetaDescription
        content={t`Contact ${shopName}: help with orders, returns and payments, support for sellers, and our grievance officer. ${hours}.`}
      />

      <div className="max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl">
          <Trans>Contact Us</Trans>
        </h1>
        <p className="mt-3 text-base text-stone-700">
          <Trans>
            Questions about an order, a return or selling on {shopName}? Call or e-mail us, or send a message with the
            form below.
          </Trans>
        </p>
      </div>

      <div className="mt-8 grid gap-6 lg:grid-cols-2">
        <Card id="help-center" title={t`Help Center`} icon={<LifeBuoy className="size-5" />}>
          <p>
            <Trans>For shoppers: we can help with</Trans>
          </p>
          <ul className="list-disc space-y-1.5 pl-5">
            <li>
              <Trans>
                <strong className="text-stone-900">Orders:</strong> sellers dispatch within {dispatchWindow}; follow
                yours under{' '}
                <Link to="/profile?tab=orders" className={linkClasses}>
                  My Account, Orders
                </Link>
                .
              </Trans>
            </li>
            <li>
              <Trans>
                <strong className="text-stone-900">Returns and refunds:</strong> see the{' '}
                <Link to="/refund-policy" className={linkClasses}>
                  Refund Policy
                </Link>{' '}
                and the{' '}
                <Link to="/shipping-policy" className={linkClasses}>
                  Shipping Policy
                </Link>
                .
              </Trans>
            </li>
            <li>
              <Trans>
                <strong className="text-stone-900">Payments:</strong> pay by {paymentMethods}.
              </Trans>
            </li>
          </ul>
          <SupportContactList />
        </Card>

        <Card id="seller-support" title={t`Seller Support`} icon={<Store className="size-5" />}>
          <p>
            <Trans>
              Sell on {shopName} and reach shoppers across India. Apply with your business, contact and UPI details; our
              team reviews applications in {reviewWindow}.
            </Trans>
          </p>
          <p>
            <Trans>
              Already selling? Log in to the Seller Centre to manage products and orders. For help with your
              application, listings or orders, write to us with your business name using the form below or at{' '}
              <a href={`mailto:${supportEmail}`} className={linkClasses}>
                {supportEmail}
              </a>
              .
            </Trans>
          </p>
          <div className="flex flex-wrap gap-3">
            <Link to="/vendor-register" className={buttonClasses()}>
              <Trans>Become a Seller</Trans>
            </Link>
            <Link to="/vendor-login" className={buttonClasses({ variant: 'secondary' })}>
              <Trans>Seller Login</Trans>
            </Link>
          </div>
        </Card>
      </div>

      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <section
          aria-labelledby="contact-form-heading"
          className="rounded-2xl border border-stone-200 bg-white p-5 sm:p-6"
        >
          <h2 id="contact-form-heading" className="text-xl font-semibold text-stone-900">
            <Trans>Write to us</Trans>
          </h2>
          <p className="mt-1 mb-5 text-sm text-stone-600">
            <Trans>All fields are required.</Trans>
          </p>
          <ContactForm headingId="contact-form-heading" />
        </section>

        <section
          id="grievance-redressal"
          aria-labelledby="grievance-redressal-heading"
          className="scroll-mt-40 self-start rounded-2xl border border-stone-200 bg-stone-50 p-5 sm:p-6"
        >
          <h2 id="grievance-redressal-heading" className="flex items-center gap-2 text-xl font-semibold text-stone-900">
            <Scale aria-hidden="true" className="size-5 text-brand-700" />
            <Trans>Grievance Officer</Trans>
          </h2>
          <p className="mt-3 mb-4 text-sm leading-6 text-stone-700">
            <Trans>
              Not happy with how a complaint was handled? Under the Consumer Protection (E-Commerce) Rules, 2020 and the
              Digital Personal Data Protection Act, 2023 you can write to our grievance officer.
            </Trans>
          </p>
          <GrievanceOfficerContact />
        </section>
      </div>
    </div>
  )
}
