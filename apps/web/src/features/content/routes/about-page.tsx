import type { ReactNode } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'react-router'
import { BadgeCheck, CreditCard, MessageSquareText, ShieldCheck } from 'lucide-react'
import { SITE } from '@haat/shared/site'
import { PageTitle } from '../../../components/page-title'
import { buttonClasses } from '../../../components/ui/button'
import { MetaDescription } from '../../../components/ui/meta-description'
import { DISPATCH_WINDOW, PAYMENT_METHODS_TEXT, SELLER_REVIEW_WINDOW, SUPPORT_HOURS } from '../lib/policy-facts'
import { IconCardList } from '../../../components/ui/icon-card-list'

function Steps({
  id,
  title,
  intro,
  steps,
  action,
}: {
  id: string
  title: string
  intro: string
  steps: ReadonlyArray<{ title: string; text: string }>
  action: ReactNode
}) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-stone-200 bg-white p-6 sm:p-8">
      <h2 id={id} className="text-2xl font-bold text-stone-900">
        {title}
      </h2>
      <p className="mt-2 text-stone-700">{intro}</p>
      <ol className="mt-6 space-y-5">
        {steps.map((step, index) => (
          <li key={step.title} className="flex gap-4">
            <span
              aria-hidden="true"
              className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-bold text-brand-900"
            >
              {index + 1}
            </span>
            <div>
              <h3 className="font-semibold text-stone-900">{step.title}</h3>
              <p className="mt-0.5 text-sm leading-6 text-stone-700">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
      <div className="mt-6 flex flex-wrap gap-3">{action}</div>
    </section>
  )
}

/** /about (docs/spec.md §2): what Haat is, how buying and selling work, and how to pay. */
export function AboutPage() {
  const { t } = useLingui()
  const shopName = SITE.name
  const hours = t(SUPPORT_HOURS)
  const paymentMethods = t(PAYMENT_METHODS_TEXT)
  const reviewWindow = t(SELLER_REVIEW_WINDOW)
  const dispatchWindow = t(DISPATCH_WINDOW)

  const sellingSteps = [
    {
      // Applying to sell (आवेदन), not applying a coupon or a filter (लागू): its own message.
      title: t({ message: 'Apply', context: 'applying to sell on Haat' }),
      text: t`Tell us about your business, how to reach you and the UPI ID for your payouts. It takes a few minutes.`,
    },
    { title: t`Get approved`, text: t`Our team reviews every application, usually in ${reviewWindow}.` },
    {
      title: t`List your products`,
      text: t`Add photos, prices, sizes and colours from your Seller Centre. We check each product before it goes live.`,
    },
    {
      title: t`Fulfil orders`,
      text: t`Orders come to your dashboard. Dispatch within ${dispatchWindow} and add the courier's tracking number.`,
    },
  ]

  const buyingSteps = [
    { title: t`Find it`, text: t`Browse categories or search products from sellers across India.` },
    {
      title: t`Check the seller`,
      text: t`Every product page names its seller, their address and the product's return policy.`,
    },
    { title: t`Pay your way`, text: t`Pay by ${paymentMethods}, with no shipping charge.` },
    {
      title: t`Track it home`,
      text: t`Follow your order from dispatch to your door, and return it if something is wrong.`,
    },
  ]

  const promises = [
    { icon: BadgeCheck, title: t`Checked sellers`, text: t`Every seller and every product is approved by our team.` },
    { icon: ShieldCheck, title: t`Honest numbers`, text: t`Real ratings from real reviews, and no fake countdowns.` },
    {
      icon: CreditCard,
      title: t`Secure payments`,
      text: t`Online payments are verified by our payment gateway, Razorpay.`,
    },
    { icon: MessageSquareText, title: t`People who answer`, text: t`Our support team is here ${hours}.` },
  ]

  return (
    <>
      <PageTitle title={t`About Haat`} />
      <MetaDescription
        content={t`${shopName} is a multi-vendor marketplace connecting Indian sellers and shoppers. Sell after a quick approval; buy and pay by ${paymentMethods}.`}
      />

      <section className="bg-gradient-to-br from-brand-50 via-white to-brand-100">
        <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
          <h1 className="text-3xl font-extrabold tracking-tight text-stone-900 sm:text-4xl">
            <Trans>About {shopName}</Trans>
          </h1>
          <p className="mt-4 max-w-3xl text-lg text-stone-700">
            <Trans>
              A haat is India&apos;s village market: a place where makers and buyers meet. {shopName} brings that market
              online. We are a multi-vendor marketplace connecting independent Indian sellers (weavers, artisans, small
              brands and shops) with shoppers in every corner of the country.
            </Trans>
          </p>
          <p className="mt-3 max-w-3xl text-stone-700">
            <Trans>
              Sellers get a shopfront, payments and orders in one place without building a website. Shoppers get one
              cart for products from many sellers, clear seller details and help when they need it.
            </Trans>
          </p>
        </div>
      </section>

      <div className="mx-auto max-w-6xl space-y-8 px-4 py-12">
        <div className="grid gap-6 lg:grid-cols-2">
          <Steps
            id="how-buying-works"
            title={t`How buying works`}
            intro={t`Shop from many sellers in one place, with one checkout.`}
            steps={buyingSteps}
            action={
              <Link to="/products" className={buttonClasses({ variant: 'secondary' })}>
                <Trans>Browse products</Trans>
              </Link>
            }
          />
          <Steps
            id="how-selling-works"
            title={t`How selling works`}
            intro={t`Anyone with a business in India can apply to sell on ${shopName}.`}
            steps={sellingSteps}
            action={
              <Link to="/vendor-register" className={buttonClasses()}>
                <Trans>Become a Seller</Trans>
              </Link>
            }
          />
        </div>

        <section aria-labelledby="payments" className="rounded-2xl bg-stone-50 p-6 sm:p-8">
          <h2 id="payments" className="text-2xl font-bold text-stone-900">
            <Trans>Paying on {shopName}</Trans>
          </h2>
          <p className="mt-2 max-w-3xl text-stone-700">
            <Trans>
              Pay by {paymentMethods}. Prices include GST, and any delivery charge is shown before you pay, so the total
              you see is the total you pay. Online payments go through Razorpay, and an order is confirmed only once the
              payment is verified.
            </Trans>
          </p>
        </section>

        <section aria-labelledby="promises">
          <h2 id="promises" className="text-2xl font-bold text-stone-900">
            <Trans>What we promise</Trans>
          </h2>
          <IconCardList items={promises} className="mt-5 sm:grid-cols-2 lg:grid-cols-4" />
        </section>

        <section
          aria-labelledby="get-in-touch"
          className="flex flex-col items-start gap-4 rounded-2xl bg-brand-50 p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8"
        >
          <div>
            <h2 id="get-in-touch" className="text-2xl font-bold text-stone-900">
              <Trans>Questions?</Trans>
            </h2>
            <p className="mt-1 text-stone-700">
              <Trans>Our Help Center and Seller Support teams are here {hours}.</Trans>
            </p>
          </div>
          <Link to="/contact" className={buttonClasses({ size: 'lg' })}>
            <Trans>Contact us</Trans>
          </Link>
        </section>
      </div>
    </>
  )
}
