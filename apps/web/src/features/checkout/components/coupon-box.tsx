import { Trans, useLingui } from '@lingui/react/macro'
import { TicketPercent, X } from 'lucide-react'
import { type FormEvent, useState } from 'react'
import type { CouponCheck } from '@haat/shared/coupons/coupon'
import { COUPON_CODE_PATTERN } from '@haat/shared/coupons/coupon'
import { Button } from '../../../components/ui/button'
import { TextField } from '../../../components/ui/text-field'
import { errorMessage } from '../../../lib/api-error-message'
import { formatPrice } from '../../../lib/format'
import { useCheckCoupon } from '../api/check-coupon'

interface CouponBoxProps {
  applied: CouponCheck | null
  onApplied: (coupon: CouponCheck | null) => void
  /** Why checkout refused the applied coupon (it was taken off). */
  refusal?: string | null
}

/** "Coupon code [Apply]": what a code takes off, checked by the server; Remove takes it off again. */
export function CouponBox({ applied, onApplied, refusal }: CouponBoxProps) {
  const { t } = useLingui()
  const check = useCheckCoupon()
  const [code, setCode] = useState('')
  const [problem, setProblem] = useState<string | null>(null)

  async function apply(event: FormEvent) {
    event.preventDefault()
    const typed = code.trim().toUpperCase()
    if (!COUPON_CODE_PATTERN.test(typed)) {
      setProblem(t`Coupon codes are 3 to 20 letters and digits.`)
      return
    }
    try {
      onApplied(await check.mutateAsync(typed))
      setProblem(null)
      setCode('')
    } catch (error) {
      setProblem(errorMessage(error, t`Could not check this coupon. Please try again.`))
    }
  }

  if (applied) {
    const appliedCode = applied.code
    const saving = formatPrice(applied.discountPaise)
    return (
      <div className="flex items-start justify-between gap-2 rounded-xl border border-emerald-200 bg-emerald-50 p-3 text-sm">
        <p className="text-emerald-900">
          <TicketPercent aria-hidden="true" className="mr-1 inline size-4" />
          <Trans>
            <span className="font-semibold">{appliedCode}</span> applied: you save {saving}.
          </Trans>
          <span className="block text-emerald-800">{applied.description}</span>
        </p>
        <Button variant="ghost" size="sm" onClick={() => onApplied(null)} aria-label={t`Remove coupon ${appliedCode}`}>
          <X aria-hidden="true" className="size-4" />
          <Trans>Remove</Trans>
        </Button>
      </div>
    )
  }
  return (
    <form onSubmit={(event) => void apply(event)} noValidate className="flex items-start gap-2">
      <TextField
        label={t`Coupon code`}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        autoCapitalize="characters"
        autoComplete="off"
        maxLength={20}
        error={problem ?? refusal ?? undefined}
        className="min-w-0 flex-1"
      />
      <Button type="submit" variant="secondary" className="mt-7" disabled={check.isPending}>
        {check.isPending ? <Trans>Checking…</Trans> : <Trans>Apply</Trans>}
      </Button>
    </form>
  )
}
