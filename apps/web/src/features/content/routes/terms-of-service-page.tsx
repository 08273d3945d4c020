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

const SECTIONS: ContentSection[] = [
  {
    id: 'about-these-terms',
    title: 'About these terms',
    body: (
      <p>
        These terms are an agreement between you and {SITE.name} for using our marketplace. By creating an account,
        placing an order or selling on {SITE.name} you accept them, together with our{' '}
        <Link to="/privacy-policy">Privacy Policy</Link>, <Link to="/shipping-policy">Shipping Policy</Link> and{' '}
        <Link to="/refund-policy">Refund Policy</Link>.
      </p>
    ),
  },
  {
    id: 'eligibility',
    title: 'Who can use Haat',
    body: (
      <p>
        You must be at least {MINIMUM_AGE} years old and able to enter into a binding contract under the Indian Contract
        Act, 1872 to use {SITE.name}. We deliver to addresses in India.
      </p>
    ),
  },
  {
    id: 'your-account',
    title: 'Your account',
    body: (
      <ul>
        <li>Give accurate details and keep them up to date.</li>
        <li>Keep your password secret; you are responsible for what is done with your account.</li>
        <li>
          If you forget your password, reset it with the one-time code we e-mail you. Tell us at once if you think
          someone else is using your account.
        </li>
      </ul>
    ),
  },
  {
    id: 'marketplace',
    title: 'Haat is a marketplace',
    body: (
      <>
        <p>
          Products on {SITE.name} are listed and sold by independent sellers. When you buy, the contract of sale is
          between you and the seller; {SITE.name} runs the platform, takes payments and helps when something goes wrong.
        </p>
        <p>
          As the Consumer Protection (E-Commerce) Rules, 2020 require, each product page shows the seller&apos;s name
          and address, the country of origin and the product&apos;s return policy. Our team checks every product before
          it appears in the shop.
        </p>
      </>
    ),
  },
  {
    id: 'prices-and-payment',
    title: 'Prices and payment',
    body: (
      <>
        <p>
          Prices are in Indian rupees (₹) and include GST. Shipping is free. The amount you pay is worked out when you
          place the order, from the prices shown at that moment.
        </p>
        <p>
          You can pay by {PAYMENT_METHODS_TEXT}. Online payments go through our payment gateway, Razorpay; an online
          order is confirmed once the payment is verified. If the payment window closes or fails, the order stays unpaid
          and you can retry the payment from the order&apos;s page. With cash on delivery you pay the courier when the
          order arrives.
        </p>
      </>
    ),
  },
  {
    id: 'orders-and-delivery',
    title: 'Orders, dispatch and delivery',
    body: (
      <>
        <p>
          We e-mail you when your order is placed. Sellers dispatch orders within {DISPATCH_WINDOW}, and you can follow
          each order, with the courier and tracking number once shipped, under{' '}
          <Link to="/profile?tab=orders">My Account</Link>. Details are in the{' '}
          <Link to="/shipping-policy">Shipping Policy</Link>.
        </p>
        <p>
          If a seller cannot fulfil an order, for example because the item is out of stock, the order is cancelled and
          anything you paid is refunded in full. To cancel an order before it is dispatched,{' '}
          <Link to="/contact">contact us</Link>.
        </p>
      </>
    ),
  },
  {
    id: 'returns',
    title: 'Returns and refunds',
    body: (
      <p>
        Request a return within {RETURN_REQUEST_WINDOW} of delivery, or within the return window shown on the
        product&apos;s page if it gives one. Items marked &ldquo;Not returnable&rdquo; cannot be returned unless they
        arrive damaged, defective or different from their description. See the{' '}
        <Link to="/refund-policy">Refund Policy</Link> for how returns and refunds work.
      </p>
    ),
  },
  {
    id: 'reviews',
    title: 'Reviews',
    body: (
      <p>
        Signed-in customers can write one review per product and edit it later; reviews of products you bought carry a
        &ldquo;Verified purchase&rdquo; mark. Reviews must be honest and about the product. We remove reviews that are
        fake, paid for, abusive or unlawful. Ratings shown on {SITE.name} are real averages of real reviews.
      </p>
    ),
  },
  {
    id: 'acceptable-use',
    title: 'What you must not do',
    body: (
      <ul>
        <li>Give false details, or use someone else&apos;s account or payment method.</li>
        <li>Place fraudulent orders, or misuse cash on delivery or returns.</li>
        <li>Post fake reviews, or content that is abusive, misleading or unlawful.</li>
        <li>Disrupt {SITE.name}, probe its security, or copy its content in bulk by automated means.</li>
      </ul>
    ),
  },
  {
    // /seller-terms (docs/spec.md §2) leads here.
    id: 'seller-terms',
    title: 'Seller terms',
    body: (
      <>
        <p>If you sell on {SITE.name}, these terms apply to you in addition to everything above.</p>
        <ul>
          <li>
            <strong>Applying:</strong> <Link to="/vendor-register">apply</Link> with accurate business, contact and UPI
            details (and your GSTIN, if you have one). We review applications in {SELLER_REVIEW_WINDOW} and may approve
            or reject them; you can sell once approved.
          </li>
          <li>
            <strong>Listings:</strong> describe products truthfully, with real photos, the correct price, the country of
            origin and the return window. Our team approves each product before it appears. No fake discounts, false
            urgency or other misleading claims (the Guidelines for Prevention and Regulation of Dark Patterns, 2023).
          </li>
          <li>
            <strong>Stock:</strong> keep availability and stock up to date, so shoppers never order what you cannot
            send.
          </li>
          <li>
            <strong>Fulfilment:</strong> dispatch orders within {DISPATCH_WINDOW}, record the courier and tracking
            number when you ship, and mark orders delivered.
          </li>
          <li>
            <strong>Returns:</strong> honour the return window you set and our Refund Policy, and always take back items
            that are damaged, defective or not as described.
          </li>
          <li>
            <strong>Your details and your customers&apos;:</strong> your business name and address are shown on your
            product pages, as the law requires. Use customers&apos; details only to fulfil their orders.
          </li>
          <li>
            <strong>Payouts:</strong> payouts for your orders are made to the UPI ID on your seller account; keep it up
            to date.
          </li>
          <li>
            <strong>Suspension:</strong> we may hide listings or suspend a seller account that breaks these terms, and
            will tell you why.
          </li>
        </ul>
        <p>
          Questions about selling? Write to <Link to="/contact">Seller Support</Link>, or{' '}
          <Link to="/vendor-login">log in to the Seller Centre</Link>.
        </p>
      </>
    ),
  },
  {
    id: 'liability',
    title: 'Our responsibility',
    body: (
      <p>
        We work to keep {SITE.name} available and accurate, but cannot promise it will always be free of interruptions
        or errors. As far as the law allows, we are not liable for indirect losses. Nothing in these terms limits your
        rights as a consumer under the Consumer Protection Act, 2019.
      </p>
    ),
  },
  {
    id: 'complaints',
    title: 'Complaints and grievance officer',
    body: (
      <>
        <p>
          Most problems are solved fastest by our <Link to="/contact">Help Center</Link>. If you are not satisfied, or
          want to complain directly, contact our grievance officer:
        </p>
        <GrievanceOfficerContact className="mt-3" />
      </>
    ),
  },
  {
    id: 'law',
    title: 'Governing law',
    body: (
      <p>
        These terms are governed by the laws of India. Disputes fall under the courts of Bengaluru, Karnataka, without
        affecting your right to approach a consumer commission.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to these terms',
    body: (
      <p>
        When we change these terms we update the date at the top of this page. Changes apply to orders placed after that
        date.
      </p>
    ),
  },
]

/** /terms-of-service (docs/spec.md §2), with the seller terms at #seller-terms. */
export function TermsOfServicePage() {
  return (
    <ContentPage
      title="Terms of Service"
      description={`The terms for shopping and selling on ${SITE.name}: eligibility (${MINIMUM_AGE}+), payments, dispatch, returns, reviews, seller terms and complaints.`}
      intro={
        <p>
          Welcome to {SITE.name}. Please read these terms before you shop or sell. If anything is unclear,{' '}
          <Link to="/contact">contact us</Link>.
        </p>
      }
      sections={SECTIONS}
    />
  )
}
