import { Trans, useLingui } from '@lingui/react/macro'
import { MessageCircle } from 'lucide-react'
import { formatPaise } from '@haat/shared/money'
import { shopOrigin } from '../../../lib/shop-origin'

/**
 * "Share on WhatsApp": a wa.me link carrying the product's name, price and address (WhatsApp
 * shows the page's og:image as the preview). A plain link, so it works before the app has started.
 */
export function WhatsAppShareLink({ name, pricePaise, path }: { name: string; pricePaise: number; path: string }) {
  const { t } = useLingui()
  const price = formatPaise(pricePaise)
  const text = `${t`${name} for ${price} on Haat`}\n${new URL(path, shopOrigin()).href}`
  return (
    <a
      href={`https://wa.me/?text=${encodeURIComponent(text)}`}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex h-9 items-center gap-2 rounded-lg bg-[#1f7a45] px-3 text-sm font-medium text-white hover:bg-[#17603a] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[#1f7a45]"
    >
      <MessageCircle aria-hidden="true" className="size-4" />
      <Trans>Share on WhatsApp</Trans>
    </a>
  )
}
