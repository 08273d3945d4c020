import { Trans, useLingui } from '@lingui/react/macro'
import { MapPin } from 'lucide-react'
import { type FormEvent, type ReactNode, useId, useState } from 'react'
import { PIN_PATTERN } from '@haat/shared/india'
import { cn } from '../../lib/cn'
import { Button } from './button'
import { controlClasses, errorTextClasses, labelClasses } from './field-classes'

interface PinCheckFormProps {
  /** The PIN being answered for; the box shows it until the shopper types. */
  checked: string
  onCheck: (pin: string) => void
  isChecking: boolean
  /** Why the last check failed (the server's message), shown under the box. */
  problem?: string | null
  /** The answer for `checked`: a delivery date, or not deliverable. */
  children?: ReactNode
}

/** "Deliver to [PIN] Check" with its answer below: the product page's and the cart's. */
export function PinCheckForm({ checked, onCheck, isChecking, problem, children }: PinCheckFormProps) {
  const { t } = useLingui()
  const id = useId()
  // What the shopper typed; until they type, the PIN checked.
  const [typing, setTyping] = useState<string | null>(null)
  const typed = typing ?? checked
  const [typo, setTypo] = useState<string | null>(null)

  function check(event: FormEvent) {
    event.preventDefault()
    const pin = typed.trim()
    if (!PIN_PATTERN.test(pin)) {
      setTypo(t`Enter a 6-digit PIN code.`)
      return
    }
    setTypo(null)
    setTyping(null)
    onCheck(pin)
  }

  const shownProblem = typo ?? problem ?? null
  return (
    <section aria-labelledby={`${id}-label`} className="space-y-2 rounded-xl border border-stone-200 bg-white p-3">
      <form onSubmit={check} noValidate className="flex items-end gap-2">
        <div className="min-w-0 flex-1">
          <label id={`${id}-label`} htmlFor={`${id}-pin`} className={cn(labelClasses, 'flex items-center gap-1')}>
            <MapPin aria-hidden="true" className="size-4 text-stone-500" />
            <Trans>Deliver to</Trans>
          </label>
          <input
            id={`${id}-pin`}
            value={typed}
            onChange={(event) => setTyping(event.target.value)}
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={6}
            placeholder={t`PIN code`}
            aria-invalid={shownProblem ? true : undefined}
            aria-describedby={`${id}-answer`}
            className={controlClasses}
          />
        </div>
        <Button type="submit" variant="secondary" disabled={isChecking}>
          <Trans>Check</Trans>
        </Button>
      </form>
      <div id={`${id}-answer`} aria-live="polite" className="text-sm">
        {shownProblem ? (
          <p className={errorTextClasses}>{shownProblem}</p>
        ) : isChecking ? (
          <p className="text-stone-600">
            <Trans>Checking…</Trans>
          </p>
        ) : (
          children
        )}
      </div>
    </section>
  )
}
