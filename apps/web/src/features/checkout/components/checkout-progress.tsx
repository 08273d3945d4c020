import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { Check } from 'lucide-react'
import { cn } from '../../../lib/cn'
import { stepStates, type CheckoutStage } from '../lib/checkout-steps'

const STATE_LABEL = { completed: msg`completed`, current: msg`current step`, pending: msg`not started` } as const

/** The four-step bar: Cart, Shipping, Payment, Confirmation. */
export function CheckoutProgress({ stage }: { stage: CheckoutStage }) {
  const steps = stepStates(stage)
  const { t } = useLingui()
  return (
    <nav aria-label={t`Checkout progress`}>
      <ol className="flex items-start">
        {steps.map((step, index) => (
          <li
            key={step.name}
            data-state={step.state}
            aria-current={step.state === 'current' ? 'step' : undefined}
            className="relative flex flex-1 flex-col items-center gap-1.5 text-center"
          >
            {index > 0 ? (
              <span
                aria-hidden="true"
                className={cn(
                  'absolute top-4 right-1/2 h-0.5 w-full -translate-y-1/2',
                  step.state === 'pending' ? 'bg-stone-200' : 'bg-brand-600',
                )}
              />
            ) : null}
            <span
              aria-hidden="true"
              className={cn(
                'relative z-10 flex size-8 items-center justify-center rounded-full text-sm font-semibold',
                step.state === 'completed' && 'bg-brand-700 text-white',
                step.state === 'current' && 'bg-white text-brand-800 ring-2 ring-brand-700',
                step.state === 'pending' && 'bg-stone-100 text-stone-500 ring-1 ring-stone-300',
              )}
            >
              {step.state === 'completed' ? <Check className="size-4" /> : index + 1}
            </span>
            <span
              className={cn(
                'text-xs sm:text-sm',
                step.state === 'pending' ? 'text-stone-500' : 'font-semibold text-stone-900',
              )}
            >
              {t(step.label)}
              <span className="sr-only"> ({t(STATE_LABEL[step.state])})</span>
            </span>
          </li>
        ))}
      </ol>
    </nav>
  )
}
