import { Headset, Search, ShieldCheck } from 'lucide-react'

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
      <ul className="grid gap-4 sm:grid-cols-3">
        {REASONS.map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-2xl border border-stone-200 bg-white p-5">
            <Icon aria-hidden="true" className="mb-3 size-7 text-brand-700" />
            <h3 className="font-semibold text-stone-900">{title}</h3>
            <p className="mt-1 text-sm text-stone-600">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}
