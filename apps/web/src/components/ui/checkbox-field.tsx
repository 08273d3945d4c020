import { useId, type ComponentProps, type ReactNode } from 'react'
import { cn } from '../../lib/cn'
import { describedBy, errorTextClasses } from './field-classes'
import { useTranslateText } from '../../lib/use-translate-text'

interface CheckboxFieldProps extends Omit<ComponentProps<'input'>, 'type'> {
  label: ReactNode
  error?: string
}

/** A checkbox with its label beside it and a 44 px tall touch target. */
export function CheckboxField({ label, error, id, className, ...props }: CheckboxFieldProps) {
  const autoId = useId()
  const translate = useTranslateText()
  const inputId = id ?? autoId
  const ids = describedBy(inputId, { error })

  return (
    <div className={cn('space-y-1', className)}>
      <div className="flex min-h-11 items-start gap-3 py-1">
        <input
          id={inputId}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
          className="mt-0.5 size-5 shrink-0 rounded border-stone-300 accent-brand-700"
          {...props}
        />
        <label htmlFor={inputId} className="text-sm text-stone-700">
          {label}
        </label>
      </div>
      {error ? (
        <p id={ids.errorId} className={errorTextClasses}>
          {translate(error)}
        </p>
      ) : null}
    </div>
  )
}
