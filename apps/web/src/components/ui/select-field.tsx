import { useId, type ComponentProps, type ReactNode } from 'react'
import { ChevronDown } from 'lucide-react'
import { cn } from '../../lib/cn'
import { controlClasses, describedBy, labelClasses } from './field-classes'
import { FieldNotes } from './field-notes'

type Option = string | { value: string; label: string }

interface SelectFieldProps extends ComponentProps<'select'> {
  label: ReactNode
  options: readonly Option[]
  /** First, empty choice ("Select a state"); an empty value fails the field's validation. */
  placeholder?: string
  error?: string
  hint?: ReactNode
}

/** A labelled native select (the phone's own picker on mobile). */
export function SelectField({ label, options, placeholder, error, hint, id, className, ...props }: SelectFieldProps) {
  const autoId = useId()
  const selectId = id ?? autoId
  const ids = describedBy(selectId, { hint, error })

  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={selectId} className={labelClasses}>
        {label}
      </label>
      <div className="relative">
        <select
          id={selectId}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
          className={cn(controlClasses, 'appearance-none pr-10')}
          {...props}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => {
            const { value, label: text } = typeof option === 'string' ? { value: option, label: option } : option
            return (
              <option key={value} value={value}>
                {text}
              </option>
            )
          })}
        </select>
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-stone-500"
        />
      </div>
      <FieldNotes ids={ids} hint={hint} error={error} />
    </div>
  )
}
