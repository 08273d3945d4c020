import { useId, type ComponentProps, type ReactNode } from 'react'
import { cn } from '../../lib/cn'
import { controlClasses, describedBy, labelClasses } from './field-classes'
import { FieldNotes } from './field-notes'

interface TextareaFieldProps extends ComponentProps<'textarea'> {
  label: ReactNode
  error?: string
  hint?: ReactNode
}

/** A labelled multi-line text box with its hint and error tied to it (works with `register`). */
export function TextareaField({ label, error, hint, id, className, rows = 4, ...props }: TextareaFieldProps) {
  const autoId = useId()
  const inputId = id ?? autoId
  const ids = describedBy(inputId, { hint, error })

  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={inputId} className={labelClasses}>
        {label}
      </label>
      <textarea
        id={inputId}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        className={cn(controlClasses, 'resize-y')}
        {...props}
      />
      <FieldNotes ids={ids} hint={hint} error={error} />
    </div>
  )
}
