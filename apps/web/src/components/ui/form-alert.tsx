import type { ReactNode } from 'react'
import { CircleAlert, CircleCheck } from 'lucide-react'
import { cn } from '../../lib/cn'

interface FormAlertProps {
  /** Errors are red and announced at once (role="alert"); successes green (role="status"). */
  tone: 'error' | 'success'
  children: ReactNode
  className?: string
}

/** A form's message above or below its fields: what went wrong, or what just worked. */
export function FormAlert({ tone, children, className }: FormAlertProps) {
  const Icon = tone === 'error' ? CircleAlert : CircleCheck
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn(
        'flex items-start gap-2 rounded-lg border px-3 py-2.5 text-sm',
        tone === 'error' ? 'border-red-200 bg-red-50 text-red-800' : 'border-green-200 bg-green-50 text-green-800',
        className,
      )}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div className="min-w-0">{children}</div>
    </div>
  )
}
