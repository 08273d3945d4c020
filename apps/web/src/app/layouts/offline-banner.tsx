import { Trans } from '@lingui/react/macro'
import { WifiOff } from 'lucide-react'

/** What still works while the connection is gone (the service worker keeps pages seen before). */
export function OfflineBanner() {
  return (
    <div role="status" className="border-b border-amber-200 bg-amber-50 px-4 py-2 text-sm text-amber-950">
      <p className="mx-auto flex max-w-7xl items-start gap-2">
        <WifiOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>
          <Trans>
            You&apos;re offline. Pages you&apos;ve opened before still open, and your cart keeps what you add; prices
            are checked again when you&apos;re back online.
          </Trans>
        </span>
      </p>
    </div>
  )
}
