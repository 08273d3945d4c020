import { Link } from 'react-router'
import { SITE } from '@haat/shared/site'
import { ContentPage, type ContentSection } from '../components/content-page'
import { DISPATCH_WINDOW, PAYMENT_METHODS_TEXT, RETURN_REQUEST_WINDOW } from '../lib/policy-facts'

const SECTIONS: ContentSection[] = [
  {
    id: 'where-we-deliver',
    title: 'Where we deliver',
    body: (
      <p>
        We deliver across India, to any address with a valid 6-digit PIN code. Please give a complete address and a
        mobile number the courier can reach.
      </p>
    ),
  },
  {
    id: 'dispatch',
    title: 'Dispatch time',
    body: (
      <>
        <p>
          Sellers dispatch orders within <strong>{DISPATCH_WINDOW}</strong>. Business days are Monday to Friday, except
          public holidays.
        </p>
        <p>
          For cash on delivery the time starts when you place the order; for online payment, once your payment is
          confirmed.
        </p>
      </>
    ),
  },
  {
    id: 'charges',
    title: 'Shipping charges',
    body: (
      <p>
        Shipping is free on every order, and prices already include GST: the total you see at checkout is the total you
        pay, whether you pay by {PAYMENT_METHODS_TEXT}.
      </p>
    ),
  },
  {
    id: 'tracking',
    title: 'Tracking your order',
    body: (
      <>
        <p>
          Each order moves through Pending, Processing, Shipped and Delivered. Once it ships, its page shows the courier
          and the tracking number. Find your orders under <Link to="/profile?tab=orders">My Account, Orders</Link>.
        </p>
        <p>
          An order with items from more than one seller may arrive in several packages, each with its own tracking
          number.
        </p>
      </>
    ),
  },
  {
    id: 'delivery',
    title: 'Delivery',
    body: (
      <>
        <p>
          How long delivery takes after dispatch depends on the distance and the courier. The courier will try to reach
          you on the mobile number you gave. With cash on delivery, please keep the exact amount ready and pay the
          courier when the package arrives.
        </p>
        <p>
          Check your package when it arrives. If it is damaged, or something is missing or wrong, tell us within{' '}
          {RETURN_REQUEST_WINDOW} of delivery; the <Link to="/refund-policy">Refund Policy</Link> explains what happens
          next.
        </p>
      </>
    ),
  },
  {
    id: 'delays',
    title: 'Delays and problems',
    body: (
      <p>
        If your order has not been dispatched within {DISPATCH_WINDOW}, or tracking has not moved for several days,
        contact our <Link to="/contact">Help Center</Link> at{' '}
        <a href={`mailto:${SITE.supportEmail}`}>{SITE.supportEmail}</a> or {SITE.phone} ({SITE.hours}) with your order
        number.
      </p>
    ),
  },
]

/** /shipping-policy (docs/spec.md §2, 9): dispatch in 1-2 business days, free shipping, tracking. */
export function ShippingPolicyPage() {
  return (
    <ContentPage
      title="Shipping Policy"
      description={`${SITE.name} delivers across India with free shipping. Sellers dispatch within ${DISPATCH_WINDOW}, and every order can be tracked.`}
      intro={
        <p>
          Everything on {SITE.name} ships from the seller who sells it. Here is when your order leaves, what it costs
          and how to follow it.
        </p>
      }
      sections={SECTIONS}
    />
  )
}
