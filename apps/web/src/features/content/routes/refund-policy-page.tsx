import { Link } from 'react-router'
import { SITE } from '@haat/shared/site'
import { ContentPage, type ContentSection } from '../components/content-page'
import { GrievanceOfficerContact } from '../components/grievance-officer-contact'
import { PAYMENT_METHODS_TEXT, RETURN_REQUEST_WINDOW } from '../lib/policy-facts'

const SECTIONS: ContentSection[] = [
  {
    id: 'return-window',
    title: 'Return window',
    body: (
      <>
        <p>
          Request a return within <strong>{RETURN_REQUEST_WINDOW} of delivery</strong>.
        </p>
        <p>
          Some products have their own return window, shown on the product&apos;s page (for example &ldquo;Returnable
          within 7 days of delivery&rdquo;); for those, that window applies. Products marked &ldquo;Not
          returnable&rdquo; cannot be returned, except when they arrive damaged, defective, wrong or different from
          their description.
        </p>
      </>
    ),
  },
  {
    id: 'what-can-be-returned',
    title: 'What can be returned',
    body: (
      <ul>
        <li>Items that arrive damaged or defective, or that are not what you ordered.</li>
        <li>
          Other returnable items, unused, in their original packaging, with tags, accessories and any free gifts that
          came with them.
        </li>
      </ul>
    ),
  },
  {
    id: 'how-to-return',
    title: 'How to request a return',
    body: (
      <ol>
        <li>
          Contact our <Link to="/contact">Help Center</Link> within the return window with your order number, the item
          and the reason. For a damaged or wrong item, add photos of it and of the package.
        </li>
        <li>We confirm whether the return is accepted and how the item goes back to the seller.</li>
        <li>Once the seller receives and checks the item, we start your refund.</li>
      </ol>
    ),
  },
  {
    id: 'refunds',
    title: 'Refunds',
    body: (
      <>
        <p>
          We refund the full price you paid for the item; shipping is free, so there is nothing to deduct for it. You
          may have paid by {PAYMENT_METHODS_TEXT}:
        </p>
        <ul>
          <li>
            <strong>Card, UPI or net banking:</strong> the money goes back to the same card, UPI account or bank
            account. Banks usually show it within 5-7 business days of the refund being started.
          </li>
          <li>
            <strong>Cash on delivery:</strong> we refund to the bank account or UPI ID you give us.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'cancellations',
    title: 'Cancellations and failed payments',
    body: (
      <>
        <p>
          To cancel an order before it is dispatched, <Link to="/contact">contact us</Link>; anything you paid is
          refunded in full. If a seller cannot fulfil your order, we cancel it and refund you in full.
        </p>
        <p>
          If money left your account but the order still shows as unpaid, write to us with the order number and the
          payment reference: the payment is either matched to the order or returned to you.
        </p>
      </>
    ),
  },
  {
    id: 'help',
    title: 'Need help?',
    body: (
      <>
        <p>
          Call {SITE.phone} or e-mail <a href={`mailto:${SITE.supportEmail}`}>{SITE.supportEmail}</a> ({SITE.hours}). If
          you are not satisfied with how your return was handled, contact our grievance officer:
        </p>
        <GrievanceOfficerContact className="mt-3" />
      </>
    ),
  },
]

/** /refund-policy (docs/spec.md §2, 9): returns within 1-2 days of delivery or the product's own window. */
export function RefundPolicyPage() {
  return (
    <ContentPage
      title="Refund Policy"
      description={`Returns on ${SITE.name}: request a return within ${RETURN_REQUEST_WINDOW} of delivery, or within the window shown on the product's page. How refunds reach you.`}
      intro={
        <p>Something not right with your order? Here is how returns, refunds and cancellations work on {SITE.name}.</p>
      }
      sections={SECTIONS}
    />
  )
}
