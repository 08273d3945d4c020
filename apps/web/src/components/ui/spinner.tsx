import { useLingui } from '@lingui/react/macro'
import { cn } from '../../lib/cn'

/** A spinning ring with a label for screen readers (visible when `showLabel`). */
export function Spinner({
  label,
  showLabel = false,
  className,
}: {
  label?: string
  showLabel?: boolean
  className?: string
}) {
  const { t } = useLingui()
  return (
    <div role="status" className={cn('flex items-center gap-3 text-stone-600', className)}>
      <span
        aria-hidden="true"
        className="size-6 animate-spin rounded-full border-2 border-brand-200 border-t-brand-700 motion-reduce:animate-none"
      />
      <span className={showLabel ? 'text-sm' : 'sr-only'}>{label ?? t`Loading…`}</span>
    </div>
  )
}
