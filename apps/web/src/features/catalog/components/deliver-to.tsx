import { Trans, useLingui } from '@lingui/react/macro'
import { useDeliveryPin } from '../../../api/delivery/delivery-pin'
import { useDeliveryEstimate } from '../../../api/delivery/get-delivery-estimates'
import { PinCheckForm } from '../../../components/ui/pin-check-form'
import { errorMessage } from '../../../lib/api-error-message'
import { formatDay } from '../../../lib/format'

/**
 * "Deliver to 560001": whether this product can reach a PIN, by when, and with cash on delivery,
 * answered by the server (GET /api/delivery/estimate). The PIN is the one checked last on this
 * browser, else the signed-in customer's first saved address's.
 */
export function DeliverTo({ productId }: { productId: string }) {
  const { t, i18n } = useLingui()
  const { pin, remember } = useDeliveryPin()
  const estimate = useDeliveryEstimate(productId, pin)
  const result = estimate.data
  const date = result?.deliveryBy ? formatDay(result.deliveryBy, i18n) : ''
  return (
    <PinCheckForm
      checked={pin}
      onCheck={remember}
      isChecking={estimate.isFetching}
      problem={estimate.isError ? errorMessage(estimate.error, t`Could not check this PIN code.`) : null}
    >
      {result && result.pin === pin ? (
        result.deliverable ? (
          <>
            <p className="font-semibold text-stone-900">
              <Trans>Delivery by {date}</Trans>
            </p>
            <p className="text-stone-600">
              {result.cod ? (
                <Trans>Cash on delivery available</Trans>
              ) : (
                <Trans>Pay online only for this PIN code</Trans>
              )}
            </p>
          </>
        ) : (
          <p className="font-semibold text-red-700">
            <Trans>Not deliverable to {pin}</Trans>
          </p>
        )
      ) : null}
    </PinCheckForm>
  )
}
