import type { ReactNode } from 'react'
import { cn } from '../../lib/cn'

type Tone = 'neutral' | 'brand' | 'error'

const TONES: Record<Tone, string> = {
  neutral: 'border-stone-200 bg-stone-50',
  brand: 'border-brand-200 bg-brand-50',
  error: 'border-red-200 bg-red-50',
}

interface StatusPanelProps {
  title: string
  children?: ReactNode
  icon?: ReactNode
  action?: ReactNode
  tone?: Tone
  /** Heading level inside the page; h2 by default. */
  as?: 'h1' | 'h2' | 'h3'
  className?: string
}

/** The box for empty, error and "being built" states: icon, title, a line of text, an action. */
export function StatusPanel({
  title,
  children,
  icon,
  action,
  tone = 'neutral',
  as: Heading = 'h2',
  className,
}: StatusPanelProps) {
  return (
    <section
      role={tone === 'error' ? 'alert' : undefined}
      className={cn(
        'mx-auto flex max-w-xl flex-col items-center gap-3 rounded-2xl border px-6 py-10 text-center',
        TONES[tone],
        className,
      )}
    >
      {icon ? (
        <div aria-hidden="true" className="text-brand-700">
          {icon}
        </div>
      ) : null}
      <Heading className="text-lg font-semibold text-stone-900">{title}</Heading>
      {children ? <div className="text-sm text-stone-600">{children}</div> : null}
      {action ? <div className="mt-2 flex flex-wrap justify-center gap-3">{action}</div> : null}
    </section>
  )
}
