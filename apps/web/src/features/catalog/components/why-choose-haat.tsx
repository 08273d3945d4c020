import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Headset, Search, ShieldCheck } from 'lucide-react'
import { IconCardList } from '../../../components/ui/icon-card-list'

const REASONS = [
  {
    icon: Search,
    title: msg`Easy to Find`,
    text: msg`Browse by category or search by name and brand, then narrow by price and what is in stock.`,
  },
  {
    icon: ShieldCheck,
    title: msg`Trusted Sellers`,
    text: msg`Haat approves every seller before they can sell and every product before it appears in the shop.`,
  },
  {
    icon: Headset,
    title: msg`24/7 Support`,
    text: msg`Write to us at any hour from the contact page; our support team replies by e-mail.`,
  },
] as const

/** The home page's "Why Choose Haat" section (docs/spec.md §2, Home). */
export function WhyChooseHaat() {
  const { t } = useLingui()
  const items = REASONS.map(({ icon, title, text }) => ({ icon, title: t(title), text: t(text) }))
  return (
    <section aria-labelledby="why-choose-haat" className="mx-auto max-w-7xl px-4 pb-14">
      <h2 id="why-choose-haat" className="mb-6 text-xl font-bold text-stone-900 sm:text-2xl">
        <Trans>Why Choose Haat</Trans>
      </h2>
      <IconCardList items={items} className="sm:grid-cols-3" />
    </section>
  )
}
