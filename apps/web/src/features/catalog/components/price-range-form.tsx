import { useId, useState, type FormEvent } from 'react'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Button } from '../../../components/ui/button'
import { controlClasses, errorTextClasses, labelClasses } from '../../../components/ui/field-classes'
import { cn } from '../../../lib/cn'
import { paiseToRupeeText, parseRupees } from '../lib/listing-params'

interface PriceRangeFormProps {
  /** The range in force, as rupee text from the URL ("" when open-ended). */
  minRupees: string
  maxRupees: string
  onApply: (minRupees: string, maxRupees: string) => void
  /** "Price" unless the ranges above it already say so. */
  legend?: string
}

/** Min and max price in rupees; applied with the button (or Enter), so typing does not reload the list. */
export function PriceRangeForm({ minRupees, maxRupees, onApply, legend }: PriceRangeFormProps) {
  const { t } = useLingui()
  const id = useId()
  const errorId = `${id}-error`
  // The message as a descriptor, so it follows a change of language while it is shown.
  const [error, setError] = useState<{ field: 'min' | 'max'; message: MessageDescriptor } | null>(null)

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const read = (name: string) => {
      const text = String(form.get(name) ?? '').trim()
      return { text, paise: text === '' ? undefined : parseRupees(text) }
    }
    const elements = event.currentTarget.elements
    const fail = (field: 'min' | 'max', message: MessageDescriptor) => {
      setError({ field, message })
      const input = elements.namedItem(field === 'min' ? 'minPrice' : 'maxPrice')
      if (input instanceof HTMLInputElement) input.focus()
    }
    const min = read('minPrice')
    const max = read('maxPrice')
    if (min.paise === null) return fail('min', msg`Enter the minimum price in rupees, like 500 or 499.50.`)
    if (max.paise === null) return fail('max', msg`Enter the maximum price in rupees, like 2000 or 1999.50.`)
    if (min.paise !== undefined && max.paise !== undefined && min.paise > max.paise) {
      return fail('min', msg`The minimum price is more than the maximum.`)
    }
    setError(null)
    onApply(
      min.paise === undefined ? '' : paiseToRupeeText(min.paise),
      max.paise === undefined ? '' : paiseToRupeeText(max.paise),
    )
  }

  const box = (name: 'minPrice' | 'maxPrice', label: string, value: string, field: 'min' | 'max') => (
    <div className="min-w-0 flex-1 space-y-1">
      <label htmlFor={`${id}-${name}`} className={cn(labelClasses, 'text-xs text-stone-600')}>
        {label}
      </label>
      <div className="relative">
        <span
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-stone-500"
        >
          ₹
        </span>
        <input
          id={`${id}-${name}`}
          name={name}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          defaultValue={value}
          placeholder={field === 'min' ? '0' : t`Any`}
          aria-invalid={error?.field === field ? true : undefined}
          aria-describedby={error?.field === field ? errorId : undefined}
          className={cn(controlClasses, 'pl-7')}
        />
      </div>
    </div>
  )

  return (
    // Keyed by the range in force, so Back and Forward put the URL's prices back in the boxes.
    <form key={`${minRupees}-${maxRupees}`} onSubmit={submit} noValidate className="space-y-2">
      <fieldset className="space-y-2">
        <legend className={labelClasses}>{legend ?? t`Price`}</legend>
        <div className="flex items-end gap-2">
          {box('minPrice', t`Min (₹)`, minRupees, 'min')}
          <span aria-hidden="true" className="pb-3 text-stone-400">
            –
          </span>
          {box('maxPrice', t`Max (₹)`, maxRupees, 'max')}
        </div>
      </fieldset>
      {error ? (
        <p id={errorId} className={errorTextClasses}>
          {t(error.message)}
        </p>
      ) : null}
      <Button type="submit" variant="secondary" size="sm" className="w-full">
        <Trans>Apply price</Trans>
      </Button>
    </form>
  )
}
