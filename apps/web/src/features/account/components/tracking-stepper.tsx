import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Check, X } from 'lucide-react'
import type { Order, TrackingStepName } from '@haat/shared/orders/order'
import { cn } from '../../../lib/cn'
import { formatDateTime } from '../../../lib/format'

/** The steps' names (TrackingStepName, as the server sends them) in the page's language. */
const STEP_NAMES: Record<TrackingStepName, MessageDescriptor> = {
  'Order Placed': msg`Order Placed`,
  Processing: msg`Processing`,
  Shipped: msg`Shipped`,
  Delivered: msg`Delivered`,
  Cancelled: msg`Cancelled`,
}

/**
 * The order's tracking steps as a vertical stepper: each reached step with its date; the
 * current one (the order's trackingStatus) marked for screen readers too.
 */
export function TrackingStepper({
  steps,
  current,
}: {
  steps: Order['trackingSteps']
  current: Order['trackingStatus']
}) {
  const { t, i18n } = useLingui()
  return (
    <ol aria-label={t`Tracking steps`} className="space-y-0">
      {steps.map((step, index) => {
        const isCurrent = step.status === current
        const isCancelled = step.status === 'Cancelled'
        const isLast = index === steps.length - 1
        return (
          <li
            key={step.status}
            data-completed={step.completed}
            aria-current={isCurrent ? 'step' : undefined}
            className="relative flex gap-4 pb-6 last:pb-0"
          >
            {!isLast ? (
              <span
                aria-hidden="true"
                className={cn(
                  'absolute top-8 bottom-0 left-4 w-0.5 -translate-x-1/2',
                  steps[index + 1]?.completed ? 'bg-brand-600' : 'bg-stone-200',
                )}
              />
            ) : null}
            <span
              aria-hidden="true"
              className={cn(
                'relative z-10 flex size-8 shrink-0 items-center justify-center rounded-full',
                step.completed
                  ? isCancelled
                    ? 'bg-red-700 text-white'
                    : 'bg-brand-700 text-white'
                  : 'bg-white text-stone-400 ring-1 ring-stone-300',
                isCurrent && 'ring-4 ring-brand-100',
              )}
            >
              {step.completed ? (
                isCancelled ? (
                  <X className="size-4" />
                ) : (
                  <Check className="size-4" />
                )
              ) : (
                <span className="size-2 rounded-full bg-stone-300" />
              )}
            </span>
            <div className="pt-1">
              <p className={cn('font-semibold', step.completed ? 'text-stone-900' : 'text-stone-500')}>
                {t(STEP_NAMES[step.status])}
                <span className="sr-only"> ({step.completed ? t`done` : t`not yet`})</span>
              </p>
              {step.at ? (
                <p className="text-sm text-stone-600">
                  <time dateTime={step.at}>{formatDateTime(step.at, i18n)}</time>
                </p>
              ) : (
                <p className="text-sm text-stone-400">
                  <Trans>Pending</Trans>
                </p>
              )}
            </div>
          </li>
        )
      })}
    </ol>
  )
}
