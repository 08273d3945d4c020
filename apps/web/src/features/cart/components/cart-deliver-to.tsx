import { Plural, Trans, useLingui } from '@lingui/react/macro'
import type { DeliveryEstimates } from '@haat/shared/delivery/delivery'
import { PinCheckForm } from '../../../components/ui/pin-check-form'
import { errorMessage } from '../../../lib/api-error-message'

interface CartDeliverToProps {
  pin: string
  onCheck: (pin: string) => void
  estimates: { data?: DeliveryEstimates | undefined; isFetching: boolean; isError: boolean; error: unknown }
  /** Lines whose seller does not deliver to the PIN. */
  blockedCount: number
}

/**
 * The cart's "Deliver to": the PIN the dates beside each line are for (the one checked last, else
 * the first saved address's), and how many lines cannot reach it. Checkout asks for the address
 * itself and refuses such lines there (docs/decisions/036-delivery-dates.md).
 */
export function CartDeliverTo({ pin, onCheck, estimates, blockedCount }: CartDeliverToProps) {
  const { t } = useLingui()
  const answered = estimates.data?.pin === pin ? estimates.data : undefined
  return (
    <div className="mb-4">
      <PinCheckForm
        checked={pin}
        onCheck={onCheck}
        isChecking={estimates.isFetching}
        problem={estimates.isError ? errorMessage(estimates.error, t`Could not check this PIN code.`) : null}
      >
        {!pin ? (
          <p className="text-stone-600">
            <Trans>Enter your PIN code to see when each item can be delivered.</Trans>
          </p>
        ) : answered && blockedCount > 0 ? (
          <p role="alert" className="font-medium text-red-700">
            <Plural
              value={blockedCount}
              one={`# item cannot be delivered to PIN ${pin}. Remove it, or deliver to another PIN code at checkout.`}
              other={`# items cannot be delivered to PIN ${pin}. Remove them, or deliver to another PIN code at checkout.`}
            />
          </p>
        ) : answered ? (
          <p className="text-stone-600">
            <Trans>Delivering to {pin}: each item shows its date.</Trans>
          </p>
        ) : null}
      </PinCheckForm>
    </div>
  )
}
