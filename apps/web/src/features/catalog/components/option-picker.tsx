import { useId } from 'react'
import { errorTextClasses, labelClasses } from '../../../components/ui/field-classes'
import { cn } from '../../../lib/cn'

/** A choice's name in the markup (`data-option`), English whatever the page's language. */
export type OptionName = 'Colour' | 'Size' | 'Other'

interface OptionPickerProps {
  /** Which choice, in English whatever the page's language: "Colour", "Size", "Other" (the fieldset's `data-option`). */
  option: OptionName
  /** Names the group, in the page's language. */
  legend: string
  options: readonly string[]
  /** The text shown for an option, when not the option itself (a colour's name in the page's language). */
  labelOf?: (option: string) => string
  value: string | null
  onChange: (value: string) => void
  error?: string
  /** The radios' name when they belong to a form the browser may submit itself (the product page's Add to Cart). */
  name?: string
  /**
   * Why an option cannot be picked with the other choices (a sold-out or never-made combination):
   * its button is greyed out and struck through, and says so to a screen reader; null when it can.
   */
  problemOf?: (option: string) => string | null
}

/**
 * A required choice (colour, size, Pack of) as a row of buttons that are native radios underneath:
 * one tab stop, arrow keys move the choice, the legend names the group.
 */
export function OptionPicker({
  option: optionName,
  legend,
  options,
  labelOf = (option) => option,
  value,
  onChange,
  error,
  name: fieldName,
  problemOf = () => null,
}: OptionPickerProps) {
  const id = useId()
  const name = fieldName ?? id
  const errorId = `${id}-error`
  return (
    <fieldset data-option={optionName} className="space-y-2">
      <legend className={labelClasses}>
        {legend}
        {value ? <span className="font-normal text-stone-600">: {labelOf(value)}</span> : null}
      </legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => {
          const problem = problemOf(option)
          return (
            <label key={option} className="relative" data-unavailable={problem ? '' : undefined}>
              <input
                type="radio"
                name={name}
                value={option}
                checked={value === option}
                onChange={() => onChange(option)}
                disabled={problem !== null && value !== option}
                required
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId : undefined}
                className="peer sr-only"
              />
              <span
                className={cn(
                  'inline-flex min-h-11 min-w-11 cursor-pointer items-center justify-center rounded-lg border px-3 text-sm font-medium',
                  'border-stone-300 bg-white text-stone-800 hover:border-stone-500',
                  'peer-checked:border-brand-700 peer-checked:bg-brand-50 peer-checked:text-brand-900 peer-checked:ring-1 peer-checked:ring-brand-700',
                  'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-700',
                  'peer-disabled:cursor-not-allowed peer-disabled:border-dashed peer-disabled:bg-stone-100 peer-disabled:text-stone-400 peer-disabled:line-through peer-disabled:hover:border-stone-300',
                  error && 'border-red-400',
                )}
              >
                {labelOf(option)}
                {problem ? <span className="sr-only">, {problem}</span> : null}
              </span>
            </label>
          )
        })}
      </div>
      {error ? (
        <p id={errorId} className={errorTextClasses}>
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}
