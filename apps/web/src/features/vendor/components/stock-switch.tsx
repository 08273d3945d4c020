import { Trans, useLingui } from '@lingui/react/macro'
import { SwitchTrack } from '../../../components/ui/switch-track'

interface StockSwitchProps {
  productName: string
  isAvailable: boolean
  isBusy: boolean
  onToggle: () => void
}

/** In stock / Out of stock, as a switch the vendor flips (docs/spec.md §4). */
export function StockSwitch({ productName, isAvailable, isBusy, onToggle }: StockSwitchProps) {
  const { t } = useLingui()
  return (
    <button
      type="button"
      role="switch"
      aria-checked={isAvailable}
      aria-label={t`${productName} in stock`}
      disabled={isBusy}
      onClick={onToggle}
      className="inline-flex min-h-11 items-center gap-2 rounded-lg px-1 text-sm font-medium text-stone-700 disabled:opacity-50"
    >
      <SwitchTrack on={isAvailable} />
      <span aria-hidden="true">{isAvailable ? <Trans>In stock</Trans> : <Trans>Out of stock</Trans>}</span>
    </button>
  )
}
