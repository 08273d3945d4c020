import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'react-router'
import { SITE } from '@haat/shared/site'
import { ContentPage, type ContentSection } from '../components/content-page'
import { DISPATCH_WINDOW, PAYMENT_METHODS_TEXT, RETURN_REQUEST_WINDOW, SUPPORT_HOURS } from '../lib/policy-facts'

const shopName = SITE.name
const supportEmail = SITE.supportEmail
const phone = SITE.phone

/** The page's sections, in the page's language. */
function useSections(): ContentSection[] {
  const { t } = useLingui()
  const dispatchWindow = t(DISPATCH_WINDOW)
  const paymentMethods = t(PAYMENT_METHODS_TEXT)
  const returnWindow = t(RETURN_REQUEST_WINDOW)
  const hours = t(SUPPORT_HOURS)
  return [
    {
      id: 'where-we-deliver',
      title: t`Where we deliver`,
      body: (
        <p>
          <Trans>
            We deliver across India, to any address with a valid 6-digit PIN code. Please give a complete address and a
            mobile number the courier can reach.
          </Trans>
        </p>
      ),
    },
    {
      id: 'dispatch',
      title: t`Dispatch time`,
      body: (
        <>
          <p>
            <Trans>
              Sellers dispatch orders within <strong>{dispatchWindow}</strong>. Business days are Monday to Friday,
              except public holidays.
            </Trans>
          </p>
          <p>
            <Trans>
              For cash on delivery the time starts when you place the order; for online payment, once your payment is
              confirmed.
            </Trans>
          </p>
        </>
      ),
    },
    {
      id: 'charges',
      title: t`Shipping charges`,
      body: (
        <p>
          <Trans>
            Shipping is free unless your cart shows a delivery charge, a small fee on orders below a set amount, shown
            in the cart and at checkout before you pay. Prices already include GST: the total you see at checkout is the
            total you pay, whether you pay by {paymentMethods}.
          </Trans>
        </p>
      ),
    },
    {
      id: 'tracking',
      title: t`Tracking your order`,
      body: (
        <>
          <p>
            <Trans>
              Each order moves through Pending, Processing, Shipped and Delivered. Once it ships, its page shows the
              courier and the tracking number. Find your orders under{' '}
              <Link to="/profile?tab=orders">My Account, Orders</Link>.
            </Trans>
          </p>
          <p>
            <Trans>
              An order with items from more than one seller may arrive in several packages, each with its own tracking
              number.
            </Trans>
          </p>
        </>
      ),
    },
    {
      id: 'delivery',
      title: t`Delivery`,
      body: (
        <>
          <p>
            <Trans>
              How long delivery takes after dispatch depends on the distance and the courier. The courier will try to
              reach you on the mobile number you gave. With cash on delivery, please keep the exact amount ready and pay
              the courier when the package arrives.
            </Trans>
          </p>
          <p>
            <Trans>
              Check your package when it arrives. If it is damaged, or something is missing or wrong, tell us within{' '}
              {returnWindow} of delivery; the <Link to="/refund-policy">Refund Policy</Link> explains what happens next.
            </Trans>
          </p>
        </>
      ),
    },
    {
      id: 'delays',
      title: t`Delays and problems`,
      body: (
        <p>
          <Trans>
            If your order has not been dispatched within {dispatchWindow}, or tracking has not moved for several days,
            contact our <Link to="/contact">Help Center</Link> at <a href={`mailto:${supportEmail}`}>{supportEmail}</a>{' '}
            or {phone} ({hours}) with your order number.
          </Trans>
        </p>
      ),
    },
  ]
}

/** /shipping-policy (docs/spec.md §2, 9): dispatch in 1-2 business days, free shipping, tracking. */
export function ShippingPolicyPage() {
  const { t } = useLingui()
  const sections = useSections()
  const dispatchWindow = t(DISPATCH_WINDOW)
  return (
    <ContentPage
      title={t`Shipping Policy`}
      description={t`${shopName} delivers across India. Sellers dispatch within ${dispatchWindow}, and every order can be tracked.`}
      intro={
        <p>
          <Trans>
            Everything on {shopName} ships from the seller who sells it. Here is when your order leaves, what it costs
            and how to follow it.
          </Trans>
        </p>
      }
      sections={sections}
    />
  )
}
