import { useLingui } from '@lingui/react/macro'
import { useId, useState } from 'react'
import { useTypedBeforeHydration } from '../../lib/use-typed-before-hydration'
import { Minus, Plus } from 'lucide-react'
import { cn } from '../../lib/cn'
import { hintTextClasses, labelClasses } from './field-classes'

interface QuantityStepperProps {
  value: number
  onChange: (value: number) => void
  /** At least 1. */
  min?: number
  /** No limit when undefined. */
  max?: number
  label?: string
  hint?: string
  disabled?: boolean
  className?: string
  /** The number box's name when a form the browser may submit itself holds it. */
  name?: string
}

/**
 * A quantity: − and + buttons around a number box. Typing is free; the value is clamped to
 * [min, max] as soon as it is a number and again when the box loses focus.
 */
export function QuantityStepper({
  value,
  onChange,
  min = 1,
  max,
  label,
  hint,
  disabled = false,
  className,
  name,
}: QuantityStepperProps) {
  const id = useId()
  const { t } = useLingui()
  const hintId = hint ? `${id}-hint` : undefined
  // What is typed, shown until it becomes a valid number (an empty box while retyping).
  const [draft, setDraft] = useState<string | null>(null)
  const clamp = (next: number) => Math.min(max ?? Number.POSITIVE_INFINITY, Math.max(min, Math.floor(next)))

  function handleInput(text: string) {
    setDraft(text)
    const number = Number(text)
    if (text.trim() === '' || !Number.isFinite(number)) return
    const next = clamp(number)
    onChange(next)
    // Out of range ("50" with 3 left): show the value that counts at once.
    if (next !== number) setDraft(null)
  }

  // A number typed on a server-rendered product page before it was live counts.
  const inputRef = useTypedBeforeHydration<HTMLInputElement>((text) => handleInput(text))

  const buttonClasses =
    'inline-flex size-11 shrink-0 items-center justify-center text-stone-700 hover:bg-stone-100 disabled:pointer-events-none disabled:opacity-40'

  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={id} className={labelClasses}>
        {label ?? t`Quantity`}
      </label>
      <div className="inline-flex items-center overflow-hidden rounded-lg border border-stone-300 bg-white">
        <button
          type="button"
          aria-label={t`Decrease quantity`}
          aria-controls={id}
          onClick={() => {
            setDraft(null)
            onChange(clamp(value - 1))
          }}
          disabled={disabled || value <= min}
          className={buttonClasses}
        >
          <Minus aria-hidden="true" className="size-4" />
        </button>
        <input
          ref={inputRef}
          id={id}
          name={name}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={1}
          value={draft ?? String(value)}
          onChange={(event) => handleInput(event.target.value)}
          onBlur={() => setDraft(null)}
          disabled={disabled}
          aria-describedby={hintId}
          className="h-11 w-14 [appearance:textfield] border-x border-stone-300 text-center text-base font-semibold text-stone-900 disabled:bg-stone-100 [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
        />
        <button
          type="button"
          aria-label={t`Increase quantity`}
          aria-controls={id}
          onClick={() => {
            setDraft(null)
            onChange(clamp(value + 1))
          }}
          disabled={disabled || (max !== undefined && value >= max)}
          className={buttonClasses}
        >
          <Plus aria-hidden="true" className="size-4" />
        </button>
      </div>
      {hint ? (
        <p id={hintId} className={hintTextClasses}>
          {hint}
        </p>
      ) : null}
    </div>
  )
}
