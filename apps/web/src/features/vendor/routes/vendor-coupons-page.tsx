import { type FormEvent, useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { type AdminCoupon, SellerCouponInput, couponEndsAt, couponStartsAt, termsOf } from '@haat/shared/coupons/coupon'
import { rupeesToPaise } from '@haat/shared/money'
import { Button } from '../../../components/ui/button'
import { CheckboxField } from '../../../components/ui/checkbox-field'
import { PageHeader } from '../../../components/ui/page-header'
import { SelectField } from '../../../components/ui/select-field'
import { TextField } from '../../../components/ui/text-field'
import { QueryFallback } from '../../../components/query-boundary'
import { isApiError } from '../../../lib/api-client'
import { errorMessage } from '../../../lib/api-error-message'
import { formatDate, formatPrice } from '../../../lib/format'
import { toast } from '../../../lib/toast'
import { useSaveSellerCoupon, useSellerCoupons } from '../api/coupons'
import { useVendorArea } from '../hooks/use-vendor-area'

/**
 * /vendor/coupons: the seller's own coupons, for its products only. The seller pays the discount:
 * it comes off its price, its invoice and what it is paid (docs/decisions/037-coupons.md).
 */
export function VendorCouponsPage() {
  const { t, i18n } = useLingui()
  const { vendor } = useVendorArea()
  const coupons = useSellerCoupons(vendor.id)
  const save = useSaveSellerCoupon(vendor.id)

  /** "10% off (up to ₹200) on ₹499 or more", and when and how often it was used. */
  const describe = (coupon: AdminCoupon) => {
    const { percentOff: percent, uses, usageLimit: limit } = coupon
    const cap = formatPrice(coupon.maxDiscountPaise ?? 0)
    const amount = formatPrice(coupon.flatOffPaise ?? 0)
    const minimum = formatPrice(coupon.minOrderPaise)
    const off =
      percent !== null
        ? coupon.maxDiscountPaise
          ? t`${percent}% off (up to ${cap})`
          : t`${percent}% off`
        : t`${amount} off`
    const from = formatDate(coupon.startsAt, i18n)
    const last = coupon.endsAt ? formatDate(Date.parse(coupon.endsAt) - 1, i18n) : null
    return {
      offer: coupon.minOrderPaise > 0 ? t`${off} on ${minimum} or more` : off,
      valid: last ? t`From ${from} to ${last}` : t`From ${from}, no end`,
      used: limit !== null ? t`Uses: ${uses} of ${limit}` : t`Uses: ${uses}`,
    }
  }

  async function toggle(coupon: AdminCoupon) {
    const code = coupon.code
    try {
      await save.mutateAsync({ id: coupon.id, input: termsOf(coupon, !coupon.isActive) })
      toast.success(coupon.isActive ? t`${code} switched off` : t`${code} switched on`)
    } catch (error) {
      toast.error(t`Could not change the coupon`, { description: errorMessage(error, t`Please try again.`) })
    }
  }

  return (
    <div className="mx-auto max-w-5xl space-y-8 px-4 py-6 sm:px-6 lg:py-8">
      <PageHeader
        title={t`Coupons`}
        description={t`Codes for your products only. You give the discount: it comes off your price, your invoice and your payment.`}
      />
      <NewSellerCouponForm vendorId={vendor.id} />
      <section aria-labelledby="seller-coupons-heading" className="space-y-3">
        <h2 id="seller-coupons-heading" className="text-lg font-semibold text-stone-900">
          <Trans>Your coupons</Trans>
        </h2>
        {!coupons.isSuccess ? (
          <QueryFallback query={coupons} loading={t`Loading coupons…`} errorTitle={t`Could not load your coupons`} />
        ) : coupons.data.data.length === 0 ? (
          <p className="text-sm text-stone-600">
            <Trans>No coupons yet. Create your first one above.</Trans>
          </p>
        ) : (
          <ul className="divide-y divide-stone-100 rounded-2xl border border-stone-200 bg-white">
            {coupons.data.data.map((coupon) => {
              const { code } = coupon
              const { offer, valid, used } = describe(coupon)
              return (
                <li key={coupon.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3 text-sm">
                  <div>
                    <p className="font-semibold text-stone-900">{code}</p>
                    <p className="text-stone-700">{offer}</p>
                    <p className="text-xs text-stone-500">{coupon.description}</p>
                    <p className="text-xs text-stone-500">
                      {valid} · {used}
                    </p>
                  </div>
                  <Button
                    variant="secondary"
                    size="sm"
                    disabled={save.isPending}
                    aria-label={coupon.isActive ? t`Switch off ${code}` : t`Switch on ${code}`}
                    onClick={() => void toggle(coupon)}
                  >
                    {coupon.isActive ? t`On · switch off` : t`Off · switch on`}
                  </Button>
                </li>
              )
            })}
          </ul>
        )}
      </section>
    </div>
  )
}

type Errors = Partial<Record<string, string>>

function NewSellerCouponForm({ vendorId }: { vendorId: string }) {
  const { t } = useLingui()
  const save = useSaveSellerCoupon(vendorId)
  const [form, setForm] = useState({
    code: '',
    description: '',
    kind: 'percent',
    percentOff: '10',
    maxDiscount: '',
    flatOff: '',
    minOrder: '',
    starts: new Date().toISOString().slice(0, 10),
    ends: '',
    usageLimit: '',
    perCustomerLimit: '1',
    firstOrderOnly: false,
  })
  const [errors, setErrors] = useState<Errors>({})
  const set = (field: keyof typeof form) => (value: string | boolean) => setForm((f) => ({ ...f, [field]: value }))
  const number = (text: string) => (text.trim() === '' ? null : Number(text))
  const paise = (text: string) => (text.trim() === '' ? null : (rupeesToPaise(text) ?? Number.NaN))

  async function submit(event: FormEvent) {
    event.preventDefault()
    const parsed = SellerCouponInput.safeParse({
      code: form.code,
      description: form.description,
      kind: form.kind,
      percentOff: form.kind === 'percent' ? number(form.percentOff) : null,
      maxDiscountPaise: form.kind === 'percent' ? paise(form.maxDiscount) : null,
      flatOffPaise: form.kind === 'flat' ? paise(form.flatOff) : null,
      minOrderPaise: paise(form.minOrder) ?? 0,
      startsAt: couponStartsAt(form.starts),
      endsAt: form.ends ? couponEndsAt(form.ends) : null,
      usageLimit: number(form.usageLimit),
      perCustomerLimit: number(form.perCustomerLimit) ?? 1,
      firstOrderOnly: form.firstOrderOnly,
    })
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])))
      return
    }
    setErrors({})
    try {
      const created = await save.mutateAsync({ input: parsed.data })
      const code = created.code
      toast.success(t`Coupon ${code} created`)
      setForm((f) => ({ ...f, code: '', description: '' }))
    } catch (error) {
      if (isApiError(error) && error.details?.length) {
        setErrors(Object.fromEntries(error.details.map((d) => [d.path, d.message])))
      }
      toast.error(t`Could not create the coupon`, { description: errorMessage(error, t`Please try again.`) })
    }
  }

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby="new-seller-coupon"
      className="space-y-4 rounded-2xl border border-stone-200 bg-white p-4"
    >
      <h2 id="new-seller-coupon" className="text-lg font-semibold text-stone-900">
        <Trans>New coupon</Trans>
      </h2>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <TextField
          label={t`Code`}
          value={form.code}
          onChange={(e) => set('code')(e.target.value)}
          error={errors.code}
          hint={t`Letters and digits; shoppers may type it in any case.`}
        />
        <TextField
          label={t`Description for shoppers`}
          value={form.description}
          onChange={(e) => set('description')(e.target.value)}
          error={errors.description}
          className="lg:col-span-2"
        />
        <SelectField
          label={t`Discount`}
          value={form.kind}
          onChange={(e) => set('kind')(e.target.value)}
          options={[
            { value: 'percent', label: t`A percentage` },
            { value: 'flat', label: t`A flat amount` },
          ]}
        />
        {form.kind === 'percent' ? (
          <>
            <TextField
              label={t`Percentage off`}
              type="number"
              inputMode="numeric"
              value={form.percentOff}
              onChange={(e) => set('percentOff')(e.target.value)}
              error={errors.percentOff}
            />
            <TextField
              label={t`Largest discount (₹, optional)`}
              inputMode="decimal"
              value={form.maxDiscount}
              onChange={(e) => set('maxDiscount')(e.target.value)}
              error={errors.maxDiscountPaise}
            />
          </>
        ) : (
          <TextField
            label={t`Amount off (₹)`}
            inputMode="decimal"
            value={form.flatOff}
            onChange={(e) => set('flatOff')(e.target.value)}
            error={errors.flatOffPaise}
          />
        )}
        <TextField
          label={t`Minimum order of your products (₹, optional)`}
          inputMode="decimal"
          value={form.minOrder}
          onChange={(e) => set('minOrder')(e.target.value)}
          error={errors.minOrderPaise}
        />
        <TextField
          label={t`Starts`}
          type="date"
          value={form.starts}
          onChange={(e) => set('starts')(e.target.value)}
          error={errors.startsAt}
        />
        <TextField
          label={t`Last day (optional)`}
          type="date"
          value={form.ends}
          onChange={(e) => set('ends')(e.target.value)}
          error={errors.endsAt}
          hint={t`Usable until midnight at the end of this day, India time.`}
        />
        <TextField
          label={t`Uses in all (optional)`}
          type="number"
          inputMode="numeric"
          value={form.usageLimit}
          onChange={(e) => set('usageLimit')(e.target.value)}
          error={errors.usageLimit}
        />
        <TextField
          label={t`Uses per customer`}
          type="number"
          inputMode="numeric"
          value={form.perCustomerLimit}
          onChange={(e) => set('perCustomerLimit')(e.target.value)}
          error={errors.perCustomerLimit}
        />
      </div>
      <CheckboxField
        label={t`First order only`}
        checked={form.firstOrderOnly}
        onChange={(e) => set('firstOrderOnly')(e.target.checked)}
      />
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? t`Creating...` : t`Create coupon`}
      </Button>
    </form>
  )
}
