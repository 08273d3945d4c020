import { SITE } from '@haat/shared/site'
import { useHydrated } from '../lib/use-hydrated'

/**
 * Sets the document title; React 19 hoists <title> into <head>. Not on the server: there the page
 * is rendered inside #root, and the server writes the head itself (modules/seo).
 */
export function PageTitle({ title }: { title?: string }) {
  const text = title ? `${title} | ${SITE.name}` : `${SITE.name}: ${SITE.tagline}`
  return useHydrated() ? <title>{text}</title> : null
}
