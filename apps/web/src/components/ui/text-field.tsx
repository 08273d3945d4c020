import { useId, type ComponentProps, type ReactNode } from 'react'
import { cn } from '../../lib/cn'
import { controlClasses, describedBy, labelClasses } from './field-classes'
import { FieldNotes } from './field-notes'

interface TextFieldProps extends ComponentProps<'input'> {
  label: ReactNode
  /** The message naming what is wrong with this field. */
  error?: string
  hint?: ReactNode
}

/** A labelled input with its hint and error tied to it (works with react-hook-form's `register`). */
export function TextField({ label, error, hint, id, className, ...props }: TextFieldProps) {
  const autoId = useId()
  const inputId = id ?? autoId
  const ids = describedBy(inputId, { hint, error })

  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={inputId} className={labelClasses}>
        {label}
      </label>
      <input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        className={cn(controlClasses, 'read-only:bg-stone-100 read-only:text-stone-600')}
        {...props}
      />
      <FieldNotes ids={ids} hint={hint} error={error} />
    </div>
  )
}
