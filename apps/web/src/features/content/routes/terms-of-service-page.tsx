import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'react-router'
import { SITE } from '@haat/shared/site'
import { ContentPage, type ContentSection } from '../components/content-page'
import { GrievanceOfficerContact } from '../components/grievance-officer-contact'
import {
  DISPATCH_WINDOW,
  MINIMUM_AGE,
  PAYMENT_METHODS_TEXT,
  RETURN_REQUEST_WINDOW,
  SELLER_REVIEW_WINDOW,
} from '../lib/policy-facts'

const shopName = SITE.name
const minimumAge = MINIMUM_AGE

/** The page's sections, in the page's language. */
function useSections(): ContentSection[] {
  const { t } = useLingui()
  const paymentMethods = t(PAYMENT_METHODS_TEXT)
  const dispatchWindow = t(DISPATCH_WINDOW)
  const returnWindow = t(RETURN_REQUEST_WINDOW)
  const reviewWindow = t(SELLER_REVIEW_WINDOW)
  return [
    {
      id: 'about-these-terms',
      title: t`About these terms`,
      body: (
        <p>
          <Trans>
            These terms are an agreement between you and {shopName} for using our marketplace. By creating an account,
            placing an order or selling on {shopName} you accept them, together with our{' '}
            <Link to="/privacy-policy">Privacy Policy</Link>, <Link to="/shipping-policy">Shipping Policy</Link> and{' '}
            <Link to="/refund-policy">Refund Policy</Link>.
          </Trans>
        </p>
      ),
    },
    {
      id: 'eligibility',
      title: t`Who can use Haat`,
      body: (
        <p>
          <Trans>
            You must be at least {minimumAge} years old and able to enter into a binding contract under the Indian
            Contract Act, 1872 to use {shopName}. We deliver to addresses in India.
          </Trans>
        </p>
      ),
    },
    {
      id: 'your-account',
      title: t`Your account`,
      body: (
        <ul>
          <li>
            <Trans>Give accurate details and keep them up to date.</Trans>
          </li>
          <li>
            <Trans>Keep your password secret; you are responsible for what is done with your account.</Trans>
          </li>
          <li>
            <Trans>
              If you forget your password, reset it with the one-time code we e-mail you. Tell us at once if you think
              someone else is using your account.
            </Trans>
          </li>
        </ul>
      ),
    },
    {
      id: 'marketplace',
      title: t`Haat is a marketplace`,
      body: (
        <>
          <p>
            <Trans>
              Products on {shopName} are listed and sold by independent sellers. When you buy, the contract of sale is
              between you and the seller; {shopName} runs the platform, takes payments and helps when something goes
              wrong.
            </Trans>
          </p>
          <p>
            <Trans>
              As the Consumer Protection (E-Commerce) Rules, 2020 require, each product page shows the seller&apos;s
              name and address, the country of origin and the product&apos;s return policy. Our team checks every
              product before it appears in the shop.
            </Trans>
          </p>
        </>
      ),
    },
    {
      id: 'prices-and-payment',
      title: t`Prices and payment`,
      body: (
        <>
          <p>
            <Trans>
              Prices are in Indian rupees (₹) and include GST. Shipping is free unless the cart shows a delivery charge.
              The amount you pay is worked out when you place the order, from the prices shown at that moment.
            </Trans>
          </p>
          <p>
            <Trans>
              You can pay by {paymentMethods}. Online payments go through our payment gateway, Razorpay; an online order
              is confirmed once the payment is verified. If the payment window closes or fails, the order stays unpaid
              and you can retry the payment from the order&apos;s page. With cash on delivery you pay the courier when
              the order arrives.
            </Trans>
          </p>
        </>
      ),
    },
    {
      id: 'orders-and-delivery',
      title: t`Orders, dispatch and delivery`,
      body: (
        <>
          <p>
            <Trans>
              We e-mail you when your order is placed. Sellers dispatch orders within {dispatchWindow}, and you can
              follow each order, with the courier and tracking number once shipped, under{' '}
              <Link to="/profile?tab=orders">My Account</Link>. Details are in the{' '}
              <Link to="/shipping-policy">Shipping Policy</Link>.
            </Trans>
          </p>
          <p>
            <Trans>
              If a seller cannot fulfil an order, for example because the item is out of stock, the order is cancelled
              and anything you paid is refunded in full. To cancel an order before it is dispatched,{' '}
              <Link to="/contact">contact us</Link>.
            </Trans>
          </p>
        </>
      ),
    },
    {
      id: 'returns',
      title: t`Returns and refunds`,
      body: (
        <p>
          <Trans>
            Request a return within {returnWindow} of delivery, or within the return window shown on the product&apos;s
            page if it gives one. Items marked &ldquo;Not returnable&rdquo; cannot be returned unless they arrive
            damaged, defective or different from their description. See the{' '}
            <Link to="/refund-policy">Refund Policy</Link> for how returns and refunds work.
          </Trans>
        </p>
      ),
    },
    {
      id: 'reviews',
      title: t`Reviews`,
      body: (
        <p>
          <Trans>
            Signed-in customers can write one review per product and edit it later; reviews of products you bought carry
            a &ldquo;Verified purchase&rdquo; mark. Reviews must be honest and about the product. We remove reviews that
            are fake, paid for, abusive or unlawful. Ratings shown on {shopName} are real averages of real reviews.
          </Trans>
        </p>
      ),
    },
    {
      id: 'acceptable-use',
      title: t`What you must not do`,
      body: (
        <ul>
          <li>
            <Trans>Give false details, or use someone else&apos;s account or payment method.</Trans>
          </li>
          <li>
            <Trans>Place fraudulent orders, or misuse cash on delivery or returns.</Trans>
          </li>
          <li>
            <Trans>Post fake reviews, or content that is abusive, misleading or unlawful.</Trans>
          </li>
          <li>
            <Trans>Disrupt {shopName}, probe its security, or copy its content in bulk by automated means.</Trans>
          </li>
        </ul>
      ),
    },
    {
      // /seller-terms (docs/spec.md §2) leads here.
      id: 'seller-terms',
      title: t`Seller terms`,
      body: (
        <>
          <p>
            <Trans>If you sell on {shopName}, these terms apply to you in addition to everything above.</Trans>
          </p>
          <ul>
            <li>
              <Trans>
                <strong>Applying:</strong> <Link to="/vendor-register">apply</Link> with accurate business, contact and
                UPI details (and your GSTIN, if you have one). We review applications in {reviewWindow} and may approve
                or reject them; you can sell once approved.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>Listings:</strong> describe products truthfully, with real photos, the correct price, the
                country of origin and the return window. Our team approves each product before it appears. No fake
                discounts, false urgency or other misleading claims (the Guidelines for Prevention and Regulation of
                Dark Patterns, 2023).
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>Stock:</strong> keep availability and stock up to date, so shoppers never order what you cannot
                send.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>Fulfilment:</strong> dispatch orders within {dispatchWindow}, record the courier and tracking
                number when you ship, and mark orders delivered.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>Returns:</strong> honour the return window you set and our Refund Policy, and always take back
                items that are damaged, defective or not as described.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>Your details and your customers&apos;:</strong> your business name and address are shown on your
                product pages, as the law requires. Use customers&apos; details only to fulfil their orders.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>Payouts:</strong> payouts for your orders are made to the UPI ID on your seller account; keep it
                up to date.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>Suspension:</strong> we may hide listings or suspend a seller account that breaks these terms,
                and will tell you why.
              </Trans>
            </li>
          </ul>
          <p>
            <Trans>
              Questions about selling? Write to <Link to="/contact">Seller Support</Link>, or{' '}
              <Link to="/vendor-login">log in to the Seller Centre</Link>.
            </Trans>
          </p>
        </>
      ),
    },
    {
      id: 'liability',
      title: t`Our responsibility`,
      body: (
        <p>
          <Trans>
            We work to keep {shopName} available and accurate, but cannot promise it will always be free of
            interruptions or errors. As far as the law allows, we are not liable for indirect losses. Nothing in these
            terms limits your rights as a consumer under the Consumer Protection Act, 2019.
          </Trans>
        </p>
      ),
    },
    {
      id: 'complaints',
      title: t`Complaints and grievance officer`,
      body: (
        <>
          <p>
            <Trans>
              Most problems are solved fastest by our <Link to="/contact">Help Center</Link>. If you are not satisfied,
              or want to complain directly, contact our grievance officer:
            </Trans>
          </p>
          <GrievanceOfficerContact className="mt-3" />
        </>
      ),
    },
    {
      id: 'law',
      title: t`Governing law`,
      body: (
        <p>
          <Trans>
            These terms are governed by the laws of India. Disputes fall under the courts of Bengaluru, Karnataka,
            without affecting your right to approach a consumer commission.
          </Trans>
        </p>
      ),
    },
    {
      id: 'changes',
      title: t`Changes to these terms`,
      body: (
        <p>
          <Trans>
            When we change these terms we update the date at the top of this page. Changes apply to orders placed after
            that date.
          </Trans>
        </p>
      ),
    },
  ]
}

/** /terms-of-service (docs/spec.md §2), with the seller terms at #seller-terms. */
export function TermsOfServicePage() {
  const { t } = useLingui()
  const sections = useSections()
  return (
    <ContentPage
      title={t`Terms of Service`}
      description={t`The terms for shopping and selling on ${shopName}: eligibility (${minimumAge}+), payments, dispatch, returns, reviews, seller terms and complaints.`}
      intro={
        <p>
          <Trans>
            Welcome to {shopName}. Please read these terms before you shop or sell. If anything is unclear,{' '}
            <Link to="/contact">contact us</Link>.
          </Trans>
        </p>
      }
      sections={sections}
    />
  )
}
