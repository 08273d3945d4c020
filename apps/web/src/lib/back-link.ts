import { useLocation } from 'react-router'
import { safeRedirectPath } from './safe-redirect'

/** Where a page's "Back" link goes, and what it says. */
export interface BackLink {
  to: string
  label: string
}

/**
 * Link state for a page opened from here (`<Link state={backHere}>`): its Back link then returns
 * to this very list, filters, search and page included, instead of its fixed address.
 */
export function useBackHere(label: string): { back: BackLink } {
  const { pathname, search } = useLocation()
  return { back: { to: `${pathname}${search}`, label } }
}

/** The Back link a page was opened with from inside the app, or `fallback` (a typed-in address, a reload in a new tab). */
export function useBackLink(fallback: BackLink): BackLink {
  const state: unknown = useLocation().state
  if (typeof state !== 'object' || state === null || !('back' in state)) return fallback
  const back = (state as { back: unknown }).back
  if (typeof back !== 'object' || back === null) return fallback
  const { to, label } = back as Partial<Record<keyof BackLink, unknown>>
  const path = typeof to === 'string' ? safeRedirectPath(to) : null
  return path && typeof label === 'string' && label ? { to: path, label } : fallback
}
