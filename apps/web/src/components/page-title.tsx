import { useContext } from 'react'
import { useLingui } from '@lingui/react/macro'
import { SITE } from '@haat/shared/site'
import { ServerHeadContext } from '../lib/server-head'
import { useHydrated } from '../lib/use-hydrated'

/**
 * Sets the document title; React 19 hoists <title> into <head>. On the server the page is
 * rendered inside #root, so the title is handed to the server for the head instead. Without a
 * title, the shop's name and tagline (SITE.tagline's words, in the page's language).
 */
export function PageTitle({ title }: { title?: string }) {
  const { t } = useLingui()
  const text = title ? `${title} | ${SITE.name}` : `${SITE.name}: ${t`Everything India makes, in one marketplace`}`
  const serverHead = useContext(ServerHeadContext)
  const hydrated = useHydrated()
  serverHead?.note('title', text)
  return hydrated ? <title>{text}</title> : null
}
