import type { ReactNode } from 'react'
import { PageTitle } from '../../../components/page-title'
import { cn } from '../../../lib/cn'

interface AuthCardProps {
  /** The page's h1 and document title. */
  title: string
  description?: ReactNode
  /** Links under the card: "Don't have an account? Register". */
  footer?: ReactNode
  /** The seller application is a long form: a wider card. */
  width?: 'narrow' | 'wide'
  children: ReactNode
}

/** The centred card every sign-in, sign-up and reset screen sits in; edge to edge on phones. */
export function AuthCard({ title, description, footer, width = 'narrow', children }: AuthCardProps) {
  return (
    <div className="px-3 py-6 sm:px-4 sm:py-12">
      <PageTitle title={title} />
      <div
        className={cn(
          'mx-auto w-full rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-8',
          width === 'wide' ? 'max-w-3xl' : 'max-w-md',
        )}
      >
        <h1 className="text-2xl font-bold text-stone-900">{title}</h1>
        {description ? <div className="mt-1 text-sm text-stone-600">{description}</div> : null}
        <div className="mt-6">{children}</div>
      </div>
      {footer ? (
        <div className="mx-auto mt-6 max-w-md space-y-2 text-center text-sm text-stone-600">{footer}</div>
      ) : null}
    </div>
  )
}
