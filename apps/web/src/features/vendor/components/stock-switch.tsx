import { cn } from '../../../lib/cn'

interface StockSwitchProps {
  productName: string
  isAvailable: boolean
  isBusy: boolean
  onToggle: () => void
}

/** In stock / Out of stock, as a switch the vendor flips (SPEC 4). */
export function StockSwitch({ productName, isAvailable, isBusy, onToggle }: StockSwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={isAvailable}
      aria-label={`${productName} in stock`}
      disabled={isBusy}
      onClick={onToggle}
      className="inline-flex min-h-11 items-center gap-2 rounded-lg px-1 text-sm font-medium text-stone-700 disabled:opacity-50"
    >
      <span
        aria-hidden="true"
        className={cn(
          'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors',
          isAvailable ? 'bg-green-600' : 'bg-stone-300',
        )}
      >
        <span
          className={cn(
            'inline-block size-5 rounded-full bg-white shadow transition-transform motion-reduce:transition-none',
            isAvailable ? 'translate-x-5.5' : 'translate-x-0.5',
          )}
        />
      </span>
      <span aria-hidden="true">{isAvailable ? 'In stock' : 'Out of stock'}</span>
    </button>
  )
}
