import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { ArrowLeft } from 'lucide-react'
import { type BackLink, useBackLink } from '../../lib/back-link'
import { PageTitle } from '../page-title'

interface PageHeaderProps {
  /** The h1 and the document title. */
  title: string
  description?: ReactNode
  /** Buttons on the right ("Add New Product"). */
  actions?: ReactNode
  /** The fixed Back link; a page opened from a list in the app returns to that list instead (lib/back-link). */
  back?: BackLink
}

/** The heading block of a seller or admin screen. */
export function PageHeader({ title, description, actions, back }: PageHeaderProps) {
  return (
    <header className="mb-6 space-y-3">
      <PageTitle title={title} />
      {back ? <BackLinkTo fallback={back} /> : null}
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0 space-y-1">
          <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">{title}</h1>
          {description ? <div className="text-sm text-stone-600">{description}</div> : null}
        </div>
        {actions ? <div className="flex flex-wrap gap-3">{actions}</div> : null}
      </div>
    </header>
  )
}

function BackLinkTo({ fallback }: { fallback: BackLink }) {
  const back = useBackLink(fallback)
  return (
    <Link to={back.to} className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-800 hover:underline">
      <ArrowLeft aria-hidden="true" className="size-4" />
      {back.label}
    </Link>
  )
}
