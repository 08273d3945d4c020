import { useId } from 'react'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useForm } from 'react-hook-form'
import { zodResolver } from '../lib/zod-resolver'
import { Truck } from 'lucide-react'
import { KNOWN_COURIERS } from '@haat/shared/orders/couriers'
import { ShipVendorOrderBody } from '@haat/shared/orders/vendor-order'
import { isApiError } from '../lib/api-client'
import { Button } from './ui/button'
import { TextField } from './ui/text-field'

export type ShipOrderValues = ShipVendorOrderBody

interface ShipOrderFormProps {
  isBusy: boolean
  /** The form's name and its button's words: shipping an order (the default) or a return's pickup. */
  words?: { form: string; submit: string; busy: string }
  /** What the fields start with: the shipment as recorded, when correcting it. */
  initial?: ShipOrderValues
  /** Sends the shipment; rejects with the server's error, whose field details go beside the fields. */
  onShip: (values: ShipOrderValues) => Promise<void>
}

/** Courier name and tracking number, both required, before an order is marked shipped (seller and admin) or a return picked up. */
const SHIP_WORDS = { form: msg`Ship order`, submit: msg`Ship Order`, busy: msg`Shipping...` }

export function ShipOrderForm({ isBusy, onShip, initial, words: given }: ShipOrderFormProps) {
  const { t } = useLingui()
  const words = given ?? { form: t(SHIP_WORDS.form), submit: t(SHIP_WORDS.submit), busy: t(SHIP_WORDS.busy) }
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ShipOrderValues>({
    resolver: zodResolver(ShipVendorOrderBody),
    defaultValues: initial ?? { courierName: '', trackingNumber: '' },
  })

  const submit = handleSubmit(async (values) => {
    try {
      await onShip(values)
    } catch (error) {
      if (!isApiError(error) || !error.details) return
      let placed = 0
      for (const detail of error.details) {
        const field = detail.path.split('.').at(-1)
        if (field !== 'courierName' && field !== 'trackingNumber') continue
        setError(field, { type: 'server', message: detail.message }, { shouldFocus: placed === 0 })
        placed++
      }
    }
  })

  const couriersListId = useId()

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label={words.form} className="space-y-4">
      <TextField
        label={t`Courier name`}
        autoComplete="off"
        list={couriersListId}
        hint={t`Known couriers get a tracking link for the customer.`}
        error={errors.courierName?.message}
        {...register('courierName')}
      />
      <datalist id={couriersListId}>
        {KNOWN_COURIERS.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
      <TextField
        label={t`Tracking number`}
        autoComplete="off"
        error={errors.trackingNumber?.message}
        {...register('trackingNumber')}
      />
      <Button type="submit" disabled={isBusy}>
        <Truck aria-hidden="true" className="size-4" />
        {isBusy ? words.busy : words.submit}
      </Button>
    </form>
  )
}
