import type { ReactNode } from 'react'
import { Link } from 'react-router'

/** An inline link in the auth screens' copy ("Register", "Forgot Password"). */
export function TextLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="font-semibold text-brand-800 underline-offset-2 hover:underline">
      {children}
    </Link>
  )
}
