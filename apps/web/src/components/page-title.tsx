import { SITE } from '@haat/shared/site'

/** Sets the document title; React 19 hoists <title> into <head>. */
export function PageTitle({ title }: { title?: string }) {
  const text = title ? `${title} | ${SITE.name}` : `${SITE.name}: ${SITE.tagline}`
  return <title>{text}</title>
}
