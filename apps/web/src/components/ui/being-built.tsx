import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { Hammer } from 'lucide-react'
import { PageTitle } from '../page-title'
import { StatusPanel } from './status-panel'
import { buttonClasses } from './button'

interface BeingBuiltProps {
  /** The screen's name, e.g. "Cart"; also the page title. */
  screen: string
  children?: ReactNode
  /** Where the "back" link goes; the home page unless given. */
  backTo?: { to: string; label: string }
}

/** Placeholder for a screen a later issue delivers: never a blank page. */
export function BeingBuilt({ screen, children, backTo = { to: '/', label: 'Back to home' } }: BeingBuiltProps) {
  return (
    <div className="px-4 py-12 sm:py-16">
      <PageTitle title={screen} />
      <h1 className="mb-6 text-center text-2xl font-bold text-stone-900 sm:text-3xl">{screen}</h1>
      <StatusPanel
        tone="brand"
        icon={<Hammer className="size-8" />}
        title="This page is being built"
        action={
          <Link to={backTo.to} className={buttonClasses({ variant: 'secondary' })}>
            {backTo.label}
          </Link>
        }
      >
        {children ?? <p>The {screen} screen is on its way. Thanks for your patience!</p>}
      </StatusPanel>
    </div>
  )
}
