import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Link } from 'react-router'

/** A policy link inside a sign-up form: opens in a new tab so what was typed stays put. */
export function TermsLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      target="_blank"
      rel="noopener noreferrer"
      className="font-semibold text-brand-800 underline underline-offset-2"
    >
      {children}
      <span className="sr-only">
        {' '}
        <Trans>(opens in a new tab)</Trans>
      </span>
    </Link>
  )
}
