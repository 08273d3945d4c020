import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'react-router'
import { SITE } from '@haat/shared/site'
import { ContentPage, type ContentSection } from '../components/content-page'
import { GrievanceOfficerContact } from '../components/grievance-officer-contact'
import { PAYMENT_METHODS_TEXT, RETURN_REQUEST_WINDOW, SUPPORT_HOURS } from '../lib/policy-facts'

const shopName = SITE.name
const supportEmail = SITE.supportEmail
const phone = SITE.phone

/** The page's sections, in the page's language. */
function useSections(): ContentSection[] {
  const { t } = useLingui()
  const returnWindow = t(RETURN_REQUEST_WINDOW)
  const paymentMethods = t(PAYMENT_METHODS_TEXT)
  const hours = t(SUPPORT_HOURS)
  return [
    {
      id: 'return-window',
      title: t`Return window`,
      body: (
        <>
          <p>
            <Trans>
              Request a return within <strong>{returnWindow} of delivery</strong>.
            </Trans>
          </p>
          <p>
            <Trans>
              Some products have their own return window, shown on the product&apos;s page (for example
              &ldquo;Returnable within 7 days of delivery&rdquo;); for those, that window applies. Products marked
              &ldquo;Not returnable&rdquo; cannot be returned, except when they arrive damaged, defective, wrong or
              different from their description.
            </Trans>
          </p>
        </>
      ),
    },
    {
      id: 'what-can-be-returned',
      title: t`What can be returned`,
      body: (
        <ul>
          <li>
            <Trans>Items that arrive damaged or defective, or that are not what you ordered.</Trans>
          </li>
          <li>
            <Trans>
              Other returnable items, unused, in their original packaging, with tags, accessories and any free gifts
              that came with them.
            </Trans>
          </li>
        </ul>
      ),
    },
    {
      id: 'how-to-return',
      title: t`How to request a return`,
      body: (
        <ol>
          <li>
            <Trans>
              Contact our <Link to="/contact">Help Center</Link> within the return window with your order number, the
              item and the reason. For a damaged or wrong item, add photos of it and of the package.
            </Trans>
          </li>
          <li>
            <Trans>We confirm whether the return is accepted and how the item goes back to the seller.</Trans>
          </li>
          <li>
            <Trans>Once the seller receives and checks the item, we start your refund.</Trans>
          </li>
        </ol>
      ),
    },
    {
      id: 'refunds',
      title: t`Refunds`,
      body: (
        <>
          <p>
            <Trans>
              We refund the full price you paid for the item. A delivery charge, if your order had one, is refunded with
              an item cancelled before delivery, but not on a return. You may have paid by {paymentMethods}:
            </Trans>
          </p>
          <ul>
            <li>
              <Trans>
                <strong>Card, UPI or net banking:</strong> the money goes back to the same card, UPI account or bank
                account. Banks usually show it within 5-7 business days of the refund being started.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>Cash on delivery:</strong> we refund to the bank account or UPI ID you give us.
              </Trans>
            </li>
          </ul>
        </>
      ),
    },
    {
      id: 'cancellations',
      title: t`Cancellations and failed payments`,
      body: (
        <>
          <p>
            <Trans>
              To cancel an order before it is dispatched, <Link to="/contact">contact us</Link>; anything you paid is
              refunded in full. If a seller cannot fulfil your order, we cancel it and refund you in full.
            </Trans>
          </p>
          <p>
            <Trans>
              If money left your account but the order still shows as unpaid, write to us with the order number and the
              payment reference: the payment is either matched to the order or returned to you.
            </Trans>
          </p>
        </>
      ),
    },
    {
      id: 'help',
      title: t`Need help?`,
      body: (
        <>
          <p>
            <Trans>
              Call {phone} or e-mail <a href={`mailto:${supportEmail}`}>{supportEmail}</a> ({hours}). If you are not
              satisfied with how your return was handled, contact our grievance officer:
            </Trans>
          </p>
          <GrievanceOfficerContact className="mt-3" />
        </>
      ),
    },
  ]
}

/** /refund-policy (docs/spec.md §2, 9): returns within 1-2 days of delivery or the product's own window. */
export function RefundPolicyPage() {
  const { t } = useLingui()
  const sections = useSections()
  const returnWindow = t(RETURN_REQUEST_WINDOW)
  return (
    <ContentPage
      title={t`Refund Policy`}
      description={t`Returns on ${shopName}: request a return within ${returnWindow} of delivery, or within the window shown on the product's page. How refunds reach you.`}
      intro={
        <p>
          <Trans>
            Something not right with your order? Here is how returns, refunds and cancellations work on {shopName}.
          </Trans>
        </p>
      }
      sections={sections}
    />
  )
}
