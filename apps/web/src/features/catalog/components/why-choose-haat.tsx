import { Headset, Search, ShieldCheck } from 'lucide-react'
import { IconCardList } from '../../../components/ui/icon-card-list'

const REASONS = [
  {
    icon: Search,
    title: 'Easy to Find',
    text: 'Browse by category or search by name and brand, then narrow by price and what is in stock.',
  },
  {
    icon: ShieldCheck,
    title: 'Trusted Sellers',
    text: 'Haat approves every seller before they can sell and every product before it appears in the shop.',
  },
  {
    icon: Headset,
    title: '24/7 Support',
    text: 'Write to us at any hour from the contact page; our support team replies by e-mail.',
  },
] as const

/** The home page's "Why Choose Haat" section (docs/spec.md §2, Home). */
export function WhyChooseHaat() {
  return (
    <section aria-labelledby="why-choose-haat" className="mx-auto max-w-7xl px-4 pb-14">
      <h2 id="why-choose-haat" className="mb-6 text-xl font-bold text-stone-900 sm:text-2xl">
        Why Choose Haat
      </h2>
      <IconCardList items={REASONS} className="sm:grid-cols-3" />
    </section>
  )
}
