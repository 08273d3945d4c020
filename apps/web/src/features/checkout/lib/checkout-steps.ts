/** docs/spec.md §2: the four steps of the checkout's progress bar; Cart is done once checkout opens. */
const CHECKOUT_STEPS = ['Cart', 'Shipping', 'Payment', 'Confirmation'] as const
export type CheckoutStepName = (typeof CHECKOUT_STEPS)[number]

/** The steps the page itself moves between (docs/spec.md §4: shipping → payment → confirmation). */
export type CheckoutStage = 'shipping' | 'payment' | 'confirmation'
export type StepState = 'completed' | 'current' | 'pending'

const STAGE_INDEX: Record<CheckoutStage, number> = { shipping: 1, payment: 2, confirmation: 3 }

/** Earlier steps completed, the current one active, later ones pending (docs/spec.md §4). */
export function stepStates(stage: CheckoutStage): { name: CheckoutStepName; state: StepState }[] {
  const current = STAGE_INDEX[stage]
  return CHECKOUT_STEPS.map((name, index) => ({
    name,
    state: index < current ? 'completed' : index === current ? 'current' : 'pending',
  }))
}
