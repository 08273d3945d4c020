import { Trans, useLingui } from '@lingui/react/macro'
import { TicketPercent, X } from 'lucide-react'
import { type FormEvent, useState } from 'react'
import { COUPON_CODE_PATTERN, type CouponCheck } from '@haat/shared/coupons/coupon'
import { formatPrice } from '../../lib/format'
import { Button } from './button'
import { TextField } from './text-field'

interface CouponBoxProps {
  /** The coupon applied, as the server judged it; null: none. */
  applied: CouponCheck | null
  /** Why the last code was refused. */
  problem: string | null
  isChecking: boolean
  onApply: (code: string) => void
  onRemove: () => void
}

/** "Coupon code [Apply]", or the applied coupon and what it saves with Remove: the cart's and the checkout's. */
export function CouponBox({ applied, problem, isChecking, onApply, onRemove }: CouponBoxProps) {
  const { t } = useLingui()
  const [code, setCode] = useState('')
  const [typo, setTypo] = useState<string | null>(null)

  function apply(event: FormEvent) {
    event.preventDefault()
    const typed = code.trim().toUpperCase()
    if (!COUPON_CODE_PATTERN.test(typed)) {
      setTypo(t`Coupon codes are 3 to 20 letters and digits.`)
      return
    }
    setTypo(null)
    setCode('')
    onApply(typed)
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
        <Button variant="ghost" size="sm" onClick={onRemove} aria-label={t`Remove coupon ${appliedCode}`}>
          <X aria-hidden="true" className="size-4" />
          <Trans>Remove</Trans>
        </Button>
      </div>
    )
  }
  return (
    <form onSubmit={apply} noValidate className="flex items-start gap-2">
      <TextField
        label={t`Coupon code`}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        autoCapitalize="characters"
        autoComplete="off"
        maxLength={20}
        error={typo ?? problem ?? undefined}
        className="min-w-0 flex-1"
      />
      <Button type="submit" variant="secondary" className="mt-7" disabled={isChecking}>
        {isChecking ? <Trans>Checking…</Trans> : <Trans>Apply</Trans>}
      </Button>
    </form>
  )
}
