import { useContext, useEffect } from 'react'
import { useLingui } from '@lingui/react/macro'
import { SITE } from '@haat/shared/site'
import { ServerHeadContext } from '../lib/server-head'

/**
 * Sets the document title. On the server the page is rendered inside #root, so the title is
 * handed to the server for the head; in the browser it is written to the document once the page
 * is shown. Without a title, the shop's name and tagline (SITE.tagline's words, in the page's language).
 */
export function PageTitle({ title }: { title?: string }) {
  const { t } = useLingui()
  const text = title ? `${title} | ${SITE.name}` : `${SITE.name}: ${t`Everything India makes, in one marketplace`}`
  const serverHead = useContext(ServerHeadContext)
  serverHead?.note('title', text)
  useEffect(() => {
    const before = document.title
    document.title = text
    // A page that names itself later (a spinner first) keeps no other page's title meanwhile.
    return () => {
      document.title = before
    }
  }, [text])
  return null
}
