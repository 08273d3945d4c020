import { type FormEvent, useState } from 'react'
import { type AdminCoupon, CouponInput, couponEndsAt, couponStartsAt, termsOf } from '@haat/shared/coupons/coupon'
import { rupeesToPaise } from '@haat/shared/money'
import { toast } from '../../../lib/toast'
import { Button } from '../../../components/ui/button'
import { CheckboxField } from '../../../components/ui/checkbox-field'
import { PageHeader } from '../../../components/ui/page-header'
import { SelectField } from '../../../components/ui/select-field'
import { TextField } from '../../../components/ui/text-field'
import { QueryFallback } from '../../../components/query-boundary'
import { errorMessage } from '../../../lib/api-error-message'
import { isApiError } from '../../../lib/api-client'
import { formatDate, formatPrice } from '../../../lib/format'
import { useCategories } from '../../../api/categories/get-categories'
import { useCoupons, useSaveCoupon } from '../api/coupons'
import { useVendors } from '../api/get-vendors'

/** "10% off (up to ₹500)" or "₹100 off", from ₹999. */
export function offerText(
  coupon: Pick<AdminCoupon, 'percentOff' | 'maxDiscountPaise' | 'flatOffPaise' | 'minOrderPaise'>,
) {
  const off =
    coupon.percentOff !== null
      ? `${coupon.percentOff}% off${coupon.maxDiscountPaise ? ` (up to ${formatPrice(coupon.maxDiscountPaise)})` : ''}`
      : `${formatPrice(coupon.flatOffPaise ?? 0)} off`
  return coupon.minOrderPaise > 0 ? `${off} on ${formatPrice(coupon.minOrderPaise)} or more` : off
}

/** The coupon's fields as the API takes them (to switch it on or off without retyping it). */
const toInput = (coupon: AdminCoupon, isActive: boolean): CouponInput => ({
  ...termsOf(coupon, isActive),
  scope: coupon.scope,
  categoryId: coupon.categoryId,
  vendorIds: coupon.vendorIds,
})

/**
 * /admin/coupons: Haat's coupons (paid by Haat: sellers are paid the full price), and a new one;
 * sellers' own coupons are listed too, for their sellers to change.
 */
export function AdminCouponsPage() {
  const coupons = useCoupons()
  const save = useSaveCoupon()

  async function toggle(coupon: AdminCoupon) {
    try {
      await save.mutateAsync({ id: coupon.id, input: toInput(coupon, !coupon.isActive) })
      toast.success(coupon.isActive ? `${coupon.code} switched off` : `${coupon.code} switched on`)
    } catch (error) {
      toast.error('Could not change the coupon', { description: errorMessage(error, 'Please try again.') })
    }
  }

  return (
    <div className="mx-auto max-w-7xl space-y-8 px-4 py-6 sm:px-6 lg:py-8">
      <PageHeader
        title="Coupons"
        description="Codes shoppers enter at checkout. Haat pays the discount: sellers are paid and invoice at the full price. Each change is written to the audit log."
      />
      <NewCouponForm />
      <section aria-labelledby="coupons-heading" className="space-y-3">
        <h2 id="coupons-heading" className="text-lg font-semibold text-stone-900">
          All coupons
        </h2>
        {!coupons.isSuccess ? (
          <QueryFallback query={coupons} loading="Loading coupons…" errorTitle="Could not load the coupons" />
        ) : coupons.data.data.length === 0 ? (
          <p className="text-sm text-stone-600">No coupons yet. Create the first one above.</p>
        ) : (
          <div className="overflow-x-auto rounded-2xl border border-stone-200 bg-white">
            <table className="w-full text-sm">
              <caption className="sr-only">Coupons</caption>
              <thead className="border-b border-stone-200 bg-stone-50 text-left text-xs text-stone-600 uppercase">
                <tr>
                  <th scope="col" className="px-4 py-3">
                    Code
                  </th>
                  <th scope="col" className="px-4 py-3">
                    Offer
                  </th>
                  <th scope="col" className="px-4 py-3">
                    Valid
                  </th>
                  <th scope="col" className="px-4 py-3">
                    Used
                  </th>
                  <th scope="col" className="px-4 py-3">
                    Status
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-stone-100">
                {coupons.data.data.map((coupon) => (
                  <tr key={coupon.id}>
                    <td className="px-4 py-3 font-semibold text-stone-900">{coupon.code}</td>
                    <td className="px-4 py-3 text-stone-700">
                      {offerText(coupon)}
                      <span className="block text-xs text-stone-500">{coupon.description}</span>
                      {coupon.seller ? (
                        <span className="block text-xs text-stone-500">
                          {coupon.seller.name}&apos;s own: its products only, paid by the seller
                        </span>
                      ) : null}
                    </td>
                    <td className="px-4 py-3 whitespace-nowrap text-stone-700">
                      {formatDate(coupon.startsAt)} –{' '}
                      {coupon.endsAt ? formatDate(Date.parse(coupon.endsAt) - 1) : 'no end'}
                    </td>
                    <td className="px-4 py-3 whitespace-nowrap text-stone-700">
                      {coupon.uses}
                      {coupon.usageLimit !== null ? ` of ${coupon.usageLimit}` : ''}
                    </td>
                    <td className="px-4 py-3">
                      {coupon.seller ? (
                        <span className="text-stone-700">
                          {coupon.isActive ? 'On' : 'Off'} · the seller's to change
                        </span>
                      ) : (
                        <Button
                          variant="secondary"
                          size="sm"
                          disabled={save.isPending}
                          aria-label={`${coupon.isActive ? 'Switch off' : 'Switch on'} ${coupon.code}`}
                          onClick={() => void toggle(coupon)}
                        >
                          {coupon.isActive ? 'On · switch off' : 'Off · switch on'}
                        </Button>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  )
}

type Errors = Partial<Record<string, string>>

function NewCouponForm() {
  const save = useSaveCoupon()
  const categories = useCategories()
  const vendors = useVendors({ status: 'approved', page: 1, pageSize: 100 })
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
    scope: 'all',
    categoryId: '',
    vendorId: '',
  })
  const [errors, setErrors] = useState<Errors>({})
  const set = (field: keyof typeof form) => (value: string | boolean) => setForm((f) => ({ ...f, [field]: value }))
  const number = (text: string) => (text.trim() === '' ? null : Number(text))
  const paise = (text: string) => (text.trim() === '' ? null : (rupeesToPaise(text) ?? Number.NaN))

  async function submit(event: FormEvent) {
    event.preventDefault()
    const parsed = CouponInput.safeParse({
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
      scope: form.scope,
      categoryId: form.scope === 'category' ? form.categoryId || null : null,
      vendorIds: form.scope === 'sellers' && form.vendorId ? [form.vendorId] : [],
    })
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])))
      return
    }
    setErrors({})
    try {
      const created = await save.mutateAsync({ input: parsed.data })
      toast.success(`Coupon ${created.code} created`)
      setForm((f) => ({ ...f, code: '', description: '' }))
    } catch (error) {
      if (isApiError(error) && error.details?.length) {
        setErrors(Object.fromEntries(error.details.map((d) => [d.path, d.message])))
      }
      toast.error('Could not create the coupon', { description: errorMessage(error, 'Please try again.') })
    }
  }

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby="new-coupon"
      className="space-y-4 rounded-2xl border border-stone-200 bg-white p-4"
    >
      <h2 id="new-coupon" className="text-lg font-semibold text-stone-900">
        New coupon
      </h2>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <TextField
          label="Code"
          value={form.code}
          onChange={(e) => set('code')(e.target.value)}
          error={errors.code}
          hint="Letters and digits; shoppers may type it in any case."
        />
        <TextField
          label="Description for shoppers"
          value={form.description}
          onChange={(e) => set('description')(e.target.value)}
          error={errors.description}
          className="lg:col-span-2"
        />
        <SelectField
          label="Discount"
          value={form.kind}
          onChange={(e) => set('kind')(e.target.value)}
          options={[
            { value: 'percent', label: 'A percentage' },
            { value: 'flat', label: 'A flat amount' },
          ]}
        />
        {form.kind === 'percent' ? (
          <>
            <TextField
              label="Percentage off"
              type="number"
              inputMode="numeric"
              value={form.percentOff}
              onChange={(e) => set('percentOff')(e.target.value)}
              error={errors.percentOff}
            />
            <TextField
              label="Largest discount (₹, optional)"
              inputMode="decimal"
              value={form.maxDiscount}
              onChange={(e) => set('maxDiscount')(e.target.value)}
              error={errors.maxDiscountPaise}
            />
          </>
        ) : (
          <TextField
            label="Amount off (₹)"
            inputMode="decimal"
            value={form.flatOff}
            onChange={(e) => set('flatOff')(e.target.value)}
            error={errors.flatOffPaise}
          />
        )}
        <TextField
          label="Minimum order (₹, optional)"
          inputMode="decimal"
          value={form.minOrder}
          onChange={(e) => set('minOrder')(e.target.value)}
          error={errors.minOrderPaise}
        />
        <TextField
          label="Starts"
          type="date"
          value={form.starts}
          onChange={(e) => set('starts')(e.target.value)}
          error={errors.startsAt}
        />
        <TextField
          label="Last day (optional)"
          type="date"
          value={form.ends}
          onChange={(e) => set('ends')(e.target.value)}
          error={errors.endsAt}
          hint="Usable until midnight at the end of this day, India time."
        />
        <TextField
          label="Uses in all (optional)"
          type="number"
          inputMode="numeric"
          value={form.usageLimit}
          onChange={(e) => set('usageLimit')(e.target.value)}
          error={errors.usageLimit}
        />
        <TextField
          label="Uses per customer"
          type="number"
          inputMode="numeric"
          value={form.perCustomerLimit}
          onChange={(e) => set('perCustomerLimit')(e.target.value)}
          error={errors.perCustomerLimit}
        />
        <SelectField
          label="For"
          value={form.scope}
          onChange={(e) => set('scope')(e.target.value)}
          options={[
            { value: 'all', label: 'Every product' },
            { value: 'category', label: 'One category' },
            { value: 'sellers', label: 'One seller' },
          ]}
        />
        {form.scope === 'category' ? (
          <SelectField
            label="Category"
            placeholder="Choose a category"
            value={form.categoryId}
            onChange={(e) => set('categoryId')(e.target.value)}
            options={(categories.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
            error={errors.categoryId}
          />
        ) : null}
        {form.scope === 'sellers' ? (
          <SelectField
            label="Seller"
            placeholder="Choose a seller"
            value={form.vendorId}
            onChange={(e) => set('vendorId')(e.target.value)}
            options={(vendors.data?.data ?? []).map((v) => ({ value: v.id, label: v.businessName }))}
            error={errors.vendorIds}
          />
        ) : null}
      </div>
      <CheckboxField
        label="First order only"
        checked={form.firstOrderOnly}
        onChange={(e) => set('firstOrderOnly')(e.target.checked)}
      />
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? 'Creating...' : 'Create coupon'}
      </Button>
    </form>
  )
}
