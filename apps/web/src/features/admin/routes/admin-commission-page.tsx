import { type FormEvent, useState } from 'react'
import { toast } from '../../../lib/toast'
import { CommissionBpSchema, type CommissionSettings, formatBp, percentToBp } from '@haat/shared/earnings/commission'
import { rupeesToPaise } from '@haat/shared/money'
import { Button } from '../../../components/ui/button'
import { PageHeader } from '../../../components/ui/page-header'
import { SelectField } from '../../../components/ui/select-field'
import { TextField } from '../../../components/ui/text-field'
import { LoadError } from '../../../components/query-boundary'
import { errorMessage } from '../../../lib/api-error-message'
import { formatPrice } from '../../../lib/format'
import { useCommissionSettings, useSetCommission } from '../api/commission'
import { useVendors } from '../api/get-vendors'
import { useShopSettings, useUpdateShopSettings } from '../api/shop-settings'

/** The percent typed, as basis points, or the message saying what is wrong. */
function readRate(text: string): { bp: number } | { error: string } {
  const bp = percentToBp(text)
  if (bp === null) return { error: 'Enter a percentage like 12.5.' }
  const parsed = CommissionBpSchema.safeParse(bp)
  return parsed.success ? { bp: parsed.data } : { error: parsed.error.issues[0]?.message ?? 'Not a valid rate.' }
}

/** /admin/commission: what Haat charges sellers (docs/money.md). */
export function AdminCommissionPage() {
  const settings = useCommissionSettings()
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6 lg:py-8">
      <PageHeader
        title="Commission and fees"
        description="Haat's commission on each sale, by category or a seller's own rate, and a fixed fee per seller's order. GST at 18% is added to both. A change applies to orders sent to sellers after it."
      />
      {settings.isPending ? (
        <p className="text-sm text-stone-600">Loading the commission settings…</p>
      ) : settings.isError ? (
        <LoadError
          title="Could not load the commission settings."
          error={settings.error}
          onRetry={() => void settings.refetch()}
        />
      ) : (
        <div className="space-y-8">
          <CategoryRates data={settings.data} />
          <SellerRates data={settings.data} />
          <OrderFee />
        </div>
      )}
    </div>
  )
}

function CategoryRates({ data }: { data: CommissionSettings }) {
  return (
    <section aria-labelledby="category-rates" className="space-y-3">
      <h2 id="category-rates" className="text-lg font-semibold text-stone-900">
        By category
      </h2>
      {data.categories.length === 0 ? (
        <p className="text-sm text-stone-600">No categories yet.</p>
      ) : (
        <ul className="divide-y divide-stone-100 rounded-2xl border border-stone-200 bg-white">
          {data.categories.map((c) => (
            <li key={c.id} className="p-4">
              <RateForm target="categories" id={c.id} label={`${c.name} commission (%)`} currentBp={c.commissionBp} />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

function RateForm(props: {
  target: 'categories' | 'vendors'
  id: string
  label: string
  currentBp: number
  onRemove?: () => void
}) {
  const set = useSetCommission()
  const [text, setText] = useState(String(props.currentBp / 100))
  const [error, setError] = useState<string | undefined>()

  async function save(event: FormEvent) {
    event.preventDefault()
    const rate = readRate(text)
    if ('error' in rate) return setError(rate.error)
    setError(undefined)
    try {
      await set.mutateAsync({ target: props.target, id: props.id, commissionBp: rate.bp })
      toast.success(`Saved: ${props.label.replace(' (%)', '')} ${formatBp(rate.bp)}`)
    } catch (failure) {
      toast.error('Could not save the rate', { description: errorMessage(failure, 'Please try again.') })
    }
  }

  return (
    <form noValidate onSubmit={(event) => void save(event)} className="flex flex-wrap items-end gap-3">
      <TextField
        label={props.label}
        inputMode="decimal"
        value={text}
        onChange={(event) => setText(event.target.value)}
        error={error}
        className="w-32"
      />
      <Button type="submit" variant="secondary" size="sm" disabled={set.isPending}>
        {set.isPending ? 'Saving...' : 'Save'}
      </Button>
      {props.onRemove ? (
        <Button type="button" variant="secondary" size="sm" onClick={props.onRemove} disabled={set.isPending}>
          Use the categories' rates
        </Button>
      ) : null}
    </form>
  )
}

function SellerRates({ data }: { data: CommissionSettings }) {
  const set = useSetCommission()
  const vendors = useVendors({ status: 'approved', page: 1, pageSize: 100 })
  const [vendorId, setVendorId] = useState('')
  const [text, setText] = useState('')
  const [errors, setErrors] = useState<{ vendor?: string; rate?: string }>({})

  async function add(event: FormEvent) {
    event.preventDefault()
    const rate = readRate(text)
    const next = {
      ...(vendorId ? {} : { vendor: 'Choose a seller.' }),
      ...('error' in rate ? { rate: rate.error } : {}),
    }
    setErrors(next)
    if ('error' in rate || !vendorId) return
    try {
      await set.mutateAsync({ target: 'vendors', id: vendorId, commissionBp: rate.bp })
      toast.success('Seller rate saved')
      setVendorId('')
      setText('')
    } catch (failure) {
      toast.error('Could not save the rate', { description: errorMessage(failure, 'Please try again.') })
    }
  }

  async function remove(id: string, name: string) {
    try {
      await set.mutateAsync({ target: 'vendors', id, commissionBp: null })
      toast.success(`${name} pays its categories' rates again`)
    } catch (failure) {
      toast.error('Could not remove the rate', { description: errorMessage(failure, 'Please try again.') })
    }
  }

  const options = (vendors.data?.data ?? []).map((v) => ({ value: v.id, label: v.businessName }))
  return (
    <section aria-labelledby="seller-rates" className="space-y-3">
      <h2 id="seller-rates" className="text-lg font-semibold text-stone-900">
        Sellers' own rates
      </h2>
      <p className="text-sm text-stone-600">
        A seller's own rate applies to all its products, instead of the categories'.
      </p>
      {data.sellers.length > 0 ? (
        <ul className="divide-y divide-stone-100 rounded-2xl border border-stone-200 bg-white">
          {data.sellers.map((s) => (
            <li key={s.vendorId} className="p-4">
              <RateForm
                target="vendors"
                id={s.vendorId}
                label={`${s.businessName} commission (%)`}
                currentBp={s.commissionBp}
                onRemove={() => void remove(s.vendorId, s.businessName)}
              />
            </li>
          ))}
        </ul>
      ) : null}
      <form
        noValidate
        onSubmit={(event) => void add(event)}
        aria-label="Give a seller its own rate"
        className="flex flex-wrap items-end gap-3"
      >
        <SelectField
          label="Seller"
          placeholder={vendors.isPending ? 'Loading sellers…' : 'Choose a seller'}
          options={options}
          value={vendorId}
          onChange={(event) => setVendorId(event.target.value)}
          error={errors.vendor}
        />
        <TextField
          label="Its commission (%)"
          inputMode="decimal"
          value={text}
          onChange={(event) => setText(event.target.value)}
          error={errors.rate}
          className="w-32"
        />
        <Button type="submit" size="sm" disabled={set.isPending}>
          Add rate
        </Button>
      </form>
    </section>
  )
}

function OrderFee() {
  const settings = useShopSettings()
  const update = useUpdateShopSettings()
  const [text, setText] = useState<string | null>(null)
  const [error, setError] = useState<string | undefined>()
  if (!settings.data) return null
  const current = settings.data
  const value = text ?? String(current.orderFeePaise / 100)

  async function save(event: FormEvent) {
    event.preventDefault()
    const paise = rupeesToPaise(value)
    if (paise === null || paise > 100_000) return setError('Enter an amount from ₹0 to ₹1,000.')
    setError(undefined)
    try {
      await update.mutateAsync({ ...current, orderFeePaise: paise })
      toast.success(paise === 0 ? 'No fixed fee' : `Fixed fee saved: ${formatPrice(paise)} per order`)
    } catch (failure) {
      toast.error('Could not save the fee', { description: errorMessage(failure, 'Please try again.') })
    }
  }

  return (
    <section aria-labelledby="order-fee" className="space-y-3">
      <h2 id="order-fee" className="text-lg font-semibold text-stone-900">
        Fixed fee
      </h2>
      <form noValidate onSubmit={(event) => void save(event)} className="flex flex-wrap items-end gap-3">
        <TextField
          label="Fee per seller's order (₹)"
          inputMode="decimal"
          value={value}
          onChange={(event) => setText(event.target.value)}
          hint="Charged once for each order a seller fulfils; 0 for none."
          error={error}
          className="w-40"
        />
        <Button type="submit" variant="secondary" size="sm" disabled={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save'}
        </Button>
      </form>
    </section>
  )
}
