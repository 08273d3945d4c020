import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { CookingPot, Headphones, Lamp, type LucideIcon, Shirt, ShoppingBag, Smartphone } from 'lucide-react'

/** One banner of the home page carousel, leading to a category page. */
export interface HomeSlide {
  id: string
  /** /category/{slug}: a real category of the shop (docs/spec.md §2's /gadgets, /fashion, /home). */
  to: string
  /** Texts as message descriptors, shown in the visitor's language (`t(slide.headline)`). */
  eyebrow: MessageDescriptor
  headline: MessageDescriptor
  text: MessageDescriptor
  cta: MessageDescriptor
  /** Tailwind gradient classes; white text stays at least 4.5:1 on the darker left side. */
  background: string
  /** Drawn large and faint on the right; decoration only. */
  icons: readonly [LucideIcon, LucideIcon]
}

export const HOME_SLIDES: readonly HomeSlide[] = [
  {
    id: 'electronics',
    to: '/category/electronics',
    eyebrow: msg`Electronics`,
    headline: msg`The latest phones and gadgets`,
    text: msg`Smartphones, laptops, earbuds and smartwatches from trusted Indian sellers, with cash on delivery.`,
    cta: msg`Shop Electronics`,
    background: 'bg-gradient-to-r from-blue-950 via-blue-900 to-sky-700',
    icons: [Smartphone, Headphones],
  },
  {
    id: 'fashion',
    to: '/category/fashion',
    eyebrow: msg`Fashion`,
    headline: msg`Handloom to high street`,
    text: msg`Kurtas, sarees, denim and footwear, straight from weavers and workshops across India.`,
    cta: msg`Shop Fashion`,
    background: 'bg-gradient-to-r from-rose-950 via-rose-900 to-pink-700',
    icons: [Shirt, ShoppingBag],
  },
  {
    id: 'home-and-kitchen',
    to: '/category/home-and-kitchen',
    eyebrow: msg`Home & Kitchen`,
    headline: msg`Everything for an Indian kitchen`,
    text: msg`Pressure cookers, kadais, mixer grinders and décor that make a house a home.`,
    cta: msg`Shop Home & Kitchen`,
    background: 'bg-gradient-to-r from-emerald-950 via-emerald-900 to-teal-700',
    icons: [CookingPot, Lamp],
  },
]
