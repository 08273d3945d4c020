import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'react-router'
import { SITE } from '@haat/shared/site'
import { ContentPage, type ContentSection } from '../components/content-page'
import { GrievanceOfficerContact } from '../components/grievance-officer-contact'
import { MINIMUM_AGE } from '../lib/policy-facts'

const shopName = SITE.name
const officeAddress = SITE.officeAddress
const supportEmail = SITE.supportEmail
const minimumAge = MINIMUM_AGE

/** The page's sections, in the page's language. */
function useSections(): ContentSection[] {
  const { t } = useLingui()
  return [
    {
      id: 'who-we-are',
      title: t`Who we are`,
      body: (
        <>
          <p>
            <Trans>
              {shopName} runs an online marketplace where independent sellers across India sell to shoppers. For the
              personal data you give us on {shopName}, we are the Data Fiduciary under the Digital Personal Data
              Protection Act, 2023 (the &ldquo;DPDP Act&rdquo;). Our office is at {officeAddress}.
            </Trans>
          </p>
          <p>
            <Trans>This policy explains what we collect, why, who sees it, and how you can control it.</Trans>
          </p>
        </>
      ),
    },
    {
      id: 'what-we-collect',
      title: t`What we collect`,
      body: (
        <ul>
          <li>
            <Trans>
              <strong>Account:</strong> your name, e-mail address, mobile number and password. We store the password
              only as a one-way hash, so nobody at {shopName} can read it.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Addresses:</strong> the delivery addresses you save or enter at checkout.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Orders:</strong> what you bought, quantities, amounts, delivery notes, the payment method and
              whether it was paid, and the courier and tracking number once shipped.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Payments:</strong> card, UPI and net banking payments are handled by our payment gateway,
              Razorpay. We receive the payment&apos;s reference and result, never your card number, CVV, UPI PIN or
              banking password.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Reviews and messages:</strong> reviews you write and messages you send us through the contact
              form.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Sellers:</strong> business name, owner&apos;s name, business type and address, contact details,
              the UPI ID for payouts and, if given, the GSTIN.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Security records:</strong> your IP address and the time of sign-ins, password resets and form
              submissions, used to stop abuse such as password guessing.
            </Trans>
          </li>
        </ul>
      ),
    },
    {
      id: 'why-we-use-it',
      title: t`Why we use it`,
      body: (
        <>
          <ul>
            <li>
              <Trans>To create and run your account and keep you signed in.</Trans>
            </li>
            <li>
              <Trans>To take your order and payment, and get it delivered and tracked.</Trans>
            </li>
            <li>
              <Trans>
                To send one-time codes for password resets, order confirmations and replies to your messages.
              </Trans>
            </li>
            <li>
              <Trans>To answer questions, handle returns and refunds, and resolve complaints.</Trans>
            </li>
            <li>
              <Trans>To protect {shopName} and its users from fraud and abuse.</Trans>
            </li>
            <li>
              <Trans>To meet our duties under Indian law, such as tax, accounting and consumer protection rules.</Trans>
            </li>
          </ul>
          <p>
            <Trans>We do not sell your personal data, and we do not use it to build advertising profiles.</Trans>
          </p>
        </>
      ),
    },
    {
      id: 'who-we-share-it-with',
      title: t`Who we share it with`,
      body: (
        <ul>
          <li>
            <Trans>
              <strong>The seller</strong> of each item you order gets your name, delivery address and phone number, to
              ship it to you.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Couriers</strong> get what they need to deliver: name, address and phone number.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Our payment gateway</strong> (Razorpay) gets the amount and your name, e-mail and phone number
              when you pay online.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Government authorities</strong>, only when the law requires us to.
            </Trans>
          </li>
        </ul>
      ),
    },
    {
      id: 'consent',
      title: t`Your consent`,
      body: (
        <>
          <p>
            <Trans>
              We process your personal data with the consent you give when you create an account, place an order or send
              us a message, and for the other lawful uses the DPDP Act allows, such as doing what you asked us to do.
            </Trans>
          </p>
          <p>
            <Trans>
              You can withdraw your consent at any time, as easily as you gave it: write to our grievance officer
              (below) or to <a href={`mailto:${supportEmail}`}>{supportEmail}</a>. Withdrawing does not undo what was
              lawfully done before, and we may then no longer be able to serve you (for example, deliver an open order).
            </Trans>
          </p>
        </>
      ),
    },
    {
      id: 'your-rights',
      title: t`Your rights under the DPDP Act, 2023`,
      body: (
        <ul>
          <li>
            <Trans>
              <strong>Access:</strong> ask for a summary of the personal data we hold about you and who we shared it
              with.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Correction:</strong> correct, complete or update your data. You can edit your name, e-mail, phone
              number and addresses yourself under <Link to="/profile">My Account</Link>.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Erasure on request:</strong> ask us to erase your account and personal data. We erase it unless
              the law requires us to keep it; order records needed for tax and accounting are kept for as long as those
              laws require, and then deleted.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Grievance redressal:</strong> complain to our grievance officer about how we handle your data; if
              you are not satisfied with the answer, you can complain to the Data Protection Board of India.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Nomination:</strong> name someone to use these rights for you in case of death or incapacity.
            </Trans>
          </li>
        </ul>
      ),
    },
    {
      id: 'cookies',
      title: t`Cookies`,
      body: (
        <>
          <p>
            <Trans>
              We use cookies only for sign-in sessions: a cookie that keeps you signed in as a customer, seller or
              administrator. Scripts on the page cannot read it. If you tick &ldquo;Remember me&rdquo; it lasts 30 days;
              otherwise it ends when you close your browser.
            </Trans>
          </p>
          <p>
            <Trans>
              We use no advertising, analytics or tracking cookies. Your browser may keep your cart on your device so
              that it survives a reload; that stays on your device. When you pay online, Razorpay&apos;s payment window
              follows Razorpay&apos;s own privacy policy.
            </Trans>
          </p>
        </>
      ),
    },
    {
      id: 'security-and-retention',
      title: t`Security and how long we keep data`,
      body: (
        <>
          <p>
            <Trans>
              All traffic to {shopName} is encrypted. Passwords are stored only as hashes, password-reset codes expire
              after 10 minutes and work once, and only staff who need personal data to do their job can see it.
            </Trans>
          </p>
          <p>
            <Trans>
              We keep account data while your account is open. Orders are kept as business records for as long as Indian
              tax and accounting laws require. Security records are kept only as long as they are needed to stop abuse.
            </Trans>
          </p>
        </>
      ),
    },
    {
      id: 'age',
      title: t`Minimum age`,
      body: (
        <p>
          <Trans>
            You must be at least {minimumAge} years old to use {shopName}. We do not knowingly collect personal data
            from anyone under {minimumAge}; if you believe a child has given us personal data, write to our grievance
            officer and we will erase it.
          </Trans>
        </p>
      ),
    },
    {
      id: 'grievance-redressal',
      title: t`Grievance officer`,
      body: (
        <>
          <p>
            <Trans>
              For any question or complaint about your personal data, or to use any of your rights, contact our
              grievance officer:
            </Trans>
          </p>
          <GrievanceOfficerContact className="mt-3" />
        </>
      ),
    },
    {
      id: 'changes',
      title: t`Changes to this policy`,
      body: (
        <p>
          <Trans>
            When we change this policy we update the date at the top of this page, and we e-mail account holders before
            any change that affects how we use their data.
          </Trans>
        </p>
      ),
    },
  ]
}

/** /privacy-policy (docs/spec.md §2): what we collect and why, DPDP Act 2023 rights, cookies, the grievance officer. */
export function PrivacyPolicyPage() {
  const { t } = useLingui()
  const sections = useSections()
  return (
    <ContentPage
      title={t`Privacy Policy`}
      description={t`How ${shopName} collects, uses and protects your personal data under the Digital Personal Data Protection Act, 2023, your rights, our cookies and our grievance officer.`}
      intro={
        <p>
          <Trans>
            Your privacy matters to us. This policy explains how {shopName} handles your personal data when you shop or
            sell on our marketplace, in line with the Digital Personal Data Protection Act, 2023.
          </Trans>
        </p>
      }
      sections={sections}
    />
  )
}
