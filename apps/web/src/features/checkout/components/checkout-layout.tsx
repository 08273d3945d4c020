import type { ReactNode } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { PageTitle } from '../../../components/page-title'
import type { CheckoutStage } from '../lib/checkout-steps'
import { CheckoutProgress } from './checkout-progress'
import { StepMoved } from './step-heading'

/**
 * The checkout's frame: title, progress, the step, and the order summary beside it (below on
 * phones). `moved`: the step was reached from another on this page, so it takes the focus.
 */
export function CheckoutLayout({
  stage,
  moved,
  summary,
  children,
}: {
  stage: CheckoutStage
  moved: boolean
  summary: ReactNode
  children: ReactNode
}) {
  const { t } = useLingui()
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:py-10">
      <PageTitle title={t`Checkout`} />
      <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">
        <Trans>Checkout</Trans>
      </h1>
      <div className="mt-6">
        <CheckoutProgress stage={stage} />
      </div>
      <div className="mt-8 grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0">
          <StepMoved value={moved}>{children}</StepMoved>
        </div>
        <aside className="lg:sticky lg:top-24">{summary}</aside>
      </div>
    </div>
  )
}
