import { Trans } from '@lingui/react/macro'
import { ExternalLink } from 'lucide-react'

/** A tracking number, linked to the courier's own tracking page when Haat knows it. */
export function TrackingNumber({
  courierName,
  trackingNumber,
  trackingUrl,
}: {
  courierName: string
  trackingNumber: string
  trackingUrl: string | null
}) {
  if (!trackingUrl) return <span className="font-medium text-stone-900">{trackingNumber}</span>
  return (
    <a
      href={trackingUrl}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex items-center gap-1 font-medium text-brand-800 underline"
    >
      {trackingNumber}
      <ExternalLink aria-hidden="true" className="size-3.5" />
      <span className="sr-only">
        <Trans>(opens {courierName}&apos;s tracking page)</Trans>
      </span>
    </a>
  )
}
