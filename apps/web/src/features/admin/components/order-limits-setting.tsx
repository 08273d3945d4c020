import { useState, type FormEvent } from 'react'
import { toast } from '../../../lib/toast'
import { ShopSettings } from '@haat/shared/admin/settings'
import { Button } from '../../../components/ui/button'
import { TextField } from '../../../components/ui/text-field'
import { errorMessage } from '../../../lib/api-error-message'
import { useShopSettings, useUpdateShopSettings } from '../api/shop-settings'

type Errors = Partial<
  Record<
    | 'maxUnpaidOnlineOrders'
    | 'maxUndeliveredCodPaise'
    | 'maxCodOrderPaise'
    | 'deliveryFeePaise'
    | 'freeDeliveryFromPaise',
    string
  >
>

/**
 * How many online orders a customer may leave unpaid (each holds stock for 30 minutes) and how
 * much cash on delivery may be on its way to one customer: so nobody can hold the stock hostage.
 * And what delivery costs: a fee below a free-delivery amount (docs/decisions/038-delivery-fee.md).
 */
export function OrderLimitsSetting() {
  const settings = useShopSettings()
  if (settings.isPending) return <p className="text-sm text-stone-600">Loading the order limits…</p>
  if (settings.isError)
    return <p className="text-sm text-red-800">Could not load the order limits. Reload the page to try again.</p>
  return <OrderLimitsForm current={settings.data} />
}

function OrderLimitsForm({ current }: { current: ShopSettings }) {
  const update = useUpdateShopSettings()
  const [unpaid, setUnpaid] = useState(String(current.maxUnpaidOnlineOrders))
  const [codRupees, setCodRupees] = useState(String(current.maxUndeliveredCodPaise / 100))
  const [codOrderRupees, setCodOrderRupees] = useState(String(current.maxCodOrderPaise / 100))
  const [feeRupees, setFeeRupees] = useState(String(current.deliveryFeePaise / 100))
  const [freeFromRupees, setFreeFromRupees] = useState(String(current.freeDeliveryFromPaise / 100))
  const [errors, setErrors] = useState<Errors>({})

  async function save(event: FormEvent) {
    event.preventDefault()
    const paise = (rupees: string) => (Number.isFinite(Number(rupees)) ? Math.round(Number(rupees) * 100) : Number.NaN)
    const next = {
      ...current,
      maxUnpaidOnlineOrders: Number(unpaid),
      maxUndeliveredCodPaise: paise(codRupees),
      maxCodOrderPaise: paise(codOrderRupees),
      deliveryFeePaise: paise(feeRupees),
      freeDeliveryFromPaise: paise(freeFromRupees),
    }
    const parsed = ShopSettings.safeParse(next)
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])))
      return
    }
    setErrors({})
    try {
      await update.mutateAsync(parsed.data)
      toast.success('Order limits saved')
    } catch (error) {
      toast.error('Could not save the order limits', { description: errorMessage(error, 'Please try again.') })
    }
  }

  return (
    <form
      noValidate
      onSubmit={(event) => void save(event)}
      className="space-y-4 rounded-2xl border border-stone-200 bg-white p-4"
    >
      <div className="space-y-1">
        <p className="font-semibold text-stone-900">Order limits</p>
        <p className="text-sm text-stone-600">
          How much may be paid in cash, so that nobody can hold stock without paying, and what delivery costs. Each
          change is written to the audit log.
        </p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Unpaid online orders at a time"
          type="number"
          inputMode="numeric"
          min={1}
          max={20}
          value={unpaid}
          onChange={(event) => setUnpaid(event.target.value)}
          hint="Each one holds its stock for 30 minutes."
          error={errors.maxUnpaidOnlineOrders}
        />
        <TextField
          label="Cash on delivery not yet delivered (₹)"
          type="number"
          inputMode="numeric"
          min={0}
          value={codRupees}
          onChange={(event) => setCodRupees(event.target.value)}
          hint="The most one customer may have on its way, unpaid."
          error={errors.maxUndeliveredCodPaise}
        />
        <TextField
          label="Largest cash-on-delivery order (₹)"
          type="number"
          inputMode="numeric"
          min={0}
          value={codOrderRupees}
          onChange={(event) => setCodOrderRupees(event.target.value)}
          hint="Orders above it are paid online. 0 turns cash on delivery off."
          error={errors.maxCodOrderPaise}
        />
        <TextField
          label="Delivery fee (₹)"
          type="number"
          inputMode="decimal"
          min={0}
          value={feeRupees}
          onChange={(event) => setFeeRupees(event.target.value)}
          hint="Charged on orders below the free-delivery amount, and paid to the sellers who ship them. 0: delivery is always free."
          error={errors.deliveryFeePaise}
        />
        <TextField
          label="Free delivery from (₹)"
          type="number"
          inputMode="decimal"
          min={0}
          value={freeFromRupees}
          onChange={(event) => setFreeFromRupees(event.target.value)}
          hint="Orders whose items come to this or more are delivered free."
          error={errors.freeDeliveryFromPaise}
        />
      </div>
      <Button type="submit" disabled={update.isPending} className="w-full sm:w-auto">
        {update.isPending ? 'Saving...' : 'Save limits'}
      </Button>
    </form>
  )
}
