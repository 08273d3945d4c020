import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'

/**
 * docs/spec.md §2: the four steps of the checkout's progress bar, in order, with their words (rendered in the
 * page's language); Cart is done once checkout opens.
 */
const STEP_LABEL = {
  Cart: msg`Cart`,
  Shipping: msg`Shipping`,
  Payment: msg`Payment`,
  Confirmation: msg`Confirmation`,
} as const satisfies Record<string, MessageDescriptor>
export type CheckoutStepName = keyof typeof STEP_LABEL
const CHECKOUT_STEPS = Object.keys(STEP_LABEL) as CheckoutStepName[]

/** The steps the page itself moves between (docs/spec.md §4: shipping → payment → confirmation). */
export type CheckoutStage = 'shipping' | 'payment' | 'confirmation'
export type StepState = 'completed' | 'current' | 'pending'

const STAGE_INDEX: Record<CheckoutStage, number> = { shipping: 1, payment: 2, confirmation: 3 }

/** Earlier steps completed, the current one active, later ones pending (docs/spec.md §4). */
export function stepStates(
  stage: CheckoutStage,
): { name: CheckoutStepName; label: MessageDescriptor; state: StepState }[] {
  const current = STAGE_INDEX[stage]
  return CHECKOUT_STEPS.map((name, index) => ({
    name,
    label: STEP_LABEL[name],
    state: index < current ? 'completed' : index === current ? 'current' : 'pending',
  }))
}
